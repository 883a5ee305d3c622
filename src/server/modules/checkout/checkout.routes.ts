import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateBookingSchema } from '../../../core/schemas/appointment.schema.ts';
import {
  CheckoutSessionResponseSchema,
  ConfirmQuerySchema,
  ConfirmResponseSchema,
  ReleaseHoldResponseSchema,
  ReleaseHoldSchema,
} from '../../../core/schemas/checkout.schema.ts';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { confirmCheckout, startCheckout } from './checkout.service.ts';
import { releaseOwnHold } from './hold-release.service.ts';

export interface CheckoutRoutesOptions {
  db: Database;
  clock: () => Date;
  provider: PaymentProvider;
  /** queues the confirmation e-mails when a payment confirms a booking */
  mail: BookingMail;
}

const tags = ['checkout'];

/** Spec §7's checkout calls: both public, the customer has no account. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { db, clock, provider, mail }) => {
  app.post(
    '/checkout/create-session',
    {
      config: { public: true, bookingRateLimit: true, readsNoCacheAfterWriting: true },
      schema: {
        tags,
        body: CreateBookingSchema,
        response: {
          200: CheckoutSessionResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    (req) => startCheckout(db, provider, req.body, { now: clock(), clientAddress: req.ip, mail }),
  );

  app.post(
    '/checkout/release',
    { config: { public: true }, schema: { tags, body: ReleaseHoldSchema, response: { 200: ReleaseHoldResponseSchema } } },
    async (req) => ({ released: await releaseOwnHold(db, provider, req.body.appointmentId, clock()) }),
  );

  app.get(
    '/checkout/confirm',
    {
      config: { public: true },
      schema: { tags, querystring: ConfirmQuerySchema, response: { 200: ConfirmResponseSchema, 404: ErrorResponseSchema } },
    },
    (req) => confirmCheckout(db, provider, req.query.session_id, clock(), mail),
  );
};
