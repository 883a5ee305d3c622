import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth.ts';
import { appointments } from './booking.ts';

// The ledger of every visit's money and the till's requests (modules/till).

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
    /**
     * one payment, discount or reversal as staff made it: a visit's is spread over its parts (issue 25, decision
     * 0032), an entry on each, sharing this id, so it shows and is reversed as one; null for an entry on its own
     */
    paymentId: uuid('payment_id'),
    note: text('note').notNull().default(''),
    /** no real money moved (the offline payment provider, the demo) */
    testMoney: boolean('test_money').notNull().default(false),
  },
  (t) => [
    index('money_entries_appointment_idx').on(t.appointmentId),
    // The takings view reads a range of days from the index alone (docs/decisions/0027).
    index('money_entries_taken_idx').on(t.takenAt, t.method, t.kind, t.amountPence, t.tipPence, t.testMoney),
    // Revenue Analytics credits each beautician with their tips (issue 25): the few entries with one, by appointment.
    index('money_entries_tips_idx')
      .on(t.appointmentId, t.tipPence)
      .where(sql`${t.tipPence} <> 0`),
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
