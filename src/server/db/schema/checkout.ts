import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { appointments } from './booking.ts';
import { visitFees } from './fees.ts';

// Online payments and the provider events already handled (modules/checkout).

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
    /** a client paying a no-show or late-cancellation fee through their link (issue 26); null: paying for a booking */
    feeId: uuid('fee_id').references(() => visitFees.id, { onDelete: 'cascade' }),
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
