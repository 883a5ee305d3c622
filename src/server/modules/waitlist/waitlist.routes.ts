import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckoutSessionResponseSchema } from '../../../core/schemas/checkout.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import {
  AcceptOfferSchema,
  AdminWaitlistSchema,
  JoinWaitlistResponseSchema,
  JoinWaitlistSchema,
  StaffOfferSchema,
  WaitlistEntryPublicSchema,
  WaitlistOfferPublicSchema,
  WaitlistTokenParamsSchema,
  WAITLIST_OFFER_STATUSES,
} from '../../../core/schemas/waitlist.schema.ts';
import { z } from 'zod';
import { joinWaitlist } from './join.service.ts';
import { acceptOffer, declineOffer, viewOffer } from './offer-response.service.ts';
import { confirmPlace, leaveWaitlist, viewEntry } from './place.service.ts';
import { listWaitlist, offerByHand, removePlace } from './staff-waitlist.service.ts';
import { bookWaitingClient } from './waiting-client.service.ts';
import { bookByStaff } from '../staff-bookings/staff-bookings.service.ts';
import { StaffBookingResponseSchema, StaffBookingSchema } from '../../../core/schemas/staff-booking.schema.ts';
import type { WaitlistDeps } from './settle.service.ts';

const tags = ['waitlist'];
const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/**
 * The waitlist (issue 28, docs/decisions/0036). The client's calls are public: joining (rate-limited as booking is),
 * and their two links, to their place (`/waitlist/<token>`) and to an offer (`/offer/<token>`), whose tokens only
 * the e-mails carry. Reception's list and offers by hand are the 'waitlist' area's.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistDeps> = async (app, deps) => {
  const { db, clock, mail } = deps;
  app.post(
    '/waitlist',
    {
      config: { public: true, bookingRateLimit: true },
      schema: { tags, body: JoinWaitlistSchema, response: { 201: JoinWaitlistResponseSchema, ...errors } },
    },
    async (req, reply) => reply.status(201).send(await joinWaitlist(db, mail, req.body, { now: clock(), clientAddress: req.ip })),
  );

  app.get(
    '/waitlist/:token',
    {
      config: { public: true, clientData: true },
      schema: { tags, params: WaitlistTokenParamsSchema, response: { 200: WaitlistEntryPublicSchema, 404: ErrorResponseSchema } },
    },
    (req) => viewEntry(db, req.params.token, clock()),
  );

  // The link of the place's first e-mail: only a confirmed place is offered a time or texted (docs/decisions/0037).
  app.post(
    '/waitlist/:token/confirm',
    {
      config: { public: true, clientData: true },
      schema: {
        tags,
        params: WaitlistTokenParamsSchema,
        response: { 200: WaitlistEntryPublicSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    (req) => confirmPlace(db, req.params.token, clock()),
  );

  app.post(
    '/waitlist/:token/leave',
    {
      config: { public: true, clientData: true },
      schema: { tags, params: WaitlistTokenParamsSchema, response: { 200: WaitlistEntryPublicSchema, 404: ErrorResponseSchema } },
    },
    (req) => leaveWaitlist(deps, req.params.token, clock()),
  );

  app.get(
    '/offers/:token',
    {
      config: { public: true, clientData: true },
      schema: { tags, params: WaitlistTokenParamsSchema, response: { 200: WaitlistOfferPublicSchema, 404: ErrorResponseSchema } },
    },
    (req) => viewOffer(deps, req.params.token, clock()),
  );

  app.post(
    '/offers/:token/accept',
    {
      config: { public: true, clientData: true, bookingRateLimit: true },
      schema: {
        tags,
        params: WaitlistTokenParamsSchema,
        body: AcceptOfferSchema,
        response: { 200: CheckoutSessionResponseSchema, ...errors, 429: ErrorResponseSchema, 502: ErrorResponseSchema },
      },
    },
    (req) => acceptOffer(deps, req.params.token, req.body, { now: clock(), clientAddress: req.ip }),
  );

  app.post(
    '/offers/:token/decline',
    {
      config: { public: true, clientData: true },
      schema: {
        tags,
        params: WaitlistTokenParamsSchema,
        response: { 200: z.object({ status: z.enum(WAITLIST_OFFER_STATUSES) }), ...errors },
      },
    },
    (req) => declineOffer(deps, req.params.token, clock()),
  );

  app.get('/waitlist/entries', { config: { access: 'waitlist' }, schema: { tags, response: { 200: AdminWaitlistSchema } } }, () =>
    listWaitlist(deps, clock()),
  );

  // 'New appointment' for a waiting client (reception on the phone): booked as any staff booking, their place then ends.
  app.post(
    '/waitlist/entries/:id/book',
    {
      config: { access: 'waitlist' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: StaffBookingSchema,
        response: { 201: StaffBookingResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const now = clock();
      const book = () => bookByStaff(db, req.body, { staff: req.staff!, now, mail });
      return reply.status(201).send({ appointment: await bookWaitingClient(db, req.params.id, now, book) });
    },
  );

  app.post(
    '/waitlist/entries/:id/offer',
    {
      config: { access: 'waitlist' },
      schema: { tags, params: IdParamsSchema, body: StaffOfferSchema, response: { 200: AdminWaitlistSchema, ...errors } },
    },
    (req) => offerByHand(deps, req.params.id, req.body, { now: clock(), staffId: req.staff?._id }),
  );

  // Reception takes a place off the list (a client who rang to say so, or one that is not a real client).
  app.post(
    '/waitlist/entries/:id/remove',
    { config: { access: 'waitlist' }, schema: { tags, params: IdParamsSchema, response: { 200: AdminWaitlistSchema, ...errors } } },
    (req) => removePlace(deps, req.params.id, { now: clock(), staffId: req.staff?._id ?? null }),
  );
};
