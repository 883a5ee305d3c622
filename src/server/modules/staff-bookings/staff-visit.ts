import { staffBookingFeeIsOwners } from '../../../core/booking/agreed-terms.ts';
import { randomUUID } from 'node:crypto';
import { appointmentTimes } from '../../../core/availability/service-timing.ts';
import { visitPartsAt } from '../../../core/availability/visit-plan.ts';
import { poundsToPence } from '../../../core/money.ts';
import type { AdminAppointment } from '../../../core/schemas/admin-appointment.schema.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { StaffBooking } from '../../../core/schemas/staff-booking.schema.ts';
import type { Database } from '../../db/client.ts';
import { IN_TIME_OFF, lostSlotRace, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { toAdminAppointmentOf } from '../appointments/admin-appointments.service.ts';
import { fromCatalogue, type CatalogueChoice } from '../booking/booked-what.ts';
import { insertAppointments, lockBookingsOf, type NewAppointment } from '../booking/bookings.repository.ts';
import { SLOT_TAKEN_MESSAGE } from '../booking/create-booking.ts';
import { withExpiredHoldsReleasedIn } from '../booking/slot-attempt.ts';
import { needsVisitConfirmation, requireVisitConfirmed, staffRulesBroken } from '../booking/staff-rules.service.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { confirmationWrites, renderConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { staffBookingColumns } from './staff-booking-columns.ts';

/**
 * A visit of several services taken by staff (docs/decisions/0026, 0032): the services in the order staff list them,
 * back to back for the client from `start`, each with the beautician staff chose and no preparation or clean-up
 * between two by the same beautician, as online. The rules are one service's, for every part: the notice never
 * applies; the past, outside hours (the salon's or that beautician's) and time off are asked about once for the
 * whole visit; another live appointment is never overlapped. One transaction writes every part under all their
 * beauticians' booking locks, sharing the first part's id as the visit's, with its confirmation owed (rendered after
 * the commit, docs/decisions/0033).
 */
export async function bookVisitByStaff(
  db: Database,
  input: StaffBooking,
  { staff, now, mail }: { staff: StaffUser; now: Date; mail: BookingMail },
): Promise<AdminAppointment> {
  const items = [input, ...input.also];
  const choices: CatalogueChoice[] = [];
  for (const item of items) choices.push(await fromCatalogue(db, item.serviceId, item.variantName, item.beauticianId));
  const placed = visitPartsAt(
    new Date(input.start),
    choices.map((c) => ({ timing: { ...c, ...c.processing }, beauticianId: c.beauticianId })),
  );
  const times = placed.map((p) => appointmentTimes(p.start, p.timing));
  const brokenByPart = () =>
    Promise.all(
      choices.map(async (c, i) => ({
        broken: await staffRulesBroken(db, { ...c, start: times[i]!.startAt, end: times[i]!.endAt, ...times[i]! }, now),
        beautician: c.beauticianName,
      })),
    );
  const broken = await brokenByPart();
  requireVisitConfirmed(broken, input.allow, 'Book');

  const visitId = randomUUID();
  const priceOf = (i: number, catalogue: number) => (items[i]!.price === undefined ? catalogue : poundsToPence(items[i]!.price!));
  // Booked once its time had come, or at a price staff set: its fee is the owner's to charge (0037).
  const feeOwnerOnly = choices.some((c, i) =>
    staffBookingFeeIsOwners({ start: times[i]!.startAt, now, pricePence: priceOf(i, c.pricePence), cataloguePence: c.pricePence }),
  );
  const unwritten = choices.map(({ beauticianHours: _hours, processing: _processing, ...snapshot }, i) => ({
    ...snapshot,
    ...times[i]!,
    bufferBeforeMin: placed[i]!.timing.bufferBeforeMin,
    bufferAfterMin: placed[i]!.timing.bufferAfterMin,
    pricePence: priceOf(i, snapshot.pricePence),
    feeOwnerOnly,
    ...staffBookingColumns(input, staff, now),
    allowedInTimeOff: broken[i]!.broken.rules.includes('time_off'),
    id: i === 0 ? visitId : randomUUID(),
    visitId,
    visitPosition: i,
    visitSize: choices.length,
  }));
  // The confirmation is rendered before the write, which stores it with the visit (docs/decisions/0033).
  const tell = { tellClient: input.sendConfirmation, now };
  const confirmation = await renderConfirmation(await catalogSnapshot(db), mail.publicUrl, unwritten, tell);
  const parts: NewAppointment[] = unwritten.map((p, i) =>
    i === 0 && confirmation.takesReminder ? { ...p, reminderQueuedFor: p.startAt } : p,
  );
  const ranges = parts.map((p) => ({ beauticianId: p.beauticianId, range: { start: p.occupiedFrom, end: p.occupiedTo } }));
  try {
    const visit = await withExpiredHoldsReleasedIn(db, ranges, now, () =>
      db.transaction(async (tx) => {
        await lockBookingsOf(
          tx,
          parts.map((p) => p.beauticianId),
        );
        return insertAppointments(tx, parts, confirmationWrites(confirmation, now));
      }),
    );
    mail.afterCommit();
    return await toAdminAppointmentOf(db, visit[0]!);
  } catch (err) {
    // Time off added while staff were confirming the rest: ask again, naming whose it is.
    if (postgresCode(err) === IN_TIME_OFF) throw needsVisitConfirmation(await brokenByPart(), 'Book');
    if (lostSlotRace(err)) throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
    throw err;
  }
}
