import { z } from 'zod';
import { WAITLIST_PRIORITIES } from './waitlist.schema.ts';
import { EMAIL_PATTERN } from './client.schema.ts';
import { AppointmentStatusSchema } from './appointment.schema.ts';
import { normaliseCategory } from '../booking/visit-order.ts';
import { IdSchema, StoredImageSchema, TIME_OF_DAY_PATTERN } from './common.schema.ts';
import { MAX_VISIT_SERVICES_CEILING } from './visit-availability.schema.ts';
import { CARD_RULES } from '../booking/fee-policy.ts';
import { hasWholePence } from '../money.ts';
import { TEXT_KINDS } from '../texts/text-kinds.ts';

const TEXT_KIND_MESSAGE = `Texts are chosen from: ${TEXT_KINDS.join(', ')}.`;
const QUIET_HOURS_MESSAGE = 'Quiet hours must be times in HH:mm format.';

/**
 * Spec §3 'Salon settings' and the '/admin/hours' and '/admin/settings' screens. The spec asks for no
 * client-side checks on these forms; the server still refuses nonsense, with these messages.
 */
export const SETTINGS_MESSAGES = {
  opensInvalid: 'Please enter opening time in HH:mm format (e.g., 09:00)',
  closesInvalid: 'Please enter closing time in HH:mm format (e.g., 17:00)',
  closesBeforeOpens: 'Closing time must be after opening time.',
  nameRequired: 'Please enter the salon name.',
  emailInvalid: 'Please enter a valid email address.',
  privacyNoticeRequired: 'Please enter the privacy notice.',
  privacyNoticeTooLong: 'Privacy notice must be at most 2000 characters.',
} as const;

/** The privacy notice shows under the checkout's details form: long enough for a paragraph or two, no more. */
export const PRIVACY_NOTICE_MAX = 2000;
/** Client data is kept at most this many years after the last visit (the database's check says the same). */
export const CLIENT_RETENTION_YEARS = { min: 1, max: 20 } as const;

const M = SETTINGS_MESSAGES;

/** One open day: opens at `start`, closes at `end` (HH:mm, salon time). */
export const SettingsDayHoursSchema = z
  .object({
    start: z.string({ error: M.opensInvalid }).regex(TIME_OF_DAY_PATTERN, { error: M.opensInvalid }),
    end: z.string({ error: M.closesInvalid }).regex(TIME_OF_DAY_PATTERN, { error: M.closesInvalid }),
  })
  .refine((d) => !TIME_OF_DAY_PATTERN.test(d.start) || !TIME_OF_DAY_PATTERN.test(d.end) || d.start < d.end, {
    error: M.closesBeforeOpens,
    path: ['end'],
  });
export type SettingsDayHours = z.infer<typeof SettingsDayHoursSchema>;

const day = SettingsDayHoursSchema.nullable();
/** The week, Monday first; null is closed. Every day is given, so a missing key is never mistaken for 'closed'. */
export const WorkingHoursMapSchema = z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day });
export type WorkingHoursMap = z.infer<typeof WorkingHoursMapSchema>;

/** Spec §4 and §9: ticking a day opens it 09:00–17:00; 'Set Standard Hours' is Mon–Fri 09:00–17:00, Sat 09:00–13:00. */
export const DEFAULT_DAY_HOURS: SettingsDayHours = { start: '09:00', end: '17:00' };
export const STANDARD_WORKING_HOURS: WorkingHoursMap = {
  mon: DEFAULT_DAY_HOURS,
  tue: DEFAULT_DAY_HOURS,
  wed: DEFAULT_DAY_HOURS,
  thu: DEFAULT_DAY_HOURS,
  fri: DEFAULT_DAY_HOURS,
  sat: { start: '09:00', end: '13:00' },
  sun: null,
};

/**
 * A future appointment that still holds a chair but now falls outside the salon's hours. Changing the
 * hours never moves or cancels anything; the hours screen lists these as a warning for staff to act on.
 */
export const OutsideHoursAppointmentSchema = z.object({
  _id: IdSchema,
  start: z.string(),
  end: z.string(),
  status: AppointmentStatusSchema,
  client: z.object({ name: z.string() }),
  service: z.object({ name: z.string() }),
  variantName: z.string(),
  beautician: z.object({ _id: IdSchema, name: z.string() }),
  /** 'closed': the salon is now closed that day; 'outside_hours': it is open, but not for all of the appointment */
  reason: z.enum(['closed', 'outside_hours']),
});
export type OutsideHoursAppointment = z.infer<typeof OutsideHoursAppointmentSchema>;

