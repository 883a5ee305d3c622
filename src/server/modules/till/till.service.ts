import { canAddPayment, canCheckOut, type Refusal } from '../../../core/booking/transitions.ts';
import { penceToPounds, poundsToPence } from '../../../core/money.ts';
import { balancePence } from '../../../core/revenue.ts';
import { settleShortfall } from '../../../core/till-shortfall.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type {
  AwaitingCheckout,
  CheckoutRequest,
  OwedVisits,
  ReverseEntryRequest,
  TillResponse,
  VisitMoney,
} from '../../../core/schemas/till.schema.ts';
import { ALREADY_REVERSED, canReverse, type MoneyKind } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { postgresCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import {
  assertAllowed,
  requireAppointment,
  toAdminAppointmentOf,
  toAdminAppointments,
} from '../appointments/admin-appointments.service.ts';
import { findAppointment, type AppointmentRow } from '../booking/bookings.repository.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { toVisitMoney } from './till-view.ts';
import { alreadyRecorded, keepTillRequest, requestReused, tillFingerprint, type TillRequestKind } from './till-requests.ts';
import {
  awaitingCheckoutRows,
  entriesOf,
  findEntry,
  isReversed,
  lockAppointment,
  markCompleted,
  owedVisitRows,
  recordDiscount,
  recordReversal,
  recordSalonPayments,
} from './till.repository.ts';

export interface TillDeps {
  db: Database;
  clock: () => Date;
}

/** Who is at the till and when. */
export interface TillContext {
  staffId: string;
  now: Date;
}

const AWAITING_LIMIT = 100;

/** `GET /api/appointments/{id}/money`. */
export async function visitMoney(db: Database, id: string): Promise<VisitMoney> {
  const row = await requireAppointment(db, id);
  return toVisitMoney(row, await entriesOf(db, id));
}

async function tillResponse(tx: Database, row: AppointmentRow): Promise<TillResponse> {
  return { success: true, appointment: await toAdminAppointmentOf(tx, row), money: toVisitMoney(row, await entriesOf(tx, row.id)) };
}

/** What a till request may do: the rule that lets it, and whether it completes the visit (a checkout does). */
interface TillAction {
  kind: TillRequestKind;
  rule: (row: AppointmentRow & { status: AppointmentStatus }) => Refusal;
  completes: boolean;
}

/**
 * What the payments leave unpaid, said (issue 23): the discount to record, or a refusal (400) of a short request that
 * does not say whether the rest is a discount or owed. A further payment must take or give up something.
 */
function discountToRecord(row: AppointmentRow, request: CheckoutRequest, paidPence: number, action: TillAction): number {
  const balance = balancePence(row);
  const settled = settleShortfall(balance, paidPence, request.shortfall);
  if (!settled.ok) throw new AppError(settled.code, settled.message, 400, { unpaid: penceToPounds(balance - paidPence) });
  if (!action.completes && request.payments.length === 0 && settled.discountPence === 0) throw AppError.badRequest('Enter a payment.');
  return settled.discountPence;
}

/**
 * One till request on one visit, in one transaction under the appointment row's lock (docs/decisions/0027): the
 * same request again (same requestId and body) answers with the visit as it stands, another under its id is refused;
 * otherwise the rule decides, then the payments (and any discount) are recorded and, for a checkout, the visit
 * becomes completed.
 */
async function atTheTill(
  db: Database,
  id: string,
  request: CheckoutRequest,
  { staffId, now }: TillContext,
  action: TillAction,
): Promise<TillResponse> {
  const fingerprint = tillFingerprint(action.kind, id, request);
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockAppointment(tx, id);
      if (!locked) throw AppError.notFound('Appointment');
      if (await alreadyRecorded(tx, id, request.requestId, fingerprint)) return tillResponse(tx, locked);
      assertAllowed(action.rule({ ...locked, status: locked.status as AppointmentStatus }));
      const payments = request.payments.map((p) => ({
        method: p.method,
        amountPence: poundsToPence(p.amount),
        tipPence: poundsToPence(p.tip),
      }));
      const discountPence = discountToRecord(
        locked,
        request,
        payments.reduce((sum, p) => sum + p.amountPence, 0),
        action,
      );
      await keepTillRequest(tx, { requestId: request.requestId, appointmentId: id, fingerprint, recordedAt: now });
      const record = { takenAt: now, recordedAt: now, recordedBy: staffId, requestId: request.requestId, note: request.note };
      await recordSalonPayments(tx, id, payments, record);
      if (discountPence > 0) await recordDiscount(tx, id, discountPence, record);
      if (action.completes) await markCompleted(tx, id, now);
      return tillResponse(tx, (await findAppointment(tx, id))!);
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
 * `POST /api/money-entries/{id}/reverse`: a salon entry negated, once, with the reason as its note. The unique index
 * on `reverses_id` is the last line of defence should two reversals ever pass the locked check.
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
      await lockAppointment(tx, entry.appointmentId);
      assertAllowed(canReverse({ kind: entry.kind as MoneyKind, reversed: await isReversed(tx, entry.id) }));
      await recordReversal(tx, entry, { takenAt: now, recordedAt: now, recordedBy: staffId, note: reason });
      return tillResponse(tx, (await findAppointment(tx, entry.appointmentId))!);
    });
  } catch (err) {
    throw postgresCode(err) === UNIQUE_VIOLATION ? AppError.conflict(ALREADY_REVERSED.code, ALREADY_REVERSED.message) : err;
  }
}

/** `GET /api/appointments/awaiting-checkout`: the dashboard's list of started visits nobody has checked out yet (one beautician's, for a stylist). */
export async function awaitingCheckout(db: Database, now: Date, beauticianId?: string): Promise<AwaitingCheckout> {
  const [rows, settings] = await Promise.all([awaitingCheckoutRows(db, now, AWAITING_LIMIT, beauticianId), findSettings(db)]);
  return { appointments: await toAdminAppointments(db, rows), autoCompleteHours: settings?.autoCompleteHours ?? null };
}

/** `GET /api/appointments/owed`: the dashboard's list of checked-out visits that still owe money (one beautician's, for a stylist). */
export async function owedVisits(db: Database, beauticianId?: string): Promise<OwedVisits> {
  return { appointments: await toAdminAppointments(db, await owedVisitRows(db, AWAITING_LIMIT, beauticianId)) };
}
