import { randomUUID } from 'node:crypto';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import type { AppointmentStatus, CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { resolveTarget, type BookingTarget } from '../availability/availability.service.ts';
import { insertRemembered } from '../availability/busy-cache.ts';
import { candidatesOffering } from '../availability/diary-answers.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { renderConfirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { insertAppointment, lockBeauticianBookings, type AppointmentRow, type NewAppointment } from './bookings.repository.ts';
import { bookedColumns } from './booked-what.ts';
import { bookVisit } from './book-visit.ts';
import { consentColumns, type PolicyConsent } from './card-requirement.ts';
import { afterInsert, insertIsAll, writtenWith, type BookingWrite } from './booking-write.ts';
import { bookingQueueOf } from './booking-queue.ts';
import { attemptInSlot } from './slot-attempt.ts';
import { claimHold, type HoldClaim } from './unpaid-holds.service.ts';

// The booking write path's one entry: every booking a customer makes is created by createBooking below, paying at
// the salon (POST /api/appointments: book-at-salon.service.ts) or online (checkout's create-session: an unpaid hold).
// Staff bookings (modules/staff-bookings) and a client's move (client-move.service.ts) reuse its parts in this folder
// (the beautician's lock, slot attempts); the staff's list and edits of appointments are modules/appointments'.

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time is no longer available. Please choose another time.';
const slotTaken = () => AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
const throwSlotTaken = (): never => {
  throw slotTaken();
};
export const isSlotTaken = (err: unknown): boolean => err instanceof AppError && err.code === 'SLOT_TAKEN';

/**
 * What the new appointment is: confirmed at once (paying at the salon), its confirmation e-mails rendered before its
 * write and written by the same statement (docs/decisions/0033); or an unpaid online booking holding its slot until
 * `holdExpiresAt`, whose e-mails wait for the payment (checkout's settlement owes them).
 */
export type BookingOutcome = (
  | { status: 'confirmed'; mail: BookingMail }
  /** `hold`: the client's claim on one of their few unpaid holds; none for a time the salon holds for a waitlist offer */
  | { status: 'reserved_unpaid'; holdExpiresAt: Date; hold: HoldClaim | undefined }
) & {
  /** the no-show terms the customer agreed to, stored with the booking (card-requirement.ts) */
  consent?: PolicyConsent | undefined;
  /** asked once the time is known to be free, before anything is written: it may refuse the booking (a card needed) */
  beforeWrite?: (() => Promise<void>) | undefined;
  /** written in the booking's own transaction once its (first) appointment is in: it commits with it, or neither does */
  alsoWrite?: ((tx: Database, appointmentId: string) => Promise<void>) | undefined;
};

/**
 * Books a slot, or a visit's (its `also`: book-visit.ts). Everything is re-checked here: the slot must be one the availability rules offer right now
 * for that service, variant and beautician, and the price comes from the catalogue. The database's
 * exclusion constraint settles any race between two requests that both saw the slot free.
 */
export async function createBooking(db: Database, booking: CreateBooking, now: Date, outcome: BookingOutcome): Promise<AppointmentRow> {
  if (booking.also.length > 0) return (await bookVisit(db, booking, now, outcome)) ?? throwSlotTaken();
  const target = await resolveTarget(db, booking);
  const start = new Date(booking.startISO);
  const named = target.candidates.filter((b) => booking.any || b.id === booking.beauticianId);
  // For 'any', the qualified beauticians free at that time are found first and tried in turn, so a lost race
  // falls through. One named beautician's slot is checked when this request's turn in their queue comes, so
  // requests that lose to one ahead of them are answered from memory (booking-queue.ts).
  const candidates = booking.any ? await candidatesOffering(db, { ...target, candidates: named }, start, now) : named;
  const confirms = outcome.status === 'confirmed' ? { catalogue: await catalogSnapshot(db), publicUrl: outcome.mail.publicUrl } : undefined;
  for (const beautician of candidates) {
    const booked = {
      ...appointmentValues(target, beautician.id, beautician.name, start, booking, outcome.status),
      ...consentColumns(outcome.consent),
      id: randomUUID(),
      holdExpiresAt: outcome.status === 'reserved_unpaid' ? outcome.holdExpiresAt : null,
      holdAddressHash: outcome.status === 'reserved_unpaid' ? (outcome.hold?.client.addressHash ?? null) : null,
    };
    const book = async () => {
      if (!booking.any && (await candidatesOffering(db, { ...target, candidates: [beautician] }, start, now)).length === 0)
        return undefined;
      await outcome.beforeWrite?.();
      // Rendered once the time is known to be free, with nothing held: the insert stores it (docs/decisions/0033).
      const confirmation = confirms && (await renderConfirmation(confirms.catalogue, confirms.publicUrl, [booked], { now }));
      const values = { ...booked, reminderQueuedFor: confirmation?.takesReminder ? booked.startAt : null };
      const write = { outcome, confirmation, marketingConsent: booking.marketingConsent };
      const inserted = async () => {
        const row = await insertBooking(db, values, write, now);
        return row && [row];
      };
      return (await insertRemembered(db, [values.id], inserted))?.[0];
    };
    const row = await bookingQueueOf(db).whenFree(beautician.id, busyOfBooked(booked), book);
    if (row) {
      if (outcome.status === 'confirmed') outcome.mail.afterCommit();
      return row;
    }
  }
  throw slotTaken();
}

/**
 * The insert of one appointment, with (confirmed) its rendered confirmation in the same statement:
 * alone when that is all it writes (insertIsAll), else in one transaction with the beautician's lock, the hold claim
 * and the marketing consent. Undefined when the exclusion constraint refused it (after letting expired holds there
 * go, see attemptInSlot).
 */
function insertBooking(
  db: Database,
  values: NewAppointment & { id: string },
  write: BookingWrite,
  now: Date,
): Promise<AppointmentRow | undefined> {
  return attemptInSlot(db, values.beauticianId, { start: values.occupiedFrom, end: values.occupiedTo }, now, () =>
    insertIsAll(write, [values.beauticianId])
      ? insertAppointment(db, values, writtenWith(write, now))
      : db.transaction(async (tx) => {
          await lockBeauticianBookings(tx, values.beauticianId);
          if (write.outcome.status === 'reserved_unpaid' && write.outcome.hold) await claimHold(tx, write.outcome.hold, now);
          const inserted = await insertAppointment(tx, values, writtenWith(write, now));
          await afterInsert(tx, inserted.id, write, now);
          return inserted;
        }),
  );
}

function appointmentValues(
  target: BookingTarget,
  beauticianId: string,
  beauticianName: string,
  start: Date,
  booking: CreateBooking,
  status: AppointmentStatus,
) {
  return {
    ...bookedColumns(target.service, target.variant, { id: beauticianId, name: beauticianName }, start),
    status,
    paymentMode: booking.mode,
    clientName: booking.client.name,
    clientEmail: booking.client.email,
    clientPhone: booking.client.phone,
    clientNotes: booking.client.notes,
    requestId: booking.requestId ?? null,
  };
}
