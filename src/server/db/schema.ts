import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's bytes (drizzle-orm 0.45 has no built-in bytea): a Buffer in Node on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    check('salon_settings_free_change', sql`${t.freeChangeHours} is null or ${t.freeChangeHours} between 0 and 720`),
    check('salon_settings_auto_complete', sql`${t.autoCompleteHours} is null or ${t.autoCompleteHours} between 1 and 168`),
    check('salon_settings_retention', sql`${t.clientRetentionYears} is null or ${t.clientRetentionYears} between 1 and 20`),
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
  (t) => [
    check('salon_hours_day', sql`${t.dayOfWeek} between 0 and 6`),
    check('salon_hours_order', sql`${t.start} < ${t.end}`),
  ],
);

export const beauticians = pgTable('beauticians', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  bio: text('bio').notNull().default(''),
  specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
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

/**
 * Time nobody may book: a beautician's time off (`beautician_id` set: holiday, training, sick, a break…) or, with
 * no beautician, a salon closure (a label; bank holidays imported from core's list). Instants, start inclusive,
 * end exclusive; a whole-day closure runs from midnight to midnight in London. Migration 0009's triggers keep any
 * live appointment out of it unless staff allowed it (docs/decisions/0024).
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beauticianId: uuid('beautician_id').references(() => beauticians.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** holiday, training, sick, break, other (a beautician's); closure, bank_holiday (the salon's) */
    kind: text('kind').notNull(),
    /** the reason or label shown with it, e.g. 'Christmas Day' */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_beautician_idx').on(t.beauticianId, t.startsAt),
    index('time_off_closure_idx').on(t.startsAt).where(sql`${t.beauticianId} is null`),
    check('time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'time_off_kind',
      sql`(${t.beauticianId} is not null and ${t.kind} in ('holiday','training','sick','break','other'))
        or (${t.beauticianId} is null and ${t.kind} in ('closure','bank_holiday'))`,
    ),
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
  },
  (t) => [
    unique('service_variants_name_unique').on(t.serviceId, t.name),
    check('service_variants_duration', sql`${t.durationMin} > 0`),
    check('service_variants_price', sql`${t.pricePence} >= 0`),
    check('service_variants_buffers', sql`${t.bufferBeforeMin} >= 0 and ${t.bufferAfterMin} >= 0`),
  ],
);

