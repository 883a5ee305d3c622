import { appointmentTimes, busyOfBooked, timingOfBooked } from '../../../core/availability/service-timing.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { candidatesOffering } from '../availability/diary-answers.ts';
import type { Diary } from '../availability/diary.ts';
import type { BeauticianRecord } from '../catalog/catalog.repository.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { lockBeauticianBookings, lockBookingsOf, moveAppointmentIfAt, type AppointmentRow } from './bookings.repository.ts';
import type { VisitSlot } from '../../../core/availability/visit-slots.ts';
import { SLOT_TAKEN_MESSAGE } from './create-booking.ts';
import { bookingQueueOf } from './booking-queue.ts';
import { attemptInSlot, attemptInSlots } from './slot-attempt.ts';
import { inWriteOrder } from './visit-write-order.ts';

export const BOOKING_CHANGED_MESSAGE = 'This booking has just changed. Please reload the page to see it as it is now.';
export const bookingChanged = (): AppError => AppError.conflict('BOOKING_CHANGED', BOOKING_CHANGED_MESSAGE);

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
      if (!moved) throw bookingChanged();
      await queueMovedMail(tx, mail, row, now);
      return moved;
    }),
  );
}

/**
 * A client moves their visit of several services (docs/decisions/0032) to `slot`, a start the visit's own diary
 * offers right now (availability/moving-visit.ts): every service shifts by the same time with its beautician, its
 * snapshot kept, in one transaction under all their booking locks, each part by a guarded UPDATE, in the order that
 * never meets another part's old time (visit-write-order.ts); the exclusion constraint settles a race with anyone else.
 */
export async function moveVisitForClient(
  db: Database,
  { parts, slot }: { parts: readonly AppointmentRow[]; slot: VisitSlot },
  now: Date,
  mail: BookingMail,
): Promise<void> {
  const first = parts[0]!;
  const shiftMs = slot.start.getTime() - first.startAt.getTime();
  const moves = parts.map((part) => ({
    part,
    values: {
      beauticianId: part.beauticianId,
      ...appointmentTimes(new Date(part.startAt.getTime() + shiftMs), timingOfBooked(part)),
      allowedInTimeOff: false,
      updatedAt: now,
    },
  }));
  const ranges = moves.map(({ part, values }) => ({
    beauticianId: part.beauticianId,
    range: { start: values.occupiedFrom, end: values.occupiedTo },
  }));
  const moved = await attemptInSlots(db, ranges, now, () =>
    db.transaction(async (tx) => {
      await lockBookingsOf(
        tx,
        parts.map((p) => p.beauticianId),
      );
      for (const { part, values } of inWriteOrder(moves)) {
        if (!(await moveAppointmentIfAt(tx, part, values))) throw bookingChanged();
      }
      await queueMovedMail(tx, mail, first, now);
      return true;
    }),
  );
  if (!moved) throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
  mail.afterCommit();
}

/** A client's move's e-mails, in its transaction: they say where the booking (its first service) was. */
function queueMovedMail(tx: Database, mail: BookingMail, from: AppointmentRow, now: Date) {
  const movedByClient = { fromStart: from.startAt, fromBeauticianId: from.beauticianId, fromBeauticianName: from.beauticianName };
  return queueBookingMail(tx, mail, { kind: 'booking_changed', appointmentId: from.id, movedByClient }, now);
}
