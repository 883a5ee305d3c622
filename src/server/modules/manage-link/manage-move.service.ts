import { busyOfBooked, timingOfBooked } from '../../../core/availability/service-timing.ts';
import { clientMayMove, notMovableOnlineMessage, tooLateToMoveMessage } from '../../../core/booking/client-move.ts';
import type { ManageFullyBookedQuery, ManageMove, ManageSlotsQuery } from '../../../core/schemas/manage-move.schema.ts';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { moveForClient } from '../booking/client-move.service.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { candidatesFor } from '../availability/availability.service.ts';
import { diaryFullyBooked, diarySlots } from '../availability/diary-answers.ts';
import type { Diary } from '../availability/diary.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { getManagedBooking, openLink } from './manage-link.service.ts';
import { offeredService } from './move-options.ts';

/**
 * A client moves their own booking from the manage link (docs/decisions/0025): the same service, variant and
 * length, to a time a new online booking could take (notice, horizon, hours, time off, other appointments),
 * with one named beautician of the service or any of them; only while the free-change window is open.
 */

type Who = Pick<ManageMove, 'beauticianId' | 'any'>;

/** The booking behind the link while the client may still move it; later, they are sent to the salon's phone. */
async function openForMove(db: Database, token: string, now: Date): Promise<AppointmentRow> {
  const row = await openLink(db, token, now);
  const { settings } = await loadSalon(db);
  if (!clientMayMove(row.startAt, now, settings)) throw new AppError('TOO_LATE_TO_MOVE', tooLateToMoveMessage(settings), 409);
  return row;
}

/** Where the booking may go: who (its current beautician first when any will do), for how long, and its own time. */
async function diaryOf(db: Database, row: AppointmentRow, who: Who): Promise<Diary> {
  const service = await offeredService(db, row);
  if (!service) throw new AppError('NOT_MOVABLE', notMovableOnlineMessage((await loadSalon(db)).settings), 409);
  const candidates = await candidatesFor(db, service, who);
  return {
    candidates: who.any
      ? [...candidates].sort((a, b) => Number(b.id === row.beauticianId) - Number(a.id === row.beauticianId))
      : candidates,
    timing: timingOfBooked(row),
    own: { beauticianId: row.beauticianId, busy: busyOfBooked(row) },
  };
}

export async function moveSlots(db: Database, token: string, query: ManageSlotsQuery, now: Date) {
  const row = await openForMove(db, token, now);
  return diarySlots(db, await diaryOf(db, row, query), query.date, now);
}

export async function moveFullyBooked(db: Database, token: string, query: ManageFullyBookedQuery, now: Date) {
  const row = await openForMove(db, token, now);
  return diaryFullyBooked(db, await diaryOf(db, row, query), query, now);
}

export async function moveByClient(db: Database, token: string, body: ManageMove, now: Date, mail: BookingMail): Promise<ManagedBooking> {
  const row = await openForMove(db, token, now);
  const start = new Date(body.startISO);
  if (start.getTime() === row.startAt.getTime() && (body.any || body.beauticianId === row.beauticianId)) {
    throw AppError.badRequest('Your booking is already at that time. Please choose another time.');
  }
  await moveForClient(db, { row, diary: await diaryOf(db, row, body), start, any: body.any }, now, mail);
  return getManagedBooking(db, token, now);
}
