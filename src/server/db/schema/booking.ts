import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AgreedTerms } from '../../../core/booking/agreed-terms.ts';
import { createdAt, updatedAt } from './columns.ts';
import { staffUsers } from './auth.ts';
import { beauticians, services } from './catalog.ts';
import { clients } from './clients.ts';

// The appointment record the booking write path creates (modules/booking); the staff's edits and the till change it.

/**
 * An appointment is one service of a visit (docs/decisions/0032): a visit of one service is one appointment, its own
 * `visit_id`. It keeps a snapshot of what was booked (names, duration, buffers, processing, price), so later
 * catalogue edits never rewrite history. `occupied_from`/`occupied_to` are start and end widened by the
 * buffers; `processing_from`/`processing_to` the processing part inside, when there is one. The exclusion
 * constraint (migrations 0001 and 0016) forbids two live appointments of one beautician whose busy time (the
 * occupied range without the processing part) overlaps.
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
    /** the processing part, when the service has one: the client stays, the beautician is free (0032) */
    processingFrom: timestamp('processing_from', { withTimezone: true }),
    processingTo: timestamp('processing_to', { withTimezone: true }),
    /**
     * the visit it is part of: the id of the visit's first service (its own id for a visit of one service; migration
     * 0016's trigger fills it in when not given)
     */
    visitId: uuid('visit_id')
      .notNull()
      .references((): AnyPgColumn => appointments.id, { onDelete: 'cascade' })
      // Left out of an insert, it goes as NULL and the trigger makes the row its own visit (NOT NULL is checked after).
      .$defaultFn(() => sql`null`),
    /** its place in the visit, from 0 */
    visitPosition: smallint('visit_position').notNull().default(0),
    /** how many services its visit has (1: a visit of one service), set when the visit is booked (migration 0017) */
    visitSize: smallint('visit_size').notNull().default(1),
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
    /** the start time the optional second text reminder was taken for (issue 27), as reminder_queued_for is the first's */
    secondReminderQueuedFor: timestamp('second_reminder_queued_for', { withTimezone: true }),
    /** the client confirmed they are coming by replying to a text (issue 27); every part of the visit carries it */
    clientConfirmedAt: timestamp('client_confirmed_at', { withTimezone: true }),
    /**
     * The no-show and late-cancellation terms the client agreed to when booking (issue 26, docs/decisions/0034): their
     * version (core/booking/fee-policy.ts policyVersion) and the words with this visit's amounts. Null: none applied.
     */
    policyVersion: text('policy_version'),
    policyText: text('policy_text'),
    /**
     * The terms the booking was made under (core/booking/agreed-terms.ts, docs/decisions/0037): the fee shares, the
     * free-cancellation window and the deposit's share, read for every fee and refund of it forever. Written by the
     * booking with the terms it showed; any other insert gets the salon's settings then (migration 0026's trigger).
     */
    agreedTerms: jsonb('agreed_terms')
      .$type<AgreedTerms>()
      .notNull()
      // Left out of an insert, it goes as NULL and the trigger fills it in (NOT NULL is checked after), as visit_id.
      .$defaultFn(() => sql`null`),
    /** the price the client was told when booking (this service's): no fee is ever a share of more (0037) */
    bookedPricePence: integer('booked_price_pence')
      .notNull()
      .$defaultFn(() => sql`null`),
    /**
     * Its fee is the owner's alone to charge (0037): staff booked it after its time, or set a price of their own (when
     * booking or since), so what the client agreed to is not on record. Set when written, never cleared.
     */
    feeOwnerOnly: boolean('fee_owner_only').notNull().default(false),
    /** cancelled inside its agreed free-cancellation window, decided when it was cancelled and never again (0037) */
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    /**
     * completed by the auto-complete job, nobody having checked it out (issue 40): its not-recorded money may still be
     * reversed by marking it a no-show; a visit checked out by a person may not be
     */
    completedAutomatically: boolean('completed_automatically').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_start_idx').on(t.startAt),
    index('appointments_beautician_start_idx').on(t.beauticianId, t.startAt),
    index('appointments_client_idx').on(t.clientId, t.startAt),
    uniqueIndex('appointments_visit_idx').on(t.visitId, t.visitPosition),
    index('appointments_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'reserved_unpaid'`),
    uniqueIndex('appointments_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
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
      .where(
        sql`${t.status} = 'completed' and ${t.pricePence} - ${t.discountPence} > greatest(${t.amountPaidPence} - ${t.refundedPence}, 0) + ${t.salonTakenPence}`,
      ),
    check('appointments_order', sql`${t.startAt} < ${t.endAt}`),
    check('appointments_occupied', sql`${t.occupiedFrom} <= ${t.startAt} and ${t.occupiedTo} >= ${t.endAt}`),
    check(
      'appointments_processing',
      sql`(${t.processingFrom} is null and ${t.processingTo} is null) or (${t.startAt} < ${t.processingFrom} and ${t.processingFrom} < ${t.processingTo} and ${t.processingTo} < ${t.endAt})`,
    ),
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