/**
 * An appointment keeps a snapshot of what was booked (names, duration, buffers, price), so later
 * catalogue edits never rewrite history. `occupied_from`/`occupied_to` are start and end widened by the
 * buffers: the exclusion constraint in migration 0001 forbids two live appointments of one beautician
 * whose occupied ranges overlap.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beauticianId: uuid('beautician_id')
      .notNull()
      .references(() => beauticians.id, { onDelete: 'restrict' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    variantName: text('variant_name').notNull(),
    beauticianName: text('beautician_name').notNull(),
    durationMin: integer('duration_min').notNull(),
    bufferBeforeMin: integer('buffer_before_min').notNull(),
    bufferAfterMin: integer('buffer_after_min').notNull(),
    pricePence: integer('price_pence').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    occupiedFrom: timestamp('occupied_from', { withTimezone: true }).notNull(),
    occupiedTo: timestamp('occupied_to', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    paymentMode: text('payment_mode').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    clientNotes: text('client_notes').notNull().default(''),
    /** what the client has paid so far (0 when paying at the salon); refunds are computed from it */
    amountPaidPence: integer('amount_paid_pence').notNull().default(0),
    /** when the last online payment was received */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** a reserved_unpaid appointment holds its slot until then (the hold-expiry job releases it) */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /**
     * money taken at the salon for it, net of reversals and without tips: the sum of its salon entries in
     * money_entries, kept in step by the till in the same transaction (docs/decisions/0027)
     */
    salonTakenPence: integer('salon_taken_pence').notNull().default(0),
    /**
     * the price given up at the till, net of reversals: the sum of its discount entries in money_entries, kept in step
     * by the till in the same transaction (issue 23, docs/decisions/0027). The visit's price less this is what it costs.
     */
    discountPence: integer('discount_pence').notNull().default(0),
    /** the money paid for it was test money (the offline test provider, or the demo diary): no real money moved */
    testMoney: boolean('test_money').notNull().default(false),
    /** an online hold's client address, hashed (SHA-256): the per-client hold cap counts by it (docs/decisions/0019) */
    holdAddressHash: text('hold_address_hash'),
    /**
     * Staff confirmed booking (or moving) it into time off or a closure (docs/decisions/0024): the database refuses
     * any other live appointment there (the trigger in migration 0009).
     */
    allowedInTimeOff: boolean('allowed_in_time_off').notNull().default(false),
    /**
     * the client's record (docs/decisions/0028): matched or made on insert by migration 0013's trigger, by e-mail,
     * else phone; the booking's own client_* columns keep what was given for this visit
     */
    clientId: uuid('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    /** the member of staff who took it (a phone booking, a walk-in); null when the client booked online */
    bookedByStaffId: uuid('booked_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /**
     * The browser's id for this checkout (docs/decisions/0023): the same request twice is one booking, and a
     * customer who comes back to the checkout resumes their own live hold with it. Unique while set.
     */
    requestId: uuid('request_id'),
    /** the calendar invite's SEQUENCE: raised on every change or cancellation (RFC 5545 §3.8.7.4) */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** the start time a reminder was queued for; a reschedule to another start earns a new one */
    reminderQueuedFor: timestamp('reminder_queued_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_start_idx').on(t.startAt),
    index('appointments_beautician_start_idx').on(t.beauticianId, t.startAt),
    index('appointments_client_idx').on(t.clientId, t.startAt),
    index('appointments_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'reserved_unpaid'`),
    uniqueIndex('appointments_request_idx').on(t.requestId).where(sql`${t.requestId} is not null`),
    // The revenue report reads a year of these columns from the index alone (docs/decisions/0015); the id lets
    // revenue by payment method join the year's appointments to their money entries from it too (0027).
    index('appointments_revenue_idx').on(
      t.startAt,
      t.beauticianId,
      t.status,
      t.serviceId,
      t.serviceName,
      t.pricePence,
      t.amountPaidPence,
      t.refundedPence,
      t.salonTakenPence,
      t.discountPence,
      t.testMoney,
      t.id,
    ),
    // The dashboard's 'Owed' list: checked-out visits whose price (less discounts) is more than was taken (0027).
    index('appointments_owed_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'completed' and ${t.pricePence} - ${t.discountPence} > greatest(${t.amountPaidPence} - ${t.refundedPence}, 0) + ${t.salonTakenPence}`),
    check('appointments_order', sql`${t.startAt} < ${t.endAt}`),
    check('appointments_occupied', sql`${t.occupiedFrom} <= ${t.startAt} and ${t.occupiedTo} >= ${t.endAt}`),
    check('appointments_price', sql`${t.pricePence} >= 0`),
    check('appointments_discount', sql`${t.discountPence} >= 0`),
    check('appointments_paid', sql`${t.amountPaidPence} >= 0 and ${t.refundedPence} between 0 and ${t.amountPaidPence}`),
    check(
      'appointments_status',
      sql`${t.status} in ('reserved_unpaid','confirmed','completed','no_show','cancelled_full_refund','cancelled_partial_refund','cancelled_no_refund','cancelled_expired')`,
    ),
    check('appointments_payment_mode', sql`${t.paymentMode} in ('pay_now','deposit','pay_in_salon')`),
  ],
);

/**
 * Every movement of an appointment's money, never updated or deleted (docs/decisions/0027): online payments and
 * refunds (written by migration 0011's trigger whenever `amount_paid_pence` or `refunded_pence` change), money taken
 * at the salon (the till, or the auto-complete job with the method 'not_recorded'), and reversals that correct a
 * salon entry by negating it. Amounts are signed pence: money in is positive. Tips are kept apart from the amount.
 * A discount given at the till is an entry too (kind and method 'discount', the amount given up, positive), and so is
 * its reversal: they change what the visit costs, never the takings (issue 23).
 */
export const moneyEntries = pgTable(
  'money_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** online_payment, online_refund, salon_payment, discount, reversal */
    kind: text('kind').notNull(),
    /** online; card, cash, other (chosen at the till); not_recorded (the auto-complete job); discount (no money) */
    method: text('method').notNull(),
    amountPence: integer('amount_pence').notNull(),
    tipPence: integer('tip_pence').notNull().default(0),
    /** when the money moved: the day it counts in the takings */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** the entry a reversal negates: each entry is reversed at most once */
    reversesId: uuid('reverses_id')
      .unique('money_entries_reverses_unique')
      .references((): AnyPgColumn => moneyEntries.id),
    /** the till's id for one checkout or payment (docs/decisions/0027): the same request twice records once */
    requestId: uuid('request_id'),
    note: text('note').notNull().default(''),
    /** no real money moved (the offline payment provider, the demo) */
    testMoney: boolean('test_money').notNull().default(false),
  },
  (t) => [
    index('money_entries_appointment_idx').on(t.appointmentId),
    // The takings view reads a range of days from the index alone (docs/decisions/0027).
    index('money_entries_taken_idx').on(t.takenAt, t.method, t.kind, t.amountPence, t.tipPence, t.testMoney),
    check(
      'money_entries_kind',
      sql`(${t.kind} in ('online_payment','online_refund') and ${t.method} = 'online')
        or (${t.kind} in ('salon_payment','reversal') and ${t.method} in ('card','cash','other','not_recorded'))
        or (${t.kind} in ('discount','reversal') and ${t.method} = 'discount')`,
    ),
    check(
      'money_entries_sign',
      sql`(${t.kind} = 'salon_payment' and ${t.amountPence} >= 0 and ${t.tipPence} >= 0)
        or (${t.kind} = 'reversal' and ${t.amountPence} <= 0 and ${t.tipPence} <= 0 and ${t.reversesId} is not null)
        or (${t.kind} in ('online_payment','online_refund') and ${t.tipPence} = 0)
        or (${t.kind} = 'discount' and ${t.amountPence} > 0 and ${t.tipPence} = 0 and ${t.reversesId} is null)`,
    ),
  ],
);

/**
 * Each till request once (issue 23, docs/decisions/0027): the id the dialog sends with a checkout or a payment, and
 * a fingerprint of what it asked, so the same request again answers as the first did, even when it recorded no
 * money (a visit paid online, checked out with no payment), and another request under the same id is refused.
 */
export const tillRequests = pgTable('till_requests', {
  requestId: uuid('request_id').primaryKey(),
  appointmentId: uuid('appointment_id')
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  /** SHA-256 of the request as the server read it; null for requests recorded before this table (any body replays) */
  fingerprint: text('fingerprint'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});

/** Staff who may use the back office. E-mails are stored lower-case, so the unique index is case-insensitive. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** null until the person sets their password through their link (docs/decisions/0029) */
    passwordHash: text('password_hash'),
    /** owner, reception or stylist (core/roles.ts); accounts made before roles were owners */
    role: text('role').notNull().default('owner'),
    /** a stylist's own beautician: what they see is theirs */
    beauticianId: uuid('beautician_id').references(() => beauticians.id, { onDelete: 'restrict' }),
    /** set when the owner deactivates the account: no sign-in, no session; kept for the till's history */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_users_role', sql`${t.role} in ('owner','reception','stylist')`),
    check('staff_users_stylist_beautician', sql`(${t.role} = 'stylist') = (${t.beauticianId} is not null)`),
  ],
);

