import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { ManageCancelPreviewSchema, ManageCancelResponseSchema, ManagedBookingSchema } from '../../../core/schemas/notifications.schema.ts';
import { FullyBookedResponseSchema, SlotsResponseSchema } from '../../../core/schemas/availability.schema.ts';
import { ManageFullyBookedQuerySchema, ManageMoveSchema, ManageSlotsQuerySchema } from '../../../core/schemas/manage-move.schema.ts';
import type { Database } from '../../db/client.ts';
import type { IssueRefund } from '../appointments/refund-issuer.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { cancelByClient, getManagedBooking, previewClientCancellation } from './manage-link.service.ts';
import { moveByClient, moveFullyBooked, moveSlots } from './manage-move.service.ts';

export interface ManageLinkRoutesOptions {
  db: Database;
  clock: () => Date;
  refund: IssueRefund;
  mail: BookingMail;
  /** charges a late cancellation's fee to the client's saved card (issue 26) */
  provider: PaymentProvider;
}

// Any string reaches the service, which answers a malformed token with the same 404 as an unknown one.
const params = z.object({ token: z.string() });
const tags = ['manage booking'];
const responses = { 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** The client's "manage your booking" link from their e-mails: public, and opens one appointment only. */
export const manageLinkRoutes: FastifyPluginAsyncZod<ManageLinkRoutesOptions> = async (app, { db, clock, refund, mail, provider }) => {
  const fees = { db, clock, mail, provider };
  // The GETs show the client's name and booking: `clientData` keeps them out of every cache (plugins/no-store.ts).
  app.get(
    '/manage/:token',
    { config: { public: true, clientData: true }, schema: { tags, params, response: { 200: ManagedBookingSchema, ...responses } } },
    (req) => getManagedBooking(db, req.params.token, clock()),
  );

  app.get(
    '/manage/:token/cancel/preview',
    { config: { public: true, clientData: true }, schema: { tags, params, response: { 200: ManageCancelPreviewSchema, ...responses } } },
    (req) => previewClientCancellation(db, req.params.token, clock(), fees),
  );

  // Moving the booking (docs/decisions/0025): the diary of its own service and variant, then the move itself.
  app.get(
    '/manage/:token/slots',
    {
      config: { public: true, clientData: true },
      schema: { tags, params, querystring: ManageSlotsQuerySchema, response: { 200: SlotsResponseSchema, ...responses } },
    },
    (req) => moveSlots(db, req.params.token, req.query, clock()),
  );

  app.get(
    '/manage/:token/slots/fully-booked',
    {
      config: { public: true, clientData: true },
      schema: { tags, params, querystring: ManageFullyBookedQuerySchema, response: { 200: FullyBookedResponseSchema, ...responses } },
    },
    (req) => moveFullyBooked(db, req.params.token, req.query, clock()),
  );

  app.post(
    '/manage/:token/move',
    {
      // A move is a booking attempt: the same limit per address (docs/decisions/0016), and it e-mails three people.
      config: { public: true, clientData: true, bookingRateLimit: true },
      schema: { tags, params, body: ManageMoveSchema, response: { 200: ManagedBookingSchema, 400: ErrorResponseSchema, ...responses } },
    },
    (req) => moveByClient(db, req.params.token, req.body, clock(), mail),
  );

  app.post(
    '/manage/:token/cancel',
    {
      config: { public: true, clientData: true },
      schema: { tags, params, body: z.object({}).optional(), response: { 200: ManageCancelResponseSchema, ...responses } },
    },
    (req) => cancelByClient(db, req.params.token, clock(), { refund, mail, fees }),
  );
};
