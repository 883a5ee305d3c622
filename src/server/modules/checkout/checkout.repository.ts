import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments, processedEvents } from '../../db/schema/checkout.ts';
import { inVisitOf, visitPartsOf } from '../booking/bookings.repository.ts';
import { apportionPence } from '../../../core/money.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type Executor = Database | Transaction;

export async function insertPayment(db: Database, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentBySession(db: Executor, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return row;
}

/** The payment row locked for the rest of the transaction: concurrent settlements of one session queue here. */
export async function lockPaymentBySession(tx: Transaction, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
  return row;
}

export async function updatePayment(
  db: Executor,
  id: string,
  expectedStatuses: PaymentRow['status'][],
  values: Partial<NewPayment>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), inArray(payments.status, expectedStatuses)))
    .returning();
  return row;
}

/** Money paid online, and whether it was test money (then the appointment's money is marked so for good). */
export interface ReceivedMoney {
  amountPence: number;
  testMoney: boolean;
}

/**
 * Confirms a paid hold: only from `reserved_unpaid`, or from `cancelled_expired` when the slot is still free
 * (the exclusion constraint raises 23P01 otherwise). Adds the amount to what was paid; a visit's every service is
 * confirmed with it, the money spread over them by price (docs/decisions/0032).
 */
export async function confirmPaidAppointment(tx: Transaction, id: string, { amountPence, testMoney }: ReceivedMoney, paidAt: Date) {
  const parts = await visitPartsOf(tx, id);
  const shares = apportionPence(
    amountPence,
    parts.map((p) => p.pricePence),
  );
  let confirmed: { id: string } | undefined;
  for (const [i, part] of parts.entries()) {
    const row = await confirmPaidPart(tx, part.id, { amountPence: shares[i]!, testMoney }, paidAt);
    if (part.id === id) confirmed = row;
  }
  return confirmed;
}

async function confirmPaidPart(tx: Transaction, id: string, { amountPence, testMoney }: ReceivedMoney, paidAt: Date) {
  const [row] = await tx
    .update(appointments)
    .set({
      status: 'confirmed',
      amountPaidPence: sql`${appointments.amountPaidPence} + ${amountPence}`,
      testMoney: sql`${appointments.testMoney} or ${testMoney}`,
      paidAt,
      holdExpiresAt: null,
      cancelledAt: null,
      cancelReason: null,
      updatedAt: paidAt,
    })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ['reserved_unpaid', 'cancelled_expired'])))
    .returning({ id: appointments.id });
  return row;
}

/**
 * Confirms a hold whose card was saved (issue 26): nothing paid, every service of its visit confirmed, from
 * `reserved_unpaid`, or from `cancelled_expired` when the slot is still free (23P01 otherwise).
 */
export async function confirmHeldAppointment(tx: Transaction, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(appointments)
    .set({ status: 'confirmed', holdExpiresAt: null, cancelledAt: null, cancelReason: null, updatedAt: now })
    .where(and(inVisitOf(id), inArray(appointments.status, ['reserved_unpaid', 'cancelled_expired'])))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** Money arrived for an appointment that cannot take it (the slot went to someone else): record it as paid. */
export async function recordUnplacedPayment(
  tx: Transaction,
  id: string,
  { amountPence, testMoney }: ReceivedMoney,
  paidAt: Date,
  reason: string,
) {
  await tx
    .update(appointments)
    .set({
      amountPaidPence: sql`${appointments.amountPaidPence} + ${amountPence}`,
      testMoney: sql`${appointments.testMoney} or ${testMoney}`,
      paidAt,
      cancelReason: reason,
      updatedAt: paidAt,
    })
    .where(eq(appointments.id, id));
}

export async function addAppointmentRefund(tx: Transaction, id: string, amountPence: number, now: Date) {
  await tx
    .update(appointments)
    .set({ refundedPence: sql`${appointments.refundedPence} + ${amountPence}`, updatedAt: now })
    .where(eq(appointments.id, id));
}

/** Paid payments of an appointment with money left to refund, oldest first. */
export function refundablePayments(db: Database, appointmentId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'paid'), sql`${payments.refundedPence} < ${payments.amountPence}`),
    )
    .orderBy(payments.createdAt);
}

/** Records a refund once: a second caller with the same refund id (an idempotent retry) changes nothing. */
export async function recordPaymentRefund(db: Database, id: string, refundId: string, amountPence: number, now: Date) {
  const [row] = await db
    .update(payments)
    .set({ refundId, refundedPence: sql`${payments.refundedPence} + ${amountPence}`, updatedAt: now })
    .where(and(eq(payments.id, id), sql`${payments.refundId} is distinct from ${refundId}`))
    .returning({ id: payments.id });
  return row !== undefined;
}

/** Open sessions whose appointment no longer waits for them (hold released, or cancelled by staff). */
export function openPaymentsWithoutHold(db: Database): Promise<PaymentRow[]> {
  return (
    db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      // A fee's session waits for the client, not for a hold (issue 26).
      .where(and(eq(payments.status, 'open'), ne(appointments.status, 'reserved_unpaid'), isNull(payments.feeId)))
      .then((rows) => rows.map((r) => r.payment))
  );
}

export function paymentsWithRefundDue(db: Database): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.status, 'refund_due'));
}

export async function isEventProcessed(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, id));
  return row !== undefined;
}

export async function recordProcessedEvent(db: Database, id: string, type: string, now: Date): Promise<void> {
  await db.insert(processedEvents).values({ id, type, processedAt: now }).onConflictDoNothing();
}

/** An appointment's payment sessions still open at the provider. */
export function openPaymentsOf(db: Database, appointmentId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'open')));
}

/** Ends one unpaid hold now (its session failed or expired, or the client left); a confirmed or cancelled appointment is left alone. */
export async function releaseHoldNow(
  db: Database,
  appointmentId: string,
  now: Date,
  reason = 'Payment not completed in time',
): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled_expired', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(inVisitOf(appointmentId), eq(appointments.status, 'reserved_unpaid')))
    .returning({ id: appointments.id });
  return rows.length > 0;
}
