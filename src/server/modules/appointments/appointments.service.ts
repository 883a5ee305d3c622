import { addMinutes } from 'date-fns';
import { dateInZone } from '../../../core/time.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { AppointmentPublic, AppointmentStatus, CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { EXCLUSION_VIOLATION, postgresCode } from '../../db/errors.ts';
import { resolveTarget, slotsByCandidate, type BookingTarget } from '../availability/availability.service.ts';
import { loadSalon } from '../salon/salon.service.ts';
import { findAppointment, insertAppointment, releaseExpiredHolds, type AppointmentRow } from './appointments.repository.ts';

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time is no longer available. Please choose another time.';
const slotTaken = () => AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);

export interface BookingOptions {
  /** for `reserved_unpaid`: when the hold on the slot ends */
  holdExpiresAt?: Date;
}

/**
 * Books a slot. Everything is re-checked here: the slot must be one the availability rules offer right now
 * for that service, variant and beautician, and the price comes from the catalogue. The database's
 * exclusion constraint settles any race between two requests that both saw the slot free.
 */
export async function createBooking(
  db: Database,
  booking: CreateBooking,
  now: Date,
  status: AppointmentStatus,
  options: BookingOptions = {},
): Promise<AppointmentRow> {
  // Availability already ignores holds past their time; release them so the constraint agrees.
  await releaseExpiredHolds(db, now);
  const target = await resolveTarget(db, booking);
  const start = new Date(booking.startISO);
  const salon = await loadSalon(db);
  const byCandidate = await slotsByCandidate(db, target, dateInZone(start, salon.settings.timeZone), now, salon);
  const offersStart = (beauticianId: string) =>
    byCandidate.get(beauticianId)?.some((s) => s.start.getTime() === start.getTime()) ?? false;
  // For 'any', every qualified beautician free at that time is tried in turn, so a lost race falls through.
  const offered = target.candidates.filter((b) => (booking.any || b.id === booking.beauticianId) && offersStart(b.id));
  for (const beautician of offered) {
    try {
      return await insertAppointment(db, {
        ...appointmentValues(target, beautician.id, beautician.name, start, booking, status),
        holdExpiresAt: options.holdExpiresAt ?? null,
      });
    } catch (err) {
      if (postgresCode(err) !== EXCLUSION_VIOLATION) throw err;
    }
  }
  throw slotTaken();
}

function appointmentValues(
  target: BookingTarget,
  beauticianId: string,
  beauticianName: string,
  start: Date,
  booking: CreateBooking,
  status: AppointmentStatus,
) {
  const { service, variant } = target;
  const end = addMinutes(start, variant.durationMin);
  return {
    beauticianId,
    serviceId: service.id,
    serviceName: service.name,
    variantName: variant.name,
    beauticianName,
    durationMin: variant.durationMin,
    bufferBeforeMin: variant.bufferBeforeMin,
    bufferAfterMin: variant.bufferAfterMin,
    pricePence: variant.pricePence,
    startAt: start,
    endAt: end,
    occupiedFrom: addMinutes(start, -variant.bufferBeforeMin),
    occupiedTo: addMinutes(end, variant.bufferAfterMin),
    status,
    paymentMode: booking.mode,
    clientName: booking.client.name,
    clientEmail: booking.client.email,
    clientPhone: booking.client.phone,
    clientNotes: booking.client.notes,
  };
}

/** What the confirmation and payment-return pages may show: never the client's details. */
export async function getPublicAppointment(db: Database, id: string): Promise<AppointmentPublic> {
  const row = await findAppointment(db, id);
  if (!row) throw AppError.notFound('Appointment');
  return {
    _id: row.id,
    status: row.status as AppointmentStatus,
    service: { name: row.serviceName },
    variantName: row.variantName,
    beautician: { name: row.beauticianName },
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    price: penceToPounds(row.pricePence),
  };
}
