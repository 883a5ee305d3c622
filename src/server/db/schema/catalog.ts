import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// The catalogue's tables (modules/catalog): the salon's details and policies, its hours, the beauticians and the
// services, and the version that tells every process when its cached copy of them is stale.

/** The privacy notice a new salon starts with; the owner edits it in Settings (docs/decisions/0028). */
export const DEFAULT_PRIVACY_NOTICE =
  'We use your details to manage your booking and to contact you about it. We keep your visit history for our records and never share your details for marketing. You can ask us for a copy of your data or to delete it at any time.';

/** The salon's details and every tunable policy: one row (id = 1). */
export const salonSettings = pgTable(
  'salon_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    heroImageUrl: text('hero_image_url'),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    /** how soon before its start a slot can still be booked online */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    /** how far ahead customers may book */
    bookingHorizonMonths: integer('booking_horizon_months').notNull().default(3),
    slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
    /** a client cancelling at least this many hours ahead gets everything back */
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    /** share of the price taken online when the client chooses 'deposit' (docs/decisions/0010) */
    depositPercent: integer('deposit_percent').notNull().default(20),
    /** how long an unpaid online booking holds its slot while the client pays */
    holdMinutes: integer('hold_minutes').notNull().default(15),
    /** the reminder e-mail goes this many hours before an appointment (docs/decisions/0013) */
    reminderHours: integer('reminder_hours').notNull().default(24),
    /** unpaid online holds one client (address, e-mail or phone) may have live at once (docs/decisions/0019) */
    maxUnpaidHoldsPerClient: integer('max_unpaid_holds_per_client').notNull().default(2),
    /** how many services a client may book in one visit (docs/decisions/0032) */
    maxVisitServices: integer('max_visit_services').notNull().default(4),
    /** the order in which categories happen in one visit (colour before cut); a category not listed comes after (0032) */
    visitCategoryOrder: text('visit_category_order')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** a client may move their own booking up to this many hours before it; null: the free-cancellation window */
    freeChangeHours: integer('free_change_hours'),
    /**
     * a confirmed visit nobody checked out is completed this many hours after its end, its balance recorded as
     * taken with the method 'not recorded' (docs/decisions/0027); null: never
     */
    autoCompleteHours: integer('auto_complete_hours').default(12),
    /** shown at checkout under the client's details (UK GDPR, docs/decisions/0028) */
    privacyNotice: text('privacy_notice').notNull().default(DEFAULT_PRIVACY_NOTICE),
    /** clients with no visit for this many years are anonymised (docs/decisions/0028); null: never */
    clientRetentionYears: integer('client_retention_years').default(6),
    /** when a card must be saved to book online (core/booking/fee-policy.ts CARD_RULES); empty: never (issue 26, 0034) */
    cardRequiredWhen: text('card_required_when')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** with 'over_amount': visits priced above this need a card */
    cardRequiredOverPence: integer('card_required_over_pence'),
    /** share of the visit's price a no-show may be charged; 0: none */
    noShowFeePercent: integer('no_show_fee_percent').notNull().default(50),
    /** share of the visit's price a cancellation inside the free-cancellation window may be charged; 0: none */
    lateCancellationFeePercent: integer('late_cancellation_fee_percent').notNull().default(20),
    /** texts to clients (issue 27, docs/decisions/0035): off until the owner turns them on */
    textsEnabled: boolean('texts_enabled').notNull().default(false),
    /** which messages go as texts too (core/texts/text-kinds.ts TEXT_KINDS) */
    textKinds: text('text_kinds')
      .array()
      .notNull()
      .default(sql`array['booking_confirmed','reminder','booking_changed','booking_cancelled','fee_requested']::text[]`),
    /** a second text reminder this many hours before; null: none */
    secondReminderHours: integer('second_reminder_hours'),
    /** no reminder is texted from this wall-clock time to that one (salon time); equal: no quiet hours */
    quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
    /** message segments the salon sends in a month at most; past it texts stop and the owner is e-mailed once */
    textMonthlySegmentCap: integer('text_monthly_segment_cap').notNull().default(1000),
    /** a visit reminded by text and not confirmed this many hours before it is listed for reception to call */
    callUnconfirmedHours: integer('call_unconfirmed_hours').notNull().default(12),
    /**
     * the countries (ISO 3166 codes) whose numbers texts go to; the United Kingdom by default: texts abroad cost more
     * and are what SMS-pumping fraud buys (docs/decisions/0037)
     */
    textCountries: text('text_countries')
      .array()
      .notNull()
      .default(sql`array['GB']::text[]`),
    /** texts one number may be sent in any hour and any day, whatever asks for them (docs/decisions/0037) */
    textsPerNumberHour: integer('texts_per_number_hour').notNull().default(4),
    textsPerNumberDay: integer('texts_per_number_day').notNull().default(10),
    /** the waitlist (issue 28, docs/decisions/0036): 'Join the waitlist' where times are full, and freed times offered */
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
    /** how long an offered time is held for the client (shortened when the visit is close: core/waitlist/offer-expiry.ts) */
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(30),
    /** who is offered a freed time first (core/waitlist/priority.ts) */
    waitlistPriority: text('waitlist_priority').notNull().default('first_come'),
    /** a late cancellation whose time the waitlist refills has its fee waived */
    waitlistWaivesLateFee: boolean('waitlist_waives_late_fee').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('salon_settings_single_row', sql`${t.id} = 1`),
    check('salon_settings_notice', sql`${t.minNoticeMinutes} >= 0`),
    check('salon_settings_horizon', sql`${t.bookingHorizonMonths} between 1 and 24`),
    check('salon_settings_step', sql`${t.slotStepMinutes} between 5 and 120`),
    check('salon_settings_deposit', sql`${t.depositPercent} between 1 and 100`),
    check('salon_settings_hold', sql`${t.holdMinutes} between 5 and 120`),
    check('salon_settings_reminder', sql`${t.reminderHours} between 1 and 168`),
    check('salon_settings_hold_cap', sql`${t.maxUnpaidHoldsPerClient} between 1 and 20`),
    check('salon_settings_visit_services', sql`${t.maxVisitServices} between 1 and 8`),
    check('salon_settings_free_change', sql`${t.freeChangeHours} is null or ${t.freeChangeHours} between 0 and 720`),
    check('salon_settings_auto_complete', sql`${t.autoCompleteHours} is null or ${t.autoCompleteHours} between 1 and 168`),
    check('salon_settings_retention', sql`${t.clientRetentionYears} is null or ${t.clientRetentionYears} between 1 and 20`),
    check('salon_settings_card_rules', sql`${t.cardRequiredWhen} <@ array['new_clients','past_no_show','over_amount','always']::text[]`),
    check('salon_settings_card_over', sql`${t.cardRequiredOverPence} is null or ${t.cardRequiredOverPence} >= 0`),
    check('salon_settings_fees', sql`${t.noShowFeePercent} between 0 and 100 and ${t.lateCancellationFeePercent} between 0 and 100`),
    check(
      'salon_settings_text_kinds',
      sql`${t.textKinds} <@ array['booking_confirmed','reminder','booking_changed','booking_cancelled','fee_requested']::text[]`,
    ),
    check('salon_settings_second_reminder', sql`${t.secondReminderHours} is null or ${t.secondReminderHours} between 1 and 168`),
    check(
      'salon_settings_quiet_hours',
      sql`${t.quietHoursStart} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.quietHoursEnd} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    check('salon_settings_text_cap', sql`${t.textMonthlySegmentCap} between 0 and 1000000`),
    check('salon_settings_call_unconfirmed', sql`${t.callUnconfirmedHours} between 1 and 168`),
    check(
      'salon_settings_texts_per_number',
      sql`${t.textsPerNumberHour} between 1 and 20 and ${t.textsPerNumberDay} between ${t.textsPerNumberHour} and 50`,
    ),
    check('salon_settings_text_countries', sql`cardinality(${t.textCountries}) between 1 and 50`),
    check('salon_settings_waitlist_offer', sql`${t.waitlistOfferMinutes} between 5 and 1440`),
    check('salon_settings_waitlist_priority', sql`${t.waitlistPriority} in ('first_come','highest_value','new_clients')`),
  ],
);

/** Salon opening hours: one row per open weekday (0 = Sunday); a missing day is closed. */
export const salonHours = pgTable(
  'salon_hours',
  {
    dayOfWeek: smallint('day_of_week').primaryKey(),
    start: text('start_time').notNull(),
    end: text('end_time').notNull(),
  },
  (t) => [check('salon_hours_day', sql`${t.dayOfWeek} between 0 and 6`), check('salon_hours_order', sql`${t.start} < ${t.end}`)],
);

export const beauticians = pgTable('beauticians', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  bio: text('bio').notNull().default(''),
  specialties: text('specialties')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  color: text('color').notNull().default('#3B82F6'),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A beautician's weekly working hours: several entries per day are allowed (split shifts). */
export const beauticianHours = pgTable(
  'beautician_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beauticianId: uuid('beautician_id')
      .notNull()
      .references(() => beauticians.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    start: text('start_time').notNull(),
    end: text('end_time').notNull(),
  },
  (t) => [
    index('beautician_hours_beautician_idx').on(t.beauticianId),
    check('beautician_hours_day', sql`${t.dayOfWeek} between 0 and 6`),
    check('beautician_hours_order', sql`${t.start} < ${t.end}`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    primaryBeauticianId: uuid('primary_beautician_id').references(() => beauticians.id, {
      onDelete: 'restrict',
    }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('services_primary_beautician_idx').on(t.primaryBeauticianId)],
);

/** Beauticians besides the primary one who also perform a service. */
export const serviceBeauticians = pgTable(
  'service_beauticians',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    beauticianId: uuid('beautician_id')
      .notNull()
      .references(() => beauticians.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.beauticianId] }), index('service_beauticians_beautician_idx').on(t.beauticianId)],
);

export const serviceVariants = pgTable(
  'service_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    durationMin: integer('duration_min').notNull(),
    pricePence: integer('price_pence').notNull(),
    bufferBeforeMin: integer('buffer_before_min').notNull().default(0),
    bufferAfterMin: integer('buffer_after_min').notNull().default(0),
    /** the initial part: processing starts this many minutes after the start; 0 without processing (docs/decisions/0032) */
    processingStartMin: integer('processing_start_min').notNull().default(0),
    /** the processing part: the client stays, the beautician is free (0: none) */
    processingMin: integer('processing_min').notNull().default(0),
  },
  (t) => [
    unique('service_variants_name_unique').on(t.serviceId, t.name),
    // core/availability/service-timing.ts processingFits: the same rule
    check(
      'service_variants_processing',
      sql`(${t.processingMin} = 0 and ${t.processingStartMin} = 0) or (${t.processingStartMin} > 0 and ${t.processingMin} > 0 and ${t.processingStartMin} + ${t.processingMin} < ${t.durationMin})`,
    ),
    check('service_variants_duration', sql`${t.durationMin} > 0`),
    check('service_variants_price', sql`${t.pricePence} >= 0`),
    check('service_variants_buffers', sql`${t.bufferBeforeMin} >= 0 and ${t.bufferAfterMin} >= 0`),
  ],
);

/**
 * Versions of what app processes cache in memory (docs/decisions/0015). Triggers in migration 0005 raise
 * 'catalog' on any change to the salon's settings and hours, beauticians, their hours and the services, so
 * every process sharing the database sees a change on its next request.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
