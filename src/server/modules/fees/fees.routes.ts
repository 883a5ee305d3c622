import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import { FeeListSchema, FeeViewSchema, FeeWaiveSchema } from '../../../core/schemas/fee.schema.ts';
import { ownAppointmentOnly, ownBeautician } from '../auth/own-diary.ts';
import { refundFee } from './fee-refund.service.ts';
import { chargeFee, visitFeeState, waiveFee, type FeeDeps } from './fee.service.ts';
import { listFees } from './fee-list.repository.ts';
import { toFeeView } from './fee-view.ts';

const tags = ['admin fees'];
const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};

/**
 * A visit's no-show or late-cancellation fee (issue 26). Anyone who sees the diary sees it; charging, waiving and
 * refunding it are the owner's and reception's (core/access.ts 'fees'), never a stylist's: it is money taken
 * without the client. Each answers the fee as it then stands.
 */
export const feesRoutes: FastifyPluginAsyncZod<FeeDeps> = async (app, deps) => {
  const preHandler = ownAppointmentOnly(deps.db);
  const staffId = (req: { staff: { _id: string } | null }) => req.staff?._id ?? null;

  // The dashboard's list: waiting fees, then those decided this week; a stylist's only of their own appointments.
  app.get('/fees', { config: { access: 'diary' }, schema: { tags, response: { 200: FeeListSchema } } }, async (req) => ({
    fees: await listFees(deps.db, deps.clock(), { beauticianId: ownBeautician(req) }),
  }));

  app.get(
    '/appointments/:id/fee',
    { config: { access: 'diary' }, preHandler, schema: { tags, params: IdParamsSchema, response: { 200: FeeViewSchema, ...errors } } },
    async (req) => toFeeView(await visitFeeState(deps.db, req.params.id), deps.provider),
  );

  app.post(
    '/appointments/:id/fee/charge',
    { config: { access: 'fees' }, schema: { tags, params: IdParamsSchema, response: { 200: FeeViewSchema, ...errors } } },
    async (req) => toFeeView(await chargeFee(deps, req.params.id, { staffId: staffId(req), role: req.staff?.role ?? null }), deps.provider),
  );

  app.post(
    '/appointments/:id/fee/waive',
    {
      config: { access: 'fees' },
      schema: { tags, params: IdParamsSchema, body: FeeWaiveSchema, response: { 200: FeeViewSchema, ...errors } },
    },
    async (req) => toFeeView(await waiveFee(deps, req.params.id, req.body.reason, staffId(req)), deps.provider),
  );

  app.post(
    '/appointments/:id/fee/refund',
    { config: { access: 'fees' }, schema: { tags, params: IdParamsSchema, response: { 200: FeeViewSchema, ...errors } } },
    async (req) => toFeeView(await refundFee(deps, req.params.id, staffId(req)), deps.provider),
  );
};
