import { staffBookingFeeIsOwners } from '../../../core/booking/agreed-terms.ts';
import { randomUUID } from 'node:crypto';
import { ownBeauticianOf } from '../../../core/access.ts';
import { appointmentTimes } from '../../../core/availability/service-timing.ts';
import { withTimeOff } from '../../../core/booking/staff-rules.ts';
import { poundsToPence } from '../../../core/money.ts';
import type { AdminAppointment } from '../../../core/schemas/admin-appointment.schema.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { StaffBooking } from '../../../core/schemas/staff-booking.schema.ts';
import type { Database } from '../../db/client.ts';
import { IN_TIME_OFF, lostSlotRace, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { toAdminAppointmentOf } from '../appointments/admin-appointments.service.ts';
import { insertAppointment, lockBeauticianBookings } from '../booking/bookings.repository.ts';
import { SLOT_TAKEN_MESSAGE } from '../booking/create-booking.ts';
import { fromCatalogue } from '../booking/booked-what.ts';
import { withExpiredHoldsReleased } from '../booking/slot-attempt.ts';
import { requireBookableClient } from '../clients/clients.service.ts';
import { needsConfirmation, requireConfirmed, staffRulesBroken } from '../booking/staff-rules.service.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { confirmationWrites, renderConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { staffBookingColumns } from './staff-booking-columns.ts';
import { bookVisitByStaff } from './staff-visit.ts';

/**
 * A booking taken by staff on the phone or at the desk (docs/decisions/0026), paid at the salon and confirmed at
 * once. The minimum notice does not apply; the past, outside working hours and time off need the rule confirmed
 * (`allow`); another live appointment of the beautician is never overlapped (409, the customer's message). The
 * price is the catalogue's unless staff set one. A client picked from the records (`clientId`)
 * is the booking's. The client is e-mailed when staff chose to and there is an e-mail. With `also`, it is a visit of
 * several services (staff-visit.ts).
 */
export async function bookByStaff(
  db: Database,
  input: StaffBooking,
  { staff, now, mail }: { staff: StaffUser; now: Date; mail: BookingMail },
): Promise<AdminAppointment> {
  // A stylist picks only their own clients from the records (docs/decisions/0029).
  if (input.clientId) await requireBookableClient(db, input.clientId, { beauticianId: ownBeauticianOf(staff) });
  if (input.also.length > 0) return bookVisitByStaff(db, input, { staff, now, mail });
  const what = await fromCatalogue(db, input.serviceId, input.variantName, input.beauticianId);
  // The variant's processing part is snapshotted as a customer's booking's is (docs/decisions/0032).
  const times = appointmentTimes(new Date(input.start), { ...what, ...what.processing });
  const broken = await staffRulesBroken(db, { ...what, start: times.startAt, end: times.endAt, ...times }, now);
  requireConfirmed(broken, input.allow, what.beauticianName, 'Book');
  const { beauticianHours: _hours, processing: _processing, ...snapshot } = what;
  const pricePence = input.price === undefined ? what.pricePence : poundsToPence(input.price);
  const booked = {
    ...snapshot,
    serviceId: what.serviceId,
    ...times,
    pricePence,
    // Booked once its time had come, or at a price staff set: its fee is the owner's to charge (0037).
    feeOwnerOnly: staffBookingFeeIsOwners({ start: times.startAt, now, pricePence, cataloguePence: what.pricePence }),
    ...staffBookingColumns(input, staff, now),
    allowedInTimeOff: broken.rules.includes('time_off'),
  };
  // The confirmation is rendered before the write, which stores it with the booking (docs/decisions/0033).
  const unwritten = { ...booked, id: randomUUID() };
  const tell = { tellClient: input.sendConfirmation, now };
  const confirmation = await renderConfirmation(await catalogSnapshot(db), mail.publicUrl, [unwritten], tell);
  const values = { ...unwritten, reminderQueuedFor: confirmation.takesReminder ? booked.startAt : null };
  try {
    // A customer's checkout left to lapse, not yet released by the job, is no appointment: it gives the time up.
    const row = await withExpiredHoldsReleased(db, values.beauticianId, { start: values.occupiedFrom, end: values.occupiedTo }, now, () =>
      db.transaction(async (tx) => {
        await lockBeauticianBookings(tx, values.beauticianId);
        return insertAppointment(tx, values, confirmationWrites(confirmation, now));
      }),
    );
    mail.afterCommit();
    return await toAdminAppointmentOf(db, row);
  } catch (err) {
    // Time off added while staff were confirming the rest: ask again, naming it.
    if (postgresCode(err) === IN_TIME_OFF) throw needsConfirmation(withTimeOff(broken), what.beauticianName, 'Book');
    if (lostSlotRace(err)) throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
    throw err;
  }
}
