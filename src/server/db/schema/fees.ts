import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth.ts';
import { appointments } from './booking.ts';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';

// No-show and late-cancellation fees, and the cards saved for them (modules/fees; issue 26, docs/decisions/0034).

/**
 * A visit's fee: at most one, whoever clicks or retries (the unique visit is what makes a fee charged once across
 * processes). `status`: charging (claimed, the provider is being asked), paid, requested (the bank wants the client to
 * authenticate, or there is no card: they were e-mailed a link to pay), failed (the card was declined: e-mailed a link
 * too), waived (with a reason), refunded. The money itself is the visit's: a paid fee adds to its parts'
 * amount_paid_pence, so the ledger, revenue and the takings count it as they count every online payment.
 */
export const visitFees = pgTable(
  'visit_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .unique('visit_fees_visit_unique')
      .references(() => appointments.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    percent: integer('percent').notNull(),
    /** the visit's price when the fee was decided */
    pricePence: integer('price_pence').notNull(),
    /** the fee: percent of that price */
    feePence: integer('fee_pence').notNull(),
    /** money the salon already kept for the visit (a deposit) that counts towards the fee */
    keptPence: integer('kept_pence').notNull(),
    /** what is charged: the fee less what was kept */
    chargePence: integer('charge_pence').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    /** the provider's id of the money once charged (a Stripe PaymentIntent) */
    providerPaymentId: text('provider_payment_id'),
    /** why the card was not charged, in the provider's words */
    failure: text('failure').notNull().default(''),
    waiveReason: text('waive_reason'),
    /** who charged, requested or waived it; null: the client's own late cancellation, or the system */
    decidedBy: uuid('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** who gave it back (issue 39: the owner sees who moved every fee's money) */
    refundedBy: uuid('refunded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** SHA-256 of the client's link to pay it themselves; null until one is sent */
    payTokenHash: text('pay_token_hash').unique('visit_fees_pay_token_unique'),
    /**
     * The provider's payment page the client's link opened, reused while it is open (issue 39): opening one is claimed
     * first (`pay_session_claimed_at`), so a burst of clicks opens one page at the provider.
     */
    paySessionUrl: text('pay_session_url'),
    paySessionExpiresAt: timestamp('pay_session_expires_at', { withTimezone: true }),
    paySessionClaimedAt: timestamp('pay_session_claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** times a declined card was tried again (issue 40): each try's idempotency key is its own, `fee-<id>-<n>` */
    chargeRetries: integer('charge_retries').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    refundId: text('refund_id'),
    testMoney: boolean('test_money').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visit_fees_client_idx').on(t.clientId),
    index('visit_fees_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('charging','requested','failed')`),
    check('visit_fees_kind', sql`${t.kind} in ('no_show','late_cancellation')`),
    check('visit_fees_status', sql`${t.status} in ('charging','paid','requested','failed','waived','refunded')`),
    check(
      'visit_fees_amounts',
      sql`${t.percent} between 1 and 100 and ${t.feePence} > 0 and ${t.keptPence} >= 0 and ${t.chargePence} = greatest(${t.feePence} - ${t.keptPence}, 0) and ${t.refundedPence} between 0 and ${t.chargePence}`,
    ),
    check('visit_fees_waived', sql`(${t.status} = 'waived') = (${t.waiveReason} is not null)`),
  ],
);

/**
 * A provider session that saves a card (Stripe Checkout in setup mode, or a payment session that keeps the card it
 * was paid with): once the provider says it is done, the card goes on the client's record and the visit it holds is
 * confirmed. `status`: open, saved, expired.
 */
export const cardSetups = pgTable(
  'card_setups',
  {
    sessionId: text('session_id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** 'setup': the session only saves the card; 'payment': it takes a payment and keeps its card */
    mode: text('mode').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_setups_appointment_idx').on(t.appointmentId),
    check('card_setups_mode', sql`${t.mode} in ('setup','payment')`),
    check('card_setups_status', sql`${t.status} in ('open','saved','expired')`),
  ],
);