/** The visit's order of categories (issue 25): each named once, as the salon writes them. */
export const VISIT_CATEGORY_ORDER_MAX = 30;
const VisitCategoryOrderSchema = z
  .array(
    z
      .string({ error: 'Each category in the visit order must be a name.' })
      .trim()
      .min(1, { error: 'Each category in the visit order must be a name.' })
      .max(60, { error: 'A category in the visit order must be at most 60 characters.' }),
    { error: 'The visit order must be a list of categories.' },
  )
  .max(VISIT_CATEGORY_ORDER_MAX, { error: `The visit order may list at most ${VISIT_CATEGORY_ORDER_MAX} categories.` })
  .refine((names) => new Set(names.map(normaliseCategory)).size === names.length, {
    error: 'Each category may appear once in the visit order.',
  });

const CARD_RULE_MESSAGE = 'Ask for a card for new clients, clients with a past no-show, visits over an amount, or always.';
const CARD_OVER_MESSAGE = 'Please enter the amount, in pounds and pence, over which a card is needed.';
/** Refusals of a card policy the salon cannot keep (checked against the settings as they would be after the change). */
export const CARD_POLICY_MESSAGES = {
  noProvider:
    'A card can only be required when online payments are set up: add your Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) first.',
  overAmountMissing: 'Please enter the amount over which a card is needed.',
} as const;

/** A whole number in a range, refused in words that name the setting. */
const wholeNumberBetween = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(min, { error: `${name} must be between ${min} and ${max}.` })
    .max(max, { error: `${name} must be between ${min} and ${max}.` });

/** `GET /api/settings` and the answer to `PATCH /api/settings`. */
export const SalonSettingsSchema = z.object({
  workingHours: WorkingHoursMapSchema,
  salonName: z.string(),
  salonDescription: z.string(),
  salonAddress: z.string(),
  salonPhone: z.string(),
  salonEmail: z.string(),
  heroImage: StoredImageSchema.nullable(),
  /** the reminder e-mail goes this many hours before an appointment (docs/decisions/0013) */
  reminderHours: z.number().int(),
  /** unpaid online bookings one client may have waiting for payment at once (docs/decisions/0019) */
  maxUnpaidHoldsPerClient: z.number().int(),
  /** how many services a client may book in one visit (docs/decisions/0032) */
  maxVisitServices: z.number().int(),
  /** the order in which categories happen in one visit; a category not listed comes after (docs/decisions/0032) */
  visitCategoryOrder: z.array(z.string()),
  /** online bookings start at least this many minutes from now (docs/decisions/0003) */
  minNoticeMinutes: z.number().int(),
  /** share of the price 'Pay deposit' takes (docs/decisions/0010) */
  depositPercent: z.number().int(),
  /** how long an unpaid online booking holds its time */
  holdMinutes: z.number().int(),
  /** a client cancelling at least this many hours ahead gets everything back */
  freeCancellationHours: z.number().int(),
  /**
   * a client may move their own booking up to this many hours before it (docs/decisions/0025); null: the same as
   * `freeCancellationHours`
   */
  freeChangeHours: z.number().int().nullable(),
  /**
   * a confirmed visit nobody checked out is completed this many hours after its end, its balance recorded as taken
   * with the method 'not recorded' (docs/decisions/0027); null: visits wait for staff
   */
  autoCompleteHours: z.number().int().nullable(),
  /** shown at checkout under the client's details (UK GDPR, docs/decisions/0028) */
  privacyNotice: z.string(),
  /** clients with no visit for this many years are anonymised (docs/decisions/0028); null: never */
  clientRetentionYears: z.number().int().nullable(),
  /** when a card must be saved to book online (issue 26, docs/decisions/0034); empty: never */
  cardRequiredWhen: z.array(z.enum(CARD_RULES)),
  /** with 'over_amount': visits priced above this many pounds need a card */
  cardRequiredOver: z.number().nullable(),
  /** shares of the visit's price a no-show and a late cancellation may be charged; 0: none */
  noShowFeePercent: z.number().int(),
  lateCancellationFeePercent: z.number().int(),
  /** whether cards can be saved here at all: a live salon without Stripe keys cannot (the form says why) */
  cardsAvailable: z.boolean(),
  /** texts to clients (issue 27, docs/decisions/0035): on or off, and which messages go as texts too */
  textsEnabled: z.boolean(),
  textKinds: z.array(z.enum(TEXT_KINDS)),
  /** a second text reminder this many hours before; null: none */
  secondReminderHours: z.number().int().nullable(),
  /** no reminder is texted from `quietHoursStart` to `quietHoursEnd` (salon time); equal: never quiet */
  quietHoursStart: z.string(),
  quietHoursEnd: z.string(),
  /** message segments sent in a month at most; past it texts stop and the owners are e-mailed once */
  textMonthlySegmentCap: z.number().int(),
  /** segments sent so far this month (salon time) */
  textSegmentsThisMonth: z.number().int(),
  /** a visit reminded by text and not confirmed this many hours before it is listed for reception to call */
  callUnconfirmedHours: z.number().int(),
  /** the countries (ISO codes) whose numbers are texted: GB alone by default (docs/decisions/0037) */
  textCountries: z.array(z.string()),
  /** texts one number may be sent in an hour, and in a day (docs/decisions/0037) */
  textsPerNumberHour: z.number().int(),
  textsPerNumberDay: z.number().int(),
  /** whether texts reach phones here: without Twilio set up they are only kept in the Outbox (the form says so) */
  textsAvailable: z.boolean(),
  /** the waitlist (issue 28, docs/decisions/0036): offered where times are full, freed times offered to it */
  waitlistEnabled: z.boolean(),
  /** how long an offered time is held (shortened when the visit is close) */
  waitlistOfferMinutes: z.number().int(),
  /** who is offered a freed time first */
  waitlistPriority: z.enum(WAITLIST_PRIORITIES),
  /** a late cancellation whose time the waitlist refills has its fee waived */
  waitlistWaivesLateFee: z.boolean(),
  /** future live appointments outside `workingHours`, soonest first (empty when none) */
  appointmentsOutsideHours: z.array(OutsideHoursAppointmentSchema),
});
export type SalonSettings = z.infer<typeof SalonSettingsSchema>;

