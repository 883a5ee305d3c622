import { z } from 'zod';
import { DateOnlySchema, IdSchema, TIME_OF_DAY_PATTERN } from './common.schema.ts';
import { PaymentModeSchema } from './appointment.schema.ts';
import { ClientDetailsSchema } from './client.schema.ts';
import { MAX_VISIT_SERVICES_CEILING, SERVICE_ONCE_MESSAGE } from './visit-availability.schema.ts';

// The waitlist (issue 28, docs/decisions/0036): a client waits for a time in up to three windows; a time that frees up
// is offered to the first in line, held for them, and taken up through the normal checkout.

/** How many windows (a date with a time range) one waitlist entry may name. */
export const MAX_WAITLIST_WINDOWS = 3;

/**
 * How many places one client (by e-mail) may hold on the waitlist at once: enough for a few visits they want, and a
 * guard against one address filling the list (the route is rate-limited per address too).
 */
export const MAX_WAITING_PER_CLIENT = 3;

/**
 * How long a new place waits for its client to confirm it from their e-mail's link before it expires: a day to read an
 * e-mail, and no longer for a place made with someone else's address (docs/decisions/0037).
 */
export const WAITLIST_CONFIRM_HOURS = 24;

/**
 * How many times one place is offered a time it does not take up (declined or let lapse) before it ends: a client who
 * lets three times go is not waiting any more, and each offer holds the salon's time (docs/decisions/0037).
 */
export const MAX_OFFERS_PER_PLACE = 3;

export const WAITLIST_MESSAGES = {
  windowTime: 'Each window needs a start and an end time (HH:mm).',
  windowOrder: 'Each window must end after it starts.',
  windowsRequired: 'Choose at least one day and time range to wait for.',
  windowsTooMany: `You can wait for at most ${MAX_WAITLIST_WINDOWS} days and times.`,
  windowTwice: 'Each day and time range may be given once.',
  windowPast: 'That time has already passed. Please choose a later one.',
  windowBeyond: 'That date is further ahead than bookings are taken.',
  offerEnded: 'Sorry, this offer has ended and the time has gone to the next client waiting.',
  offerDeclined: 'You turned this time down, so it has been offered to the next client waiting.',
  offerTaken: 'You have already booked this time.',
  entryEnded: 'This waitlist place has ended.',
  entryExpired: 'This waitlist place was not confirmed in time. Please join the waitlist again.',
  notWaiting: 'This client is no longer waiting.',
  tooManyPlaces: `You are already on the waitlist ${MAX_WAITING_PER_CLIENT} times. Please leave one of those places (the link is in its e-mail) before joining again.`,
} as const;

/** A date with a time range in the salon's zone, e.g. Saturday 5 Dec 09:00–13:00: a visit starting in it is a match. */
export const WaitlistWindowSchema = z
  .object({
    date: DateOnlySchema,
    from: z.string({ error: WAITLIST_MESSAGES.windowTime }).regex(TIME_OF_DAY_PATTERN, { error: WAITLIST_MESSAGES.windowTime }),
    to: z.string({ error: WAITLIST_MESSAGES.windowTime }).regex(TIME_OF_DAY_PATTERN, { error: WAITLIST_MESSAGES.windowTime }),
  })
  .refine((w) => w.from < w.to, { error: WAITLIST_MESSAGES.windowOrder, path: ['to'] });
export type WaitlistWindow = z.infer<typeof WaitlistWindowSchema>;

/** One service the client waits for: its variant, and a beautician or any. */
export const WaitlistItemSchema = z
  .object({
    serviceId: IdSchema,
    variantName: z.string().min(1, { error: 'variantName is required' }).max(100),
    beauticianId: IdSchema.optional(),
    any: z.boolean().optional().default(false),
  })
  .refine((b) => b.any || Boolean(b.beauticianId), { error: 'Choose a beautician, or any beautician', path: ['beauticianId'] });
export type WaitlistItem = z.infer<typeof WaitlistItemSchema>;

/** `POST /api/waitlist`: join the waitlist for a visit (one or several services, as booked) in up to three windows. */
export const JoinWaitlistSchema = z.object({
  services: z
    .array(WaitlistItemSchema, { error: 'services must be a list of services' })
    .min(1, { error: 'Add at least one service to the visit' })
    .max(MAX_VISIT_SERVICES_CEILING, { error: `A visit can have at most ${MAX_VISIT_SERVICES_CEILING} services` })
    .refine((items) => new Set(items.map((i) => i.serviceId)).size === items.length, { error: SERVICE_ONCE_MESSAGE }),
  windows: z
    .array(WaitlistWindowSchema, { error: WAITLIST_MESSAGES.windowsRequired })
    .min(1, { error: WAITLIST_MESSAGES.windowsRequired })
    .max(MAX_WAITLIST_WINDOWS, { error: WAITLIST_MESSAGES.windowsTooMany })
    .refine((ws) => new Set(ws.map((w) => `${w.date} ${w.from} ${w.to}`)).size === ws.length, { error: WAITLIST_MESSAGES.windowTwice }),
  client: ClientDetailsSchema.omit({ notes: true }),
});
export type JoinWaitlist = z.infer<typeof JoinWaitlistSchema>;
export type JoinWaitlistInput = z.input<typeof JoinWaitlistSchema>;

