import { randomUUID } from 'node:crypto';
import { canAddPayment, canCheckOut, type Refusal } from '../../../core/booking/transitions.ts';
import { penceToPounds, poundsToPence } from '../../../core/money.ts';
import { listOf } from '../../../core/plural.ts';
import { balancePence } from '../../../core/revenue.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { CheckoutRequest, ReverseEntryRequest, TillResponse, VisitMoney } from '../../../core/schemas/till.schema.ts';
import { settleShortfall } from '../../../core/till-shortfall.ts';
import { DEFAULT_TIP_TO, notInVisit, type TipTo } from '../../../core/till-visit.ts';
import { ALREADY_REVERSED, canReverse, type MoneyKind } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { postgresCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { assertAllowed, toAdminAppointmentOf } from '../appointments/admin-appointments.service.ts';
import { findAppointment, type AppointmentRow } from '../booking/bookings.repository.ts';
import { recordBill } from './till-bill.ts';
import { alreadyRecorded, keepTillRequest, requestReused, tillFingerprint, type TillRequestKind } from './till-requests.ts';
import { toVisitMoney } from './till-view.ts';
import { anyReversed, findEntry, recordEntries, reversalOf } from './till.repository.ts';
import { entriesOfParts, entriesOfPayment, lockVisit, markVisitCompleted } from './visit.repository.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';

export interface TillDeps {
  db: Database;
  clock: () => Date;
}

/** Who is at the till and when. */
export interface TillContext {
  staffId: string;
  now: Date;
}

/** `GET /api/appointments/{id}/money`: the money of the visit it is part of. */
export async function visitMoney(db: Database, id: string): Promise<VisitMoney> {
  const parts = await visitPartsOf(db, id);
  if (parts.length === 0) throw AppError.notFound('Appointment');
  return toVisitMoney(
    id,
    parts,
    await entriesOfParts(
      db,
      parts.map((p) => p.id),
    ),
  );
}

async function tillResponse(tx: Database, id: string): Promise<TillResponse> {
  const row = (await findAppointment(tx, id))!;
  return { success: true, appointment: await toAdminAppointmentOf(tx, row), money: await visitMoney(tx, id) };
}

/** What a till request may do: the rule that lets it, and whether it completes the visit (a checkout does). */
interface TillAction {
  kind: TillRequestKind;
  rule: (row: AppointmentRow & { status: AppointmentStatus }) => Refusal;
  completes: boolean;
}

/**
 * What the payments leave unpaid of the visit's balance, said (issue 23): the discount to record, or a refusal (400) of
 * a short request that does not say whether the rest is a discount or owed. A further payment must take or give up
 * something.
 */
function discountToRecord(balance: number, request: CheckoutRequest, paidPence: number, action: TillAction): number {
  const settled = settleShortfall(balance, paidPence, request.shortfall);
  if (!settled.ok) throw new AppError(settled.code, settled.message, 400, { unpaid: penceToPounds(balance - paidPence) });
  if (!action.completes && request.payments.length === 0 && settled.discountPence === 0) throw AppError.badRequest('Enter a payment.');
  return settled.discountPence;
}

/** Who gets the tips: the request's choice, refused (400) when it names someone with no part in the visit. */
function tipToOf(parts: AppointmentRow[], request: CheckoutRequest): TipTo {
  const tipTo = request.tipTo ?? DEFAULT_TIP_TO;
  if (typeof tipTo === 'object' && notInVisit(parts, tipTo).length > 0) {
    const names = [...new Set(parts.map((p) => p.beauticianName))];
    throw new AppError('TIP_NOT_IN_VISIT', `A tip can only go to a beautician of this visit: ${listOf(names, 'or')}.`, 400);
  }
  return tipTo;
}

/**
 * One till request on one visit (the appointment named and the rest of its visit: one bill, issue 25), in one
 * transaction under the lock of all its parts (docs/decisions/0027, 0032): the same request again (same requestId and
 * body) answers with the visit as it stands, another under its id is refused; otherwise the rule decides, then the
 * payments (and any discount) are recorded, spread over the parts, and a checkout completes every part.
 */
async function atTheTill(
  db: Database,
  id: string,
  request: CheckoutRequest,
  { staffId, now }: TillContext,
  action: TillAction,
): Promise<TillResponse> {
  try {
    return await db.transaction(async (tx) => {
      const parts = await lockVisit(tx, id);
      if (!parts.some((p) => p.id === id)) throw AppError.notFound('Appointment');
      const visitId = parts[0]!.visitId;
      const fingerprint = tillFingerprint(action.kind, visitId, request);
      if (await alreadyRecorded(tx, visitId, request.requestId, fingerprint)) return tillResponse(tx, id);
      // The visit starts with its first part; its status is every part's.
      for (const part of parts)
        assertAllowed(action.rule({ ...part, startAt: parts[0]!.startAt, status: part.status as AppointmentStatus }));
      const tipTo = tipToOf(parts, request);
      const payments = request.payments.map((p) => ({
        method: p.method,
        amountPence: poundsToPence(p.amount),
        tipPence: poundsToPence(p.tip),
      }));
      const balance = parts.reduce((sum, p) => sum + balancePence(p), 0);
      const discountPence = discountToRecord(
        balance,
        request,
        payments.reduce((sum, p) => sum + p.amountPence, 0),
        action,
      );
      await keepTillRequest(tx, { requestId: request.requestId, appointmentId: visitId, fingerprint, recordedAt: now });
      const record = { takenAt: now, recordedAt: now, recordedBy: staffId, requestId: request.requestId, note: request.note };
      await recordBill(tx, parts, { payments, discountPence, tipTo }, record);
      if (action.completes) await markVisitCompleted(tx, visitId, now);
      return tillResponse(tx, id);
    });
  } catch (err) {
    // The same id sent for another visit at the same moment: the request id's primary key decided.
    throw postgresCode(err) === UNIQUE_VIOLATION ? requestReused() : err;
  }
}

/** `POST /api/appointments/{id}/checkout`: what was taken, and the visit becomes completed. */
export function checkOut(db: Database, id: string, request: CheckoutRequest, ctx: TillContext): Promise<TillResponse> {
  return atTheTill(db, id, request, ctx, {
    kind: 'checkout',
    rule: (row) => canCheckOut(row.status, row.startAt, ctx.now),
    completes: true,
  });
}

/** `POST /api/appointments/{id}/payments`: a further payment on a visit already checked out. */
export function addPayments(db: Database, id: string, request: CheckoutRequest, ctx: TillContext): Promise<TillResponse> {
  return atTheTill(db, id, request, ctx, { kind: 'payment', rule: (row) => canAddPayment(row.status), completes: false });
}

/**
 * `POST /api/money-entries/{id}/reverse`: a salon payment or discount negated, once, with the reason as its note; a
 * visit's on every part at once, as one reversal (issue 25). The unique index on `reverses_id` is the last line of
 * defence should two reversals ever pass the locked check.
 */
export async function reverseEntry(
  db: Database,
  entryId: string,
  { reason }: ReverseEntryRequest,
  { staffId, now }: TillContext,
): Promise<TillResponse> {
  const entry = await findEntry(db, entryId);
  if (!entry) throw AppError.notFound('Money entry');
  try {
    return await db.transaction(async (tx) => {
      const parts = await lockVisit(tx, entry.appointmentId);
      const payment = await entriesOfPayment(
        tx,
        parts.map((p) => p.id),
        entry,
      );
      const reversed = await anyReversed(
        tx,
        payment.map((e) => e.id),
      );
      assertAllowed(canReverse({ kind: entry.kind as MoneyKind, reversed }));
      const record = { takenAt: now, recordedAt: now, recordedBy: staffId, requestId: null, note: reason, paymentId: randomUUID() };
      await recordEntries(tx, payment.map(reversalOf), record);
      return tillResponse(tx, entry.appointmentId);
    });
  } catch (err) {
    throw postgresCode(err) === UNIQUE_VIOLATION ? AppError.conflict(ALREADY_REVERSED.code, ALREADY_REVERSED.message) : err;
  }
}
