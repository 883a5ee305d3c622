import { appointmentTimes, busyOfBooked, timingOfBooked } from '../../../core/availability/service-timing.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { candidatesOffering } from '../availability/diary-answers.ts';
import type { Diary } from '../availability/diary.ts';
import type { BeauticianRecord } from '../catalog/catalog.repository.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { lockBeauticianBookings, moveAppointmentIfAt, type AppointmentRow } from './bookings.repository.ts';
import { SLOT_TAKEN_MESSAGE } from './create-booking.ts';
import { bookingQueueOf } from './booking-queue.ts';
import { attemptInSlot } from './slot-attempt.ts';

export const BOOKING_CHANGED_MESSAGE = 'This booking has just changed. Please reload the page to see it as it is now.';

export interface ClientMoveRequest {
  /** the booking as the client's link read it (confirmed) */
  row: AppointmentRow;
  /** its diary: the candidates in order of preference, its own timing, its current time left free for itself */
  diary: Diary;
  start: Date;
  /** any of the diary's candidates free at `start` may take it */
  any: boolean;
}

/**
 * A client moves their booking (docs/decisions/0025) under a new booking's rules: the new start must be one the
 * diary offers right now, checked in the beautician's booking queue, then one guarded UPDATE under their booking
 * lock, where the exclusion constraint and the time-off trigger have the last word. Price, payment and what was
 * paid stay as they are; the invite's SEQUENCE goes up with the e-mails queued in the same transaction.
 */
export async function moveForClient(db: Database, request: ClientMoveRequest, now: Date, mail: BookingMail): Promise<AppointmentRow> {
  const { diary, start } = request;
  const candidates = request.any ? await candidatesOffering(db, diary, start, now) : diary.candidates;
  for (const beautician of candidates) {
    const values = movedValues(request.row, beautician, start, now);
    const free = async () => request.any || (await candidatesOffering(db, { ...diary, candidates: [beautician] }, start, now)).length > 0;
    const move = async () => ((await free()) ? moveInSlot(db, request.row, values, now, mail) : undefined);
    const moved = await bookingQueueOf(db).whenFree(beautician.id, busyOfBooked(values), move);
    if (moved) {
      mail.afterCommit();
      return moved;
    }
  }
  throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
}

function movedValues(row: AppointmentRow, beautician: BeauticianRecord, start: Date, now: Date) {
  // The snapshot's length, buffers and processing part, not the catalogue's today: the client keeps what they booked.
  return {
    beauticianId: beautician.id,
    beauticianName: beautician.name,
    ...appointmentTimes(start, timingOfBooked(row)),
    // Staff may have let it sit in time off; where the client moves it, time off applies again.
    allowedInTimeOff: false,
    updatedAt: now,
  };
}

function moveInSlot(db: Database, row: AppointmentRow, values: ReturnType<typeof movedValues>, now: Date, mail: BookingMail) {
  return attemptInSlot(db, values.beauticianId, { start: values.occupiedFrom, end: values.occupiedTo }, now, () =>
    db.transaction(async (tx) => {
      await lockBeauticianBookings(tx, values.beauticianId);
      const moved = await moveAppointmentIfAt(tx, row, values);
      if (!moved) throw AppError.conflict('BOOKING_CHANGED', BOOKING_CHANGED_MESSAGE);
      const movedByClient = { fromStart: row.startAt, fromBeauticianId: row.beauticianId, fromBeauticianName: row.beauticianName };
      await queueBookingMail(tx, mail, { kind: 'booking_changed', appointmentId: row.id, movedByClient }, now);
      return moved;
    }),
  );
}
