import { penceToPounds } from '../../../core/money.ts';
import { WAITLIST_MESSAGES, type AdminWaitlist, type StaffOffer, type WaitlistPriority } from '../../../core/schemas/waitlist.schema.ts';
import { inOfferOrder } from '../../../core/waitlist/priority.ts';
import { AppError } from '../../errors.ts';
import { SLOT_TAKEN_MESSAGE } from '../booking/create-booking.ts';
import { findAppointment } from '../booking/bookings.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { holdForOffer } from './refill.service.ts';
import { confirmWaitingPlace } from './place.service.ts';
import { withdrawOpenOffer } from './waiting-client.service.ts';
import { endEntry, endPassedEntries, findEntry, waitingEntries } from './waitlist.repository.ts';
import { settleWaitlist, type WaitlistDeps } from './settle.service.ts';

// The waitlist as reception sees it (issue 28): who waits, in the order they will be offered a time, each with their live
// offer; and a time offered to one of them by hand.

/** `GET /api/waitlist/entries`: everyone waiting with a window ahead, in the salon's priority order. */
export async function listWaitlist(deps: WaitlistDeps, now: Date): Promise<AdminWaitlist> {
  const { db } = deps;
  await settleWaitlist(deps, now);
  await endPassedEntries(db, now);
  const { settings } = await loadSalon(db);
  const rows = await waitingEntries(db, now);
  const offerOf = new Map(rows.map((r) => [r.entry.id, r.offer]));
  const ordered = inOfferOrder(
    rows.map((r) => r.entry),
    settings.waitlistPriority as WaitlistPriority,
  );
  const entries = await Promise.all(
    ordered.map(async (entry) => {
      const offer = offerOf.get(entry.id);
      const hold = offer?.appointmentId ? await findAppointment(db, offer.appointmentId) : undefined;
      return {
        _id: entry.id,
        clientName: entry.clientName,
        clientEmail: entry.clientEmail,
        clientPhone: entry.clientPhone,
        services: entry.servicesLabel,
        visit: entry.services.map((item) => ({
          serviceId: item.serviceId,
          variantName: item.variantName,
          beauticianId: item.any ? null : (item.beauticianId ?? null),
        })),
        windows: entry.windows,
        createdAtISO: entry.createdAt.toISOString(),
        value: penceToPounds(entry.valuePence),
        newClient: entry.newClient,
        confirmed: entry.confirmedAt !== null,
        offer: offer
          ? {
              _id: offer.id,
              startISO: offer.startAt.toISOString(),
              expiresAtISO: offer.expiresAt.toISOString(),
              beauticianName: hold?.beauticianName ?? '',
              byStaff: offer.offeredByStaffId !== null,
            }
          : null,
      };
    }),
  );
  return { entries };
}

/**
 * `POST /api/waitlist/entries/:id/offer`: reception offers a waiting client a time by hand (e.g. after a phone call),
 * held and told exactly as a freed time is. Any time the visit fits now, in the client's windows or not: reception has
 * agreed it with them, and their place counts as confirmed. Refused when the time is not free, or the client already has a
 * live offer.
 */
export async function offerByHand(
  deps: WaitlistDeps,
  entryId: string,
  body: StaffOffer,
  { now, staffId }: { now: Date; staffId: string | undefined },
): Promise<AdminWaitlist> {
  const { db, mail } = deps;
  await settleWaitlist(deps, now);
  const found = await findEntry(db, entryId);
  if (!found) throw AppError.notFound('Waitlist entry');
  if (found.status !== 'waiting') throw AppError.conflict('NOT_WAITING', WAITLIST_MESSAGES.notWaiting);
  // Reception has spoken to the client: their place counts as confirmed (docs/decisions/0037), and is texted as one.
  if (!found.confirmedAt) await db.transaction((tx) => confirmWaitingPlace(tx, found, now));
  const entry = (await findEntry(db, entryId))!;
  const { settings } = await loadSalon(db);
  const result = await holdForOffer(db, { mail, settings, now }, entry, {
    start: new Date(body.startISO),
    beauticianId: body.beauticianId,
    staffId,
  });
  if (result === 'taken') throw AppError.conflict('SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
  if (result === 'busy') throw AppError.conflict('OFFER_LIVE', 'This client already has a time offered. Wait for their answer first.');
  return listWaitlist(deps, now);
}

export const REMOVED_REASON = 'Removed from the waitlist by staff';

/**
 * `POST /api/waitlist/entries/:id/remove`: reception takes a place off the list (the client rang to say so, or it is
 * not a real client). Its live offer, if not taken up, is let go for the next client. Removed already, it answers the
 * list as it is; a place that ended otherwise (booked, left) is refused.
 */
export async function removePlace(
  deps: WaitlistDeps,
  entryId: string,
  { now, staffId }: { now: Date; staffId: string | null },
): Promise<AdminWaitlist> {
  const { db } = deps;
  // An offer taken up meanwhile is a booking: settled first, so it is not withdrawn.
  await settleWaitlist(deps, now);
  const entry = await findEntry(db, entryId);
  if (!entry) throw AppError.notFound('Waitlist entry');
  if (entry.status !== 'waiting' && entry.status !== 'removed') throw AppError.conflict('NOT_WAITING', WAITLIST_MESSAGES.notWaiting);
  await db.transaction(async (tx) => {
    if (await endEntry(tx, entryId, 'removed', now, staffId)) await withdrawOpenOffer(tx, entryId, now, REMOVED_REASON);
  });
  return listWaitlist(deps, now);
}
