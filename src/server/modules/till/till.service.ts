import { canAddPayment, canCheckOut, type Refusal } from '../../../core/booking/transitions.ts';
import { poundsToPence } from '../../../core/money.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { AwaitingCheckout, CheckoutRequest, ReverseEntryRequest, TillResponse, VisitMoney } from '../../../core/schemas/till.schema.ts';
import { ALREADY_REVERSED, canReverse, type MoneyKind } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { postgresCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { assertAllowed, requireAppointment, toAdminAppointmentOf, toAdminAppointments } from '../appointments/admin-appointments.service.ts';
import { findAppointment, type AppointmentRow } from '../appointments/appointments.repository.ts';
import { findSettings } from '../salon/salon.repository.ts';
import { toVisitMoney } from './till-view.ts';
import {
  awaitingCheckoutRows,
  entriesOf,
  findEntry,
  isReversed,
  lockAppointment,
  markCompleted,
  recordReversal,
  recordSalonPayments,
  requestRecorded,
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
  rule: (row: AppointmentRow & { status: AppointmentStatus }) => Refusal;
  completes: boolean;
}

/**
 * One till request on one visit, in one transaction under the appointment row's lock (docs/decisions/0027): the
 * same request again (same requestId) answers the state it left; otherwise the rule decides, then the payments are
 * recorded and, for a checkout, the visit becomes completed.
 */
async function atTheTill(db: Database, id: string, request: CheckoutRequest, { staffId, now }: TillContext, action: TillAction): Promise<TillResponse> {
  return db.transaction(async (tx) => {
    const locked = await lockAppointment(tx, id);
    if (!locked) throw AppError.notFound('Appointment');
    if (await requestRecorded(tx, id, request.requestId)) return tillResponse(tx, locked);
    assertAllowed(action.rule({ ...locked, status: locked.status as AppointmentStatus }));
    const payments = request.payments.map((p) => ({ method: p.method, amountPence: poundsToPence(p.amount), tipPence: poundsToPence(p.tip) }));
    await recordSalonPayments(tx, id, payments, { takenAt: now, recordedAt: now, recordedBy: staffId, requestId: request.requestId, note: request.note });
    if (action.completes) await markCompleted(tx, id, now);
    return tillResponse(tx, (await findAppointment(tx, id))!);
  });
}

/** `POST /api/appointments/{id}/checkout`: what was taken, and the visit becomes completed. */
export function checkOut(db: Database, id: string, request: CheckoutRequest, ctx: TillContext): Promise<TillResponse> {
  return atTheTill(db, id, request, ctx, { rule: (row) => canCheckOut(row.status, row.startAt, ctx.now), completes: true });
}

/** `POST /api/appointments/{id}/payments`: a further payment on a visit already checked out. */
export function addPayments(db: Database, id: string, request: CheckoutRequest, ctx: TillContext): Promise<TillResponse> {
  return atTheTill(db, id, request, ctx, { rule: (row) => canAddPayment(row.status), completes: false });
}

/**
 * `POST /api/money-entries/{id}/reverse`: a salon entry negated, once, with the reason as its note. The unique index
 * on `reverses_id` is the last line of defence should two reversals ever pass the locked check.
 */
export async function reverseEntry(db: Database, entryId: string, { reason }: ReverseEntryRequest, { staffId, now }: TillContext): Promise<TillResponse> {
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
