import { z } from 'zod';
import { TimeOfDaySchema } from './common.schema.ts';
import { DAY_KEYS } from '../day-keys.ts';
import { CARD_RULES } from '../booking/fee-policy.ts';

export const DayKeySchema = z.enum(DAY_KEYS);

/** Spec §3 'Salon' (public view): hours keyed mon..sun, each { open, start, end }. */
export const SalonDayHoursSchema = z.object({
  open: z.boolean(),
  start: TimeOfDaySchema,
  end: TimeOfDaySchema,
});
export type SalonDayHours = z.infer<typeof SalonDayHoursSchema>;

export const SalonHoursSchema = z.object({
  mon: SalonDayHoursSchema,
  tue: SalonDayHoursSchema,
  wed: SalonDayHoursSchema,
  thu: SalonDayHoursSchema,
  fri: SalonDayHoursSchema,
  sat: SalonDayHoursSchema,
  sun: SalonDayHoursSchema,
});
export type SalonHours = z.infer<typeof SalonHoursSchema>;

/**
 * How customers can pay online here (docs/decisions/0019): 'live' real card payments (Stripe), 'test' test
 * payments where no money moves (the demo's offline provider, Stripe test keys), 'off' none (pay at the salon).
 */
export const ONLINE_PAYMENT_KINDS = ['live', 'test', 'off'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENT_KINDS)[number];

/** What the booking pages need to know beyond the spec's salon fields. */
export const BookingTermsSchema = z.object({
  onlinePayment: z.enum(ONLINE_PAYMENT_KINDS),
  /** share of the price taken by 'Pay deposit' */
  depositPercent: z.number().int(),
  /** online bookings start at least this long after now (the salon's phone takes sooner ones) */
  minNoticeMinutes: z.number().int(),
  /** how many services one visit may hold, and the order of their categories (docs/decisions/0032) */
  maxVisitServices: z.number().int(),
  visitCategoryOrder: z.array(z.string()),
  /** whether clients may join the waitlist (salon setting `waitlistEnabled`): '/times' offers it only then (issue 40) */
  waitlist: z.boolean(),
  /**
   * The no-show and late-cancellation policy (issue 26, docs/decisions/0034), for the checkout's notice and its text
   * (core/booking/fee-policy.ts); no card is asked for where none can be saved. Amounts in pence.
   */
  feePolicy: z.object({
    cardRequiredWhen: z.array(z.enum(CARD_RULES)),
    cardRequiredOverPence: z.number().int().nullable(),
    noShowFeePercent: z.number().int(),
    lateCancellationFeePercent: z.number().int(),
    freeCancellationHours: z.number().int(),
  }),
});
export type BookingTerms = z.infer<typeof BookingTermsSchema>;

export const SalonSchema = z.object({
  name: z.string(),
  about: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  heroUrl: z.string().nullable(),
  hours: SalonHoursSchema,
  booking: BookingTermsSchema,
  /** the salon's privacy notice, shown at checkout under the client's details (UK GDPR, docs/decisions/0028) */
  privacyNotice: z.string(),
});
export type Salon = z.infer<typeof SalonSchema>;