/** expired: its e-mail was not confirmed in time; removed: reception took it off the list */
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'booked', 'left', 'ended', 'expired', 'removed'] as const;
export const WAITLIST_OFFER_STATUSES = ['open', 'accepted', 'declined', 'lapsed', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** A link's token in its path: what the e-mail carries (a random URL-safe string). */
export const WaitlistTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Not a valid link' }) });

/** What a client sees of their own place on the waitlist (the e-mail's link). */
export const WaitlistEntryPublicSchema = z.object({
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  /** the client confirmed it from their e-mail's link: only then is it offered a time (docs/decisions/0037) */
  confirmed: z.boolean(),
  clientName: z.string(),
  /** e.g. 'Cut (Short) with any beautician' */
  services: z.array(z.string()),
  windows: z.array(WaitlistWindowSchema),
});
export type WaitlistEntryPublic = z.infer<typeof WaitlistEntryPublicSchema>;

/** One service of an offered time. */
const OfferedServiceSchema = z.object({
  serviceName: z.string(),
  variantName: z.string(),
  beauticianName: z.string(),
  startISO: z.string(),
  endISO: z.string(),
});

/** What the offer's link shows: the time, until when it is held, and how it may be paid. */
export const WaitlistOfferPublicSchema = z.object({
  status: z.enum(WAITLIST_OFFER_STATUSES),
  startISO: z.string(),
  endISO: z.string(),
  expiresAtISO: z.string(),
  services: z.array(OfferedServiceSchema),
  /** the whole visit's price, in pounds */
  price: z.number(),
  /** whom it is for, by name only: the link may be forwarded, and accepting needs nothing more */
  client: z.object({ name: z.string() }),
  /** the booking it became, once accepted */
  appointmentId: IdSchema.nullable(),
});
export type WaitlistOfferPublic = z.infer<typeof WaitlistOfferPublicSchema>;

/** `POST /api/offers/:token/accept`: how the client pays, as at checkout. */
export const AcceptOfferSchema = z.object({
  mode: PaymentModeSchema,
  marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).optional().default(false),
  keepCard: z.boolean({ error: 'keepCard must be true or false' }).optional().default(false),
});
export type AcceptOffer = z.infer<typeof AcceptOfferSchema>;

export const JoinWaitlistResponseSchema = z.object({ entryId: IdSchema });

/** The staff's view of one entry (dashboard): who waits for what, and their live offer if any. */
export const AdminWaitlistEntrySchema = z.object({
  _id: IdSchema,
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  services: z.array(z.string()),
  /** the same visit as its services are booked, in order: 'Book directly' starts the New appointment form with it */
  visit: z.array(z.object({ serviceId: IdSchema, variantName: z.string(), beauticianId: IdSchema.nullable() })),
  windows: z.array(WaitlistWindowSchema),
  createdAtISO: z.string(),
  /** the visit's price when joined, in pounds (the 'highest value' priority orders by it) */
  value: z.number(),
  newClient: z.boolean(),
  /** the client confirmed the place from their e-mail; until then it is offered nothing (docs/decisions/0037) */
  confirmed: z.boolean(),
  offer: z
    .object({ _id: IdSchema, startISO: z.string(), expiresAtISO: z.string(), beauticianName: z.string(), byStaff: z.boolean() })
    .nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntrySchema>;
export const AdminWaitlistSchema = z.object({ entries: z.array(AdminWaitlistEntrySchema) });
export type AdminWaitlist = z.infer<typeof AdminWaitlistSchema>;

/** `POST /api/waitlist/entries/:id/offer`: reception offers a time to a waiting client by hand. */
export const StaffOfferSchema = z.object({
  startISO: z.iso.datetime({ offset: true, error: 'startISO must be an ISO date-time' }),
  /** who does the first service; left out, whoever the client asked for (or any) */
  beauticianId: IdSchema.optional(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

export const WAITLIST_PRIORITIES = ['first_come', 'highest_value', 'new_clients'] as const;
export type WaitlistPriority = (typeof WAITLIST_PRIORITIES)[number];
