import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { FeePayResponseSchema, FeeTokenParamsSchema, PublicFeeSchema } from '../../../core/schemas/fee.schema.ts';
import type { CheckoutRoutesOptions } from './checkout.routes.ts';
import { publicFee, startFeePayment } from './fee-payment.service.ts';

const tags = ['fees'];

/** The client's own page for a fee they were asked to pay (issue 26): public, opened by the e-mail's link. */
export const feePayRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { db, clock, provider }) => {
  app.get(
    '/fees/:token',
    {
      config: { public: true, clientData: true },
      schema: { tags, params: FeeTokenParamsSchema, response: { 200: PublicFeeSchema, 404: ErrorResponseSchema } },
    },
    (req) => publicFee(db, req.params.token),
  );

  // Each page opened is a session at the provider: reused while open, and rate-limited per address as booking is.
  app.post(
    '/fees/:token/pay',
    {
      config: { public: true, clientData: true, bookingRateLimit: true },
      schema: {
        tags,
        params: FeeTokenParamsSchema,
        response: {
          200: FeePayResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    (req) => startFeePayment(db, provider, req.params.token, clock()),
  );
};