/**
 * A client's record (issue 18, docs/decisions/0028): one person across their bookings, matched by e-mail in any
 * case, else by phone's last ten digits (core/client-identity.ts; the trigger of migration 0013 says the same in
 * SQL). Erasure blanks the personal fields and sets erased_at; the appointments and their money stay.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** lower-cased e-mail, null without one: one record per e-mail */
    emailKey: text('email_key').unique('clients_email_key_unique'),
    /** the phone's last ten digits, '' without one */
    phoneKey: text('phone_key').notNull().default(''),
    /** private staff notes (allergies, patch test date), shown with every appointment of this client */
    notes: text('notes').notNull().default(''),
    /** when the client agreed to marketing messages (PECR); null: no consent */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** set when the client was erased or anonymised: no personal field is left */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_phone_key_idx').on(t.phoneKey), index('clients_name_idx').on(t.name)],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a leaked
 * database does not leak live sessions.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute expiry; the idle expiry is computed from last_seen_at */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets for staff: the first-run code printed in the log of a live salon with no account yet
 * (`first_run`, no user) and a new member of staff's set-password link (`set_password`). Only the SHA-256 of the secret is stored; a used or expired one opens nothing.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('staff_tokens_purpose', sql`${t.purpose} in ('first_run','set_password')`), index('staff_tokens_user_idx').on(t.userId)],
);