export const TEXT_COUNTRY_MESSAGE = 'Each country must be a two-letter country code, such as GB or IE.';
export const TEXTS_PER_DAY_MESSAGE = 'Texts to one number in a day must be at least as many as in an hour.';

/**
 * `PATCH /api/settings`: the hours screen sends `{ workingHours }`, the About screen its six fields; any
 * subset is accepted and what is left out stays. `heroImage` may keep the current image or drop it (null);
 * a new one comes through `POST /api/settings/upload-hero`.
 */
export const SalonSettingsUpdateSchema = z
  .object({
    workingHours: WorkingHoursMapSchema,
    salonName: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(100, { error: 'Salon name must be at most 100 characters.' }),
    salonDescription: z.string().trim().max(2000, { error: 'Description must be at most 2000 characters.' }),
    salonAddress: z.string().trim().max(300, { error: 'Address must be at most 300 characters.' }),
    salonPhone: z.string().trim().max(30, { error: 'Phone number must be at most 30 characters.' }),
    salonEmail: z
      .string({ error: M.emailInvalid })
      .trim()
      .max(254, { error: M.emailInvalid })
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: M.emailInvalid }),
    heroImage: StoredImageSchema.nullable(),
    reminderHours: z
      .number({ error: 'Reminder hours must be a whole number of hours.' })
      .int({ error: 'Reminder hours must be a whole number of hours.' })
      .min(1, { error: 'Reminder hours must be between 1 and 168.' })
      .max(168, { error: 'Reminder hours must be between 1 and 168.' }),
    maxUnpaidHoldsPerClient: wholeNumberBetween('Unpaid bookings per client', 1, 20),
    maxVisitServices: wholeNumberBetween('Services in one visit', 1, MAX_VISIT_SERVICES_CEILING),
    visitCategoryOrder: VisitCategoryOrderSchema,
    minNoticeMinutes: wholeNumberBetween('Minimum notice (minutes)', 0, 60 * 24 * 60),
    depositPercent: wholeNumberBetween('Deposit (%)', 1, 100),
    holdMinutes: wholeNumberBetween('Payment hold (minutes)', 5, 120),
    freeCancellationHours: wholeNumberBetween('Free cancellation (hours)', 0, 24 * 30),
    freeChangeHours: wholeNumberBetween('Free change (hours)', 0, 24 * 30).nullable(),
    autoCompleteHours: wholeNumberBetween('Auto-complete (hours after the visit)', 1, 168).nullable(),
    privacyNotice: z
      .string({ error: M.privacyNoticeRequired })
      .trim()
      .min(1, { error: M.privacyNoticeRequired })
      .max(PRIVACY_NOTICE_MAX, { error: M.privacyNoticeTooLong }),
    clientRetentionYears: wholeNumberBetween('Keep client data (years)', CLIENT_RETENTION_YEARS.min, CLIENT_RETENTION_YEARS.max).nullable(),
    cardRequiredWhen: z
      .array(z.enum(CARD_RULES, { error: CARD_RULE_MESSAGE }), { error: CARD_RULE_MESSAGE })
      .refine((rules) => new Set(rules).size === rules.length, { error: 'Each reason to ask for a card may be chosen once.' }),
    cardRequiredOver: z
      .number({ error: CARD_OVER_MESSAGE })
      .min(0, { error: CARD_OVER_MESSAGE })
      .max(10_000, { error: CARD_OVER_MESSAGE })
      .refine(hasWholePence, { error: CARD_OVER_MESSAGE })
      .nullable(),
    noShowFeePercent: wholeNumberBetween('No-show fee (%)', 0, 100),
    lateCancellationFeePercent: wholeNumberBetween('Late cancellation fee (%)', 0, 100),
    textsEnabled: z.boolean({ error: 'Texts must be on or off.' }),
    textKinds: z
      .array(z.enum(TEXT_KINDS, { error: TEXT_KIND_MESSAGE }), { error: TEXT_KIND_MESSAGE })
      .refine((kinds) => new Set(kinds).size === kinds.length, { error: 'Each kind of text may be chosen once.' }),
    secondReminderHours: wholeNumberBetween('Second reminder (hours before)', 1, 168).nullable(),
    quietHoursStart: z.string({ error: QUIET_HOURS_MESSAGE }).regex(TIME_OF_DAY_PATTERN, { error: QUIET_HOURS_MESSAGE }),
    quietHoursEnd: z.string({ error: QUIET_HOURS_MESSAGE }).regex(TIME_OF_DAY_PATTERN, { error: QUIET_HOURS_MESSAGE }),
    textMonthlySegmentCap: wholeNumberBetween('Monthly text limit (segments)', 0, 1_000_000),
    callUnconfirmedHours: wholeNumberBetween('Call unconfirmed visits (hours before)', 1, 168),
    textCountries: z
      .array(
        z
          .string({ error: TEXT_COUNTRY_MESSAGE })
          .trim()
          .toUpperCase()
          // The form's check; the server also checks the code names a country numbers are in (settings.service.ts).
          .regex(/^[A-Z]{2}$/, { error: TEXT_COUNTRY_MESSAGE }),
        { error: TEXT_COUNTRY_MESSAGE },
      )
      .min(1, { error: 'Choose at least one country to text.' })
      .max(50, { error: 'Choose at most 50 countries to text.' })
      .refine((codes) => new Set(codes).size === codes.length, { error: 'Each country may be given once.' }),
    textsPerNumberHour: wholeNumberBetween('Texts to one number in an hour', 1, 20),
    textsPerNumberDay: wholeNumberBetween('Texts to one number in a day', 1, 50),
    waitlistEnabled: z.boolean({ error: 'The waitlist must be on or off.' }),
    waitlistOfferMinutes: wholeNumberBetween('Offer held for (minutes)', 5, 1440),
    waitlistPriority: z.enum(WAITLIST_PRIORITIES, { error: 'Choose first come, highest value or new clients first.' }),
    waitlistWaivesLateFee: z.boolean({ error: 'Waiving refilled late cancellations must be on or off.' }),
  })
  .partial();
export type SalonSettingsUpdate = z.infer<typeof SalonSettingsUpdateSchema>;

/** `POST /api/settings/upload-hero` (spec §7 reads `heroImage`). */
export const HeroUploadResponseSchema = z.object({ heroImage: StoredImageSchema });
