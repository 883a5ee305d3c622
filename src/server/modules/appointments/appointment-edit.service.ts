import { appointmentTimes, processingOfBooked, type ProcessingMinutes } from '../../../core/availability/service-timing.ts';
import { NOTHING_BROKEN, withTimeOff } from '../../../core/booking/staff-rules.ts';
import { canEdit, canMove } from '../../../core/booking/transitions.ts';
import { rescheduledProcessing, rescheduledTimes } from '../../../core/booking/reschedule.ts';
import { poundsToPence } from '../../../core/money.ts';
import type { AdminAppointment, UpdateAppointment } from '../../../core/schemas/admin-appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { EXCLUSION_VIOLATION, IN_TIME_OFF, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { findBeautician } from '../catalog/catalog.repository.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { updateAppointmentIfStatus, updateVisitClient } from './admin-appointments.repository.ts';
import { assertAllowed, lostRaceError, requireAppointment, toAdminAppointmentOf } from './admin-appointments.service.ts';
import { visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import { changeVisitByStaff, refuseBrokenVisit } from './visit-edit.ts';
import { fromCatalogue, type BookedWhat } from '../booking/booked-what.ts';
import { withExpiredHoldsReleased } from '../booking/slot-attempt.ts';
import { needsConfirmation, requireConfirmed, staffRulesBroken } from '../booking/staff-rules.service.ts';

export const OVERLAP_MESSAGE = 'That time overlaps another appointment for this beautician.';

/**
 * Staff edit an appointment (spec §2 'Edit Appointment'). The notice and the slot grid do not apply to staff;
 * a new time in the past, outside working hours or in time off is saved only once staff confirm it (`allow`, else
 * 409 NEEDS_CONFIRMATION naming the rules, docs/decisions/0026); overlapping another live appointment of the
 * beautician never is allowed, and the database's exclusion constraint decides it in the same single UPDATE,
 * so a refused edit changes nothing. The processing part stays at its offset from the start (docs/decisions/0032);
 * a new length keeps it if it still fits and is refused with words if not; staff may change its own length
 * (`processingMin`), which the same UPDATE and constraint decide against anything booked in its gap meanwhile.
 */
export async function editAppointment(
  db: Database,
  id: string,
  edit: UpdateAppointment,
  now: Date,
  mail: BookingMail,
  /** a stylist's own beautician (docs/decisions/0029): limits what moving a visit may touch */
  onlyBeautician?: string,
): Promise<AdminAppointment> {
  const row = await requireAppointment(db, id);
  assertAllowed(canEdit(row.status));
  const booked = await bookedAfterEdit(db, row, edit);
  const times = editedTimes(row, booked, edit);
  const occupied = appointmentTimes(times.start, { ...booked, durationMin: times.durationMin, ...times.processing });
  const moved =
    times.start.getTime() !== row.startAt.getTime() ||
    times.end.getTime() !== row.endAt.getTime() ||
    booked.beauticianId !== row.beauticianId;
  if (moved) assertAllowed(canMove(row.status));
  const pricePence = edit.price === undefined ? row.pricePence : poundsToPence(edit.price);
  const edited = {
    ...snapshotOf(booked),
    ...clientValues(edit),
    durationMin: times.durationMin,
    ...occupied,
    pricePence,
    // A price staff set is not one the client agreed to when booking: its fee is the owner's to charge (0037).
    ...(pricePence !== row.pricePence ? { feeOwnerOnly: true } : {}),
    updatedAt: now,
  };
  // One service of a visit of several moves with the rest of the visit (visit-edit.ts).
  const parts = moved ? await visitPartsOf(db, row.id) : [row];
  if (parts.length > 1) {
    refuseBrokenVisit(parts, row, times);
    return changeVisitByStaff(db, { parts, row, edited, client: clientValues(edit), allow: edit.allow ?? [], onlyBeautician }, now, mail);
  }
  const broken = moved ? await rulesForNewTime(db, booked, { start: times.start, end: times.end, ...occupied }, now) : NOTHING_BROKEN;
  requireConfirmed(broken, edit.allow ?? [], booked.beauticianName, 'Save');
  const values = { ...edited, ...(moved ? { allowedInTimeOff: broken.rules.includes('time_off') } : {}) };
  try {
    // A customer's checkout left to lapse, not yet released by the job, gives the time up (slot-attempt.ts).
    const save = () =>
      db.transaction(async (tx) => {
        const changed = await updateAppointmentIfStatus(tx, id, row.status, values);
        // The client is the visit's: their details, corrected on one service, are corrected on all of it.
        if (changed && edit.client) await updateVisitClient(tx, id, { ...clientValues(edit), updatedAt: now });
        // The client and beautician hear of what they would notice; a corrected phone number sends nothing.
        if (changed && changed.status === 'confirmed' && clientWouldNotice(row, changed)) {
          // A beautician the booking has left hears of it too, and their calendar lets it go.
          const handedOverFrom =
            row.beauticianId === changed.beauticianId
              ? undefined
              : { beauticianId: row.beauticianId, beauticianName: row.beauticianName, start: row.startAt };
          await queueBookingMail(tx, mail, { kind: 'booking_changed', appointmentId: id, handedOverFrom }, now);
          return { changed, notified: true };
        }
        return { changed, notified: false };
      });
    const updated = await withExpiredHoldsReleased(
      db,
      booked.beauticianId,
      { start: occupied.occupiedFrom, end: occupied.occupiedTo },
      now,
      save,
    );
    if (!updated.changed) throw await lostRaceError(db, id, (fresh) => (moved ? canMove(fresh.status) : canEdit(fresh.status)));
    if (updated.notified) mail.afterCommit();
    return await toAdminAppointmentOf(db, updated.changed);
  } catch (err) {
    if (postgresCode(err) === EXCLUSION_VIOLATION) throw AppError.conflict('SLOT_TAKEN', OVERLAP_MESSAGE);
    // Time off added while staff were confirming the rest: ask again, naming it.
    if (postgresCode(err) === IN_TIME_OFF) throw needsConfirmation(withTimeOff(broken), booked.beauticianName, 'Save');
    throw err;
  }
}

/**
 * The times an edit leaves the appointment with: its start and end (core rescheduledTimes), then its processing part
 * (core rescheduledProcessing), refused with the words of whichever does not hold.
 */
function editedTimes(row: AppointmentRow, booked: EditedWhat, edit: UpdateAppointment) {
  const change = { start: edit.start ? new Date(edit.start) : undefined, end: edit.end ? new Date(edit.end) : undefined };
  const times = rescheduledTimes({ start: row.startAt, end: row.endAt }, change);
  if (!times.ok) throw AppError.badRequest(times.message, { fields: { end: times.message } });
  const processing = rescheduledProcessing({
    times,
    processing: booked.processing,
    processingMin: edit.processingMin,
    endChanged: change.end !== undefined && change.end.getTime() !== row.endAt.getTime(),
  });
  if (!processing.ok) throw AppError.badRequest(processing.message, { fields: { [processing.field]: processing.message } });
  const { end, durationMin, ...minutes } = processing;
  return { start: times.start, end, durationMin, processing: minutes };
}

async function rulesForNewTime(
  db: Database,
  booked: BookedWhat,
  time: { start: Date; end: Date; occupiedFrom: Date; occupiedTo: Date },
  now: Date,
) {
  const beautician = await findBeautician(db, booked.beauticianId);
  if (!beautician) throw AppError.notFound('Beautician');
  return staffRulesBroken(
    db,
    { beauticianId: booked.beauticianId, beauticianName: booked.beauticianName, beauticianHours: beautician.hours, ...time },
    now,
  );
}

function clientWouldNotice(before: AppointmentRow, after: AppointmentRow): boolean {
  return (
    before.startAt.getTime() !== after.startAt.getTime() ||
    before.endAt.getTime() !== after.endAt.getTime() ||
    before.beauticianId !== after.beauticianId ||
    before.serviceId !== after.serviceId ||
    before.variantName !== after.variantName ||
    before.pricePence !== after.pricePence
  );
}

function clientValues({ client }: UpdateAppointment) {
  if (!client) return {};
  return { clientName: client.name, clientEmail: client.email, clientPhone: client.phone, clientNotes: client.notes };
}

const differs = <T>(next: T | undefined, current: T) => next !== undefined && next !== current;

/** What is booked after an edit, with the processing part it brings (before any change of length). */
interface EditedWhat extends BookedWhat {
  processing: ProcessingMinutes;
}

const snapshotOf = ({ processing: _processing, ...booked }: EditedWhat): BookedWhat => booked;

/**
 * The snapshot after the edit. When service, variant and beautician stay as they are, the snapshot stays too:
 * correcting a phone number must not fail, or rewrite history, because the catalogue changed since booking.
 * Any change re-reads the catalogue and re-checks the combination; another variant brings its own processing part,
 * another beautician alone keeps the booked one.
 */
async function bookedAfterEdit(db: Database, row: AppointmentRow, edit: UpdateAppointment): Promise<EditedWhat> {
  const { serviceId, variantName, beauticianId } = edit;
  const sameVariant = !differs(serviceId, row.serviceId) && !differs(variantName, row.variantName);
  if (sameVariant && !differs(beauticianId, row.beauticianId)) {
    return {
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      variantName: row.variantName,
      beauticianId: row.beauticianId,
      beauticianName: row.beauticianName,
      bufferBeforeMin: row.bufferBeforeMin,
      bufferAfterMin: row.bufferAfterMin,
      processing: processingOfBooked(row),
    };
  }
  const {
    durationMin: _duration,
    pricePence: _price,
    beauticianHours: _hours,
    processing,
    ...booked
  } = await fromCatalogue(db, serviceId ?? row.serviceId, variantName ?? row.variantName, beauticianId ?? row.beauticianId);
  return { ...booked, processing: sameVariant ? processingOfBooked(row) : processing };
}
