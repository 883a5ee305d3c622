import { busyOfBooked, timingOfBooked } from '../../../core/availability/service-timing.ts';
import { changeWindowOf, clientMayMove, notMovableOnlineMessage, tooLateToMoveMessage } from '../../../core/booking/client-move.ts';
import type { ManageFullyBookedQuery, ManageMove, ManageSlotsQuery } from '../../../core/schemas/manage-move.schema.ts';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { bookingChanged, moveForClient, moveVisitForClient } from '../booking/client-move.service.ts';
import { isSlotTaken, SLOT_TAKEN_MESSAGE } from '../booking/create-booking.ts';
import { movingVisit, movingVisitAt, movingVisitMonth, movingVisitSlots, type MovingVisit } from '../availability/moving-visit.ts';
import { visitPartsOf, type AppointmentRow } from '../booking/bookings.repository.ts';
import { candidatesFor } from '../availability/availability.service.ts';
import { diaryFullyBooked, diarySlots } from '../availability/diary-answers.ts';
import type { Diary } from '../availability/diary.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { getManagedBooking, openVisit } from './manage-link.service.ts';
import { movableVisit, offeredService } from './move-options.ts';

/**
 * A client moves their own booking from the manage link (docs/decisions/0025): the same service, variant and
 * length, to a time a new online booking could take (notice, horizon, hours, time off, other appointments),
 * with one named beautician of the service or any of them; only while the free-change window is open.
 */

type Who = Pick<ManageMove, 'beauticianId' | 'any'>;

/** What a client is told who asks to move a visit of several services to other beauticians online. */
export const VISIT_KEEPS_BEAUTICIANS_MESSAGE =
  'Your visit keeps its beauticians when it moves. To change who does a service, please call us.';

/** The booking behind the link while the client may still move it; later, they are sent to the salon's phone. */
async function openForMove(db: Database, token: string, now: Date): Promise<{ row: AppointmentRow; parts: AppointmentRow[] }> {
  const opened = await openVisit(db, token, now);
  const { settings } = await loadSalon(db);
  if (!clientMayMove(opened.row.startAt, now, changeWindowOf(settings, opened.row.agreedTerms)))
    throw new AppError('TOO_LATE_TO_MOVE', tooLateToMoveMessage(settings), 409);
  return opened;
}

const notMovable = async (db: Database) => new AppError('NOT_MOVABLE', notMovableOnlineMessage((await loadSalon(db)).settings), 409);

/**
 * Whether the booking is no longer where the request found it (another move of it, from a second tab, got in
 * first): its own new place then looks taken, but what the client needs to hear is that it changed.
 */
async function movedSinceOpened(db: Database, parts: readonly AppointmentRow[]): Promise<boolean> {
  const current = await visitPartsOf(db, parts[0]!.id);
  return parts.some((part, i) => {
    const fresh = current[i];
    return fresh?.startAt.getTime() !== part.startAt.getTime() || fresh.beauticianId !== part.beauticianId || fresh.status !== part.status;
  });
}

/** Where the booking may go: who (its current beautician first when any will do), for how long, and its own time. */
async function diaryOf(db: Database, row: AppointmentRow, who: Who): Promise<Diary> {
  const service = await offeredService(db, row);
  if (!service) throw await notMovable(db);
  const candidates = await candidatesFor(db, service, who);
  return {
    candidates: who.any
      ? [...candidates].sort((a, b) => Number(b.id === row.beauticianId) - Number(a.id === row.beauticianId))
      : candidates,
    timing: timingOfBooked(row),
    own: { beauticianId: row.beauticianId, busy: busyOfBooked(row) },
  };
}

/** A visit of several services moves whole, each service with its own beautician (docs/decisions/0032). */
async function visitOf(db: Database, { row, parts }: { row: AppointmentRow; parts: AppointmentRow[] }, who: Who): Promise<MovingVisit> {
  const booked = await movableVisit(db, parts);
  if (!booked) throw await notMovable(db);
  if (who.any || who.beauticianId !== row.beauticianId) throw AppError.badRequest(VISIT_KEEPS_BEAUTICIANS_MESSAGE);
  return movingVisit(booked);
}

export async function moveSlots(db: Database, token: string, query: ManageSlotsQuery, now: Date) {
  const opened = await openForMove(db, token, now);
  if (opened.parts.length > 1) return movingVisitSlots(db, await visitOf(db, opened, query), query.date, now);
  return diarySlots(db, await diaryOf(db, opened.row, query), query.date, now);
}

export async function moveFullyBooked(db: Database, token: string, query: ManageFullyBookedQuery, now: Date) {
  const opened = await openForMove(db, token, now);
  if (opened.parts.length > 1) return movingVisitMonth(db, await visitOf(db, opened, query), query, now);
  return diaryFullyBooked(db, await diaryOf(db, opened.row, query), query, now);
}

export async function moveByClient(db: Database, token: string, body: ManageMove, now: Date, mail: BookingMail): Promise<ManagedBooking> {
  const opened = await openForMove(db, token, now);
  const { row, parts } = opened;
  const start = new Date(body.startISO);
  if (start.getTime() === row.startAt.getTime() && (body.any || body.beauticianId === row.beauticianId)) {
    throw AppError.badRequest('Your booking is already at that time. Please choose another time.');
  }
  try {
    if (parts.length > 1) {
      const slot = await movingVisitAt(db, await visitOf(db, opened, body), start, now);
      if (!slot) throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
      await moveVisitForClient(db, { parts, slot }, now, mail);
    } else {
      await moveForClient(db, { row, diary: await diaryOf(db, row, body), start, any: body.any }, now, mail);
    }
  } catch (err) {
    if (isSlotTaken(err) && (await movedSinceOpened(db, parts))) throw bookingChanged();
    throw err;
  }
  return getManagedBooking(db, token, now);
}
