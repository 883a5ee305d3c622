import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { releaseExpiredHolds, type AppointmentRow } from './bookings.repository.ts';
import { findAppointmentByRequestId, forgetRequestId } from './repeat-requests.repository.ts';

/**
 * What an earlier request with the same `requestId` left (docs/decisions/0023): nothing; a booking, which is the
 * answer again (a retried request, a double click, a reply lost with the connection); the customer's own
 * unpaid hold, still live, which they take up again instead of being told their own time is gone; or an attempt
 * that has ended (released, lapsed or cancelled), whose id is now let go to start a new booking.
 */
export type EarlierRequest =
  { kind: 'none' } | { kind: 'ended' } | { kind: 'booked'; row: AppointmentRow } | { kind: 'holding'; row: AppointmentRow };

const NONE: EarlierRequest = { kind: 'none' };

const sameSlot = (row: AppointmentRow, booking: CreateBooking): boolean =>
  row.serviceId === booking.serviceId &&
  row.variantName === booking.variantName &&
  row.startAt.getTime() === new Date(booking.startISO).getTime() &&
  (booking.any || row.beauticianId === booking.beauticianId);

export const requestForAnotherTime = (): AppError =>
  new AppError('REQUEST_REUSED', 'This checkout was started for another time. Please choose your time again.', 409);

export async function earlierRequest(db: Database, booking: CreateBooking, now: Date): Promise<EarlierRequest> {
  if (!booking.requestId) return NONE;
  const row = await findAppointmentByRequestId(db, booking.requestId);
  if (!row) return NONE;
  if (!sameSlot(row, booking)) throw requestForAnotherTime();
  if (row.status === 'reserved_unpaid' && row.holdExpiresAt && row.holdExpiresAt > now) return { kind: 'holding', row };
  if (row.status === 'confirmed' || row.status === 'completed') return { kind: 'booked', row };
  // Released, lapsed or cancelled: that attempt is over, and the id may start a new booking.
  if (row.status === 'reserved_unpaid') await releaseExpiredHolds(db, now);
  await forgetRequestId(db, row.id);
  return { kind: 'ended' };
}

/**
 * After a refusal (the slot taken): was it taken by this very request, sent twice at once? Then the booking that
 * won is this customer's own, and is the answer.
 */
export async function ownBookingAfterRace(db: Database, booking: CreateBooking, now: Date): Promise<EarlierRequest> {
  return booking.requestId ? earlierRequest(db, booking, now) : NONE;
}
