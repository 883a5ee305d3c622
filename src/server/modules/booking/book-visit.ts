import { consentColumns } from './card-requirement.ts';
import { randomUUID } from 'node:crypto';
import type { VisitSlot } from '../../../core/availability/visit-slots.ts';
import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import { ANY_BEAUTICIAN } from '../../../core/schemas/visit-availability.schema.ts';
import type { Database } from '../../db/client.ts';
import { insertRemembered } from '../availability/busy-cache.ts';
import { visitAtStart, type ResolvedVisit, type VisitItems } from '../availability/visit-availability.service.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { renderConfirmation } from '../notifications/booking-confirmation.service.ts';
import { bookedColumns } from './booked-what.ts';
import { insertAppointments, lockBookingsOf, type AppointmentRow, type NewAppointment } from './bookings.repository.ts';
import type { BookingOutcome } from './create-booking.ts';
import { afterInsert, insertIsAll, writtenWith, type BookingWrite } from './booking-write.ts';
import { attemptInSlots } from './slot-attempt.ts';
import { claimHold } from './unpaid-holds.service.ts';

/**
 * A visit of several services booked by a customer (docs/decisions/0032): the request's first service and its `also`,
 * checked at the requested start by the rule the slots offer (core/availability/visit-slots.ts), then written as one
 * appointment per service in one statement, sharing the visit's id (the first part's). The database's exclusion
 * constraint settles a race on any busy part of any beautician; 'any' gets a fresh look after a lost race.
 */

/** How often a visit is looked at afresh after losing a race before the customer is told the time has gone. */
const ATTEMPTS = 3;

/** The request's services as the availability rules ask about them. */
export function visitItemsOf(booking: CreateBooking): VisitItems {
  const items = [booking, ...booking.also];
  return {
    service: items.map((i) => i.serviceId),
    variant: items.map((i) => i.variantName),
    beautician: items.map((i) => (i.any ? ANY_BEAUTICIAN : i.beauticianId!)),
    oneBeautician: undefined,
  };
}

/** Books the visit, or undefined when its start is not (or no longer) offered. */
export async function bookVisit(
  db: Database,
  booking: CreateBooking,
  now: Date,
  outcome: BookingOutcome,
): Promise<AppointmentRow | undefined> {
  const start = new Date(booking.startISO);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { slot, resolved } = await visitAtStart(db, visitItemsOf(booking), start, now);
    if (!slot) return undefined;
    await outcome.beforeWrite?.();
    const unwritten = partValues(slot, resolved, booking, outcome);
    // Rendered before the write, with nothing held: the insert stores it (docs/decisions/0033).
    const confirmation =
      outcome.status === 'confirmed'
        ? await renderConfirmation(await catalogSnapshot(db), outcome.mail.publicUrl, unwritten, { now })
        : undefined;
    const parts = unwritten.map((p, i) => (i === 0 && confirmation?.takesReminder ? { ...p, reminderQueuedFor: p.startAt } : p));
    const write = { outcome, confirmation, marketingConsent: booking.marketingConsent };
    const visit = await insertRemembered(
      db,
      parts.map((p) => p.id!),
      () => insertVisit(db, parts, write, now),
    );
    if (visit) {
      if (outcome.status === 'confirmed') outcome.mail.afterCommit();
      return visit[0];
    }
  }
  return undefined;
}

/** Each service's appointment: what it snapshots, who does it and when, and the booking's client and payment. */
function partValues(slot: VisitSlot, { items, beauticians }: ResolvedVisit, booking: CreateBooking, outcome: BookingOutcome) {
  const visitId = randomUUID();
  return slot.parts.map((part, i) => {
    const { service, variant } = items[i]!;
    const beautician = beauticians.get(part.beauticianId)!;
    // A part next to another by the same beautician keeps no preparation or clean-up between them (the search's rule).
    const timing = { ...variant, bufferBeforeMin: part.bufferBeforeMin, bufferAfterMin: part.bufferAfterMin };
    return {
      ...bookedColumns(service, timing, beautician, part.client.start),
      id: i === 0 ? visitId : randomUUID(),
      requestId: i === 0 ? (booking.requestId ?? null) : null,
      visitId,
      visitPosition: i,
      visitSize: slot.parts.length,
      status: outcome.status,
      paymentMode: booking.mode,
      clientName: booking.client.name,
      clientEmail: booking.client.email,
      clientPhone: booking.client.phone,
      clientNotes: booking.client.notes,
      holdExpiresAt: outcome.status === 'reserved_unpaid' ? outcome.holdExpiresAt : null,
      holdAddressHash: outcome.status === 'reserved_unpaid' ? (outcome.hold?.client.addressHash ?? null) : null,
      // The visit's terms, with its whole price, on each part: the first is what the e-mails and the manage link read.
      ...consentColumns(outcome.consent),
    };
  });
}

/**
 * All the parts in one statement with (confirmed) the confirmation owed, nothing rendered: alone when that is all it
 * writes (insertIsAll), else in one transaction with every beautician's advisory lock first (in one order, so two
 * visits never deadlock), the client's hold claim and the marketing consent. Answers the parts in order; undefined
 * when the exclusion constraint refused a part, after letting expired holds there go once (as attemptInSlot does).
 */
async function insertVisit(db: Database, parts: NewAppointment[], write: BookingWrite, now: Date): Promise<AppointmentRow[] | undefined> {
  const ranges = parts.map((p) => ({ beauticianId: p.beauticianId, range: { start: p.occupiedFrom, end: p.occupiedTo } }));
  if (
    insertIsAll(
      write,
      parts.map((p) => p.beauticianId),
    )
  )
    return attemptInSlots(db, ranges, now, () => insertAppointments(db, parts, writtenWith(write, now)));
  return attemptInSlots(db, ranges, now, () =>
    db.transaction(async (tx) => {
      await lockBookingsOf(
        tx,
        parts.map((p) => p.beauticianId),
      );
      if (write.outcome.status === 'reserved_unpaid' && write.outcome.hold) await claimHold(tx, write.outcome.hold, now);
      const visit = await insertAppointments(tx, parts, writtenWith(write, now));
      await afterInsert(tx, visit[0]!.id, write, now);
      return visit;
    }),
  );
}
