import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import {
  AddPaymentRequestSchema,
  AwaitingCheckoutSchema,
  CheckoutRequestSchema,
  OwedVisitsSchema,
  ReverseEntryRequestSchema,
  TillResponseSchema,
  VisitMoneySchema,
} from '../../../core/schemas/till.schema.ts';
import { ownBeautician, ownMoneyEntryOnly, ownVisitOnly } from '../auth/own-diary.ts';
import { awaitingCheckout, owedVisits } from './till-lists.service.ts';
import { addPayments, checkOut, reverseEntry, visitMoney, type TillDeps } from './till.service.ts';

const tags = ['till'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const tillAnswer = { 200: TillResponseSchema, ...errors };

/**
 * The salon's till (docs/decisions/0027): checking a visit out, further payments, reversals, and the visits waiting
 * for their checkout. Staff-only, as every route not marked public; the signed-in member of staff records the money.
 */
export const tillRoutes: FastifyPluginAsyncZod<TillDeps> = async (app, { db, clock }) => {
  // The session hook let these requests in, so they carry the member of staff.
  const at = (staff: { _id: string } | null) => ({ staffId: staff!._id, now: clock() });
  // A stylist's till is the visits they are part of (own-diary.ts): the whole bill, whichever part was named.
  const preHandler = ownVisitOnly(db);

  // A static path: the router prefers it to '/appointments/:id' whatever the order.
  app.get(
    '/appointments/awaiting-checkout',
    { config: { access: 'diary' }, schema: { tags, response: { 200: AwaitingCheckoutSchema } } },
    (req) => awaitingCheckout(db, clock(), ownBeautician(req)),
  );
  app.get('/appointments/owed', { config: { access: 'diary' }, schema: { tags, response: { 200: OwedVisitsSchema } } }, (req) =>
    owedVisits(db, ownBeautician(req)),
  );

  app.get(
    '/appointments/:id/money',
    { config: { access: 'diary' }, preHandler, schema: { tags, params: IdParamsSchema, response: { 200: VisitMoneySchema, ...errors } } },
    (req) => visitMoney(db, req.params.id),
  );
  app.post(
    '/appointments/:id/checkout',
    {
      config: { access: 'diary' },
      preHandler,
      schema: { tags, params: IdParamsSchema, body: CheckoutRequestSchema, response: tillAnswer },
    },
    (req) => checkOut(db, req.params.id, req.body, at(req.staff)),
  );
  app.post(
    '/appointments/:id/payments',
    {
      config: { access: 'diary' },
      preHandler,
      schema: { tags, params: IdParamsSchema, body: AddPaymentRequestSchema, response: tillAnswer },
    },
    (req) => addPayments(db, req.params.id, req.body, at(req.staff)),
  );
  app.post(
    '/money-entries/:id/reverse',
    {
      config: { access: 'diary' },
      preHandler: ownMoneyEntryOnly(db),
      schema: { tags, params: IdParamsSchema, body: ReverseEntryRequestSchema, response: tillAnswer },
    },
    (req) => reverseEntry(db, req.params.id, req.body, at(req.staff)),
  );
};