/** Recent sign-in attempts per key (e-mail or IP), kept in the database so every app process sees them. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_key_idx').on(t.key, t.attemptedAt)],
);

/**
 * One online payment attempt: a checkout session at the provider (Stripe or offline) for an appointment.
 * `status`: open (waiting), paid, expired (hold released; a late payment can still arrive), refund_due (paid
 * but the slot was lost, refund not yet through), refunded. Amounts in pence.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').notNull().default('open'),
    /** the provider's id of the money itself (Stripe PaymentIntent) once paid */
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedPence: integer('refunded_pence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_appointment_idx').on(t.appointmentId),
    check('payments_amount', sql`${t.amountPence} > 0 and ${t.refundedPence} between 0 and ${t.amountPence}`),
    check('payments_status', sql`${t.status} in ('open','paid','expired','refund_due','refunded')`),
  ],
);

/** Provider webhook events already handled: a replay of one of these changes nothing. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The transactional outbox (docs/decisions/0013): every e-mail is rendered and stored here in the same
 * transaction as the booking change it reports; the mail job claims, sends and marks it.
 * `claimed_until` is a lease, so a process that died mid-send does not strand its message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    ics: text('ics'),
    /** REQUEST or CANCEL when `ics` is set */
    icsMethod: text('ics_method'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_appointment_idx').on(t.appointmentId),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    check('outbox_messages_kind', sql`${t.kind} in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite')`),
    check('outbox_messages_status', sql`${t.status} in ('queued','sent','stored','failed')`),
    check('outbox_messages_ics_method', sql`${t.icsMethod} is null or ${t.icsMethod} in ('REQUEST','CANCEL')`),
  ],
);

/**
 * Links that let a client manage one booking without an account. The e-mail carries a random token; only
 * its SHA-256 is stored. Each client message gets its own token, so an older e-mail's link keeps working.
 */
export const manageTokens = pgTable(
  'manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('manage_tokens_appointment_idx').on(t.appointmentId)],
);

/**
 * Processed images (service, staff, hero), kept in the database so that every app process, on any machine,
 * serves the same files (docs/decisions/0020). `path` is the URL after /uploads/, e.g.
 * 'services/<owner>-<random>.webp': a name is never reused, so its content never changes.
 */
export const storedImages = pgTable('stored_images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Versions of what app processes cache in memory (docs/decisions/0015). Triggers in migration 0005 raise
 * 'catalog' on any change to the salon's settings and hours, beauticians, their hours and the services, so
 * every process sharing the database sees a change on its next request.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
