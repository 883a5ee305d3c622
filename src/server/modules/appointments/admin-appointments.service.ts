import { penceToPounds } from '../../../core/money.ts';
import { owedPence } from '../../../core/revenue.ts';
import type { Refusal } from '../../../core/booking/transitions.ts';
import type { AdminAppointment, AppointmentListQuery } from '../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { whileUnchanged } from '../../db/change-listener.ts';
import {
  countAppointments,
  heldOffersOf,
  isUnfiltered,
  listAppointmentRows,
  type AdminAppointmentRow,
} from './admin-appointments.repository.ts';
import { clientNotesOf, type ClientNotesRow } from '../clients/clients.repository.ts';
import { findAppointment, visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';

/**
 * Spec §3 'Appointment' for the back office, in one query for the client records whatever the number of rows:
 * every answer carries the client's private notes, as the screens replace a row with the answer of its change.
 */
export async function toAdminAppointments(db: Database, rows: AdminAppointmentRow[]): Promise<AdminAppointment[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  const [notes, offers] = await Promise.all([clientNotesOf(db, ids), heldOffersOf(db, rows)]);
  const records = new Map(notes.map((record) => [record.id, record]));
  return rows.map((row) => toAdminAppointment(row, row.clientId ? records.get(row.clientId) : undefined, offers));
}

export async function toAdminAppointmentOf(db: Database, row: AppointmentRow): Promise<AdminAppointment> {
  const [appointment] = await toAdminAppointments(db, [row]);
  return appointment!;
}

/**
 * The answer to a change of one appointment, with every service of its visit when it is one of several
 * (`visitParts`, see admin-appointment.schema.ts): the screens replace them all, not only the one changed. A stylist
 * changes only visits whose every service is theirs (visit-edit.ts, appointment-status.service.ts), so this shows
 * them nothing of another diary.
 */
export async function withVisitParts<T extends { appointment: AdminAppointment }>(
  db: Database,
  answer: T,
): Promise<T & { visitParts?: AdminAppointment[] }> {
  if (answer.appointment.partOfVisit === null) return answer;
  return { ...answer, visitParts: await toAdminAppointments(db, await visitPartsOf(db, answer.appointment._id)) };
}

/**
 * One row, its client's record and, among `offers` (by visit), the waitlist offer it is held for. Names come from the
 * snapshot taken at booking or at the last edit.
 */
function toAdminAppointment(
  row: AdminAppointmentRow,
  record: ClientNotesRow | null | undefined,
  offers: ReadonlyMap<string, Date>,
): AdminAppointment {
  const beautician = { _id: row.beauticianId, name: row.beauticianName };
  const heldUntil = row.status === 'reserved_unpaid' ? offers.get(row.visitId) : undefined;
  return {
    _id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    status: row.status as AppointmentStatus,
    price: penceToPounds(row.pricePence),
    variantName: row.variantName,
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone, notes: row.clientNotes },
    clientRecord: record ? { _id: record.id, name: record.name, notes: record.notes } : null,
    serviceId: row.serviceId ? { _id: row.serviceId, name: row.serviceName } : null,
    beauticianId: beautician,
    service: { name: row.serviceName },
    beautician,
    durationMin: row.durationMin,
    processing:
      row.processingFrom && row.processingTo ? { start: row.processingFrom.toISOString(), end: row.processingTo.toISOString() } : null,
    partOfVisit: row.visitSize > 1 ? { _id: row.visitId, place: row.visitPosition + 1, of: row.visitSize } : null,
    paymentMode: row.paymentMode as PaymentMode,
    amountPaid: penceToPounds(row.amountPaidPence),
    amountRefunded: penceToPounds(row.refundedPence),
    takenAtSalon: penceToPounds(row.salonTakenPence),
    completedAutomatically: row.completedAutomatically,
    owed: penceToPounds(owedPence({ ...row, status: row.status as AppointmentStatus })),
    testMoney: row.testMoney,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    clientConfirmedAt: row.clientConfirmedAt?.toISOString() ?? null,
    waitlistOffer: heldUntil ? { heldUntil: heldUntil.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAppointmentsForStaff(
  db: Database,
  query: AppointmentListQuery,
): Promise<{ appointments: AdminAppointment[]; total: number }> {
  // The unfiltered total (the screen's first load) counts every appointment, the one costly part of the
  // page with years of history: it is kept until appointments change (docs/decisions/0015).
  const total = isUnfiltered(query)
    ? whileUnchanged(db, 'appointments.total', () => countAppointments(db, query))
    : countAppointments(db, query);
  const [rows, n] = await Promise.all([listAppointmentRows(db, query), total]);
  const offers = await heldOffersOf(db, rows);
  return { appointments: rows.map((row) => toAdminAppointment(row, row.record, offers)), total: n };
}

export async function requireAppointment(db: Database, id: string): Promise<AppointmentRow & { status: AppointmentStatus }> {
  const row = await findAppointment(db, id);
  if (!row) throw AppError.notFound('Appointment');
  return { ...row, status: row.status as AppointmentStatus };
}

/** A transition the rules in core/booking/transitions.ts refuse is a conflict with the appointment's state. */
export function assertAllowed(refusal: Refusal): void {
  if (!refusal.ok) throw AppError.conflict(refusal.code, refusal.message);
}

/**
 * The guarded update matched no row: someone changed the appointment between our read and our write.
 * Re-read it so the caller gets the real reason ('already cancelled') rather than a vague one.
 */
export async function lostRaceError(
  db: Database,
  id: string,
  check: (row: AppointmentRow & { status: AppointmentStatus }) => Refusal,
): Promise<AppError> {
  const refusal = check(await requireAppointment(db, id));
  if (!refusal.ok) return AppError.conflict(refusal.code, refusal.message);
  return AppError.conflict('CHANGED', 'This appointment was changed by someone else. Reload it and try again.');
}
