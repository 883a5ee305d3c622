import { randomUUID } from 'node:crypto';
import type { VisitSlot } from '../../../core/availability/visit-slots.ts';
import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import { ANY_BEAUTICIAN } from '../../../core/schemas/visit-availability.schema.ts';
import { MAX_OFFERS_PER_PLACE, type WaitlistPriority } from '../../../core/schemas/waitlist.schema.ts';
import { offerExpiry } from '../../../core/waitlist/offer-expiry.ts';
import { inOfferOrder } from '../../../core/waitlist/priority.ts';
import { startsInWindow, windowsAhead } from '../../../core/waitlist/windows.ts';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { Database } from '../../db/client.ts';
import { uniqueRefused } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { visitSlotsOn } from '../availability/visit-availability.service.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';
import { createBooking, isSlotTaken } from '../booking/create-booking.ts';
import { isHoldLimit, type HoldClaim } from '../booking/unpaid-holds.service.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { hashManageToken, newManageToken } from '../notifications/manage-token.ts';
import { offerUrl, queueEnded, queueOffer } from './waitlist-messages.ts';
import { settleWaitlist, type WaitlistDeps } from './settle.service.ts';
import { insertOffer, offeredStarts } from './waitlist-offers.repository.ts';
import { endEntry, endPassedEntries, lockWaitingEntry, waitingEntries, waitlistActive, type EntryRow } from './waitlist.repository.ts';

// The waitlist refilling freed time (issue 28, docs/decisions/0036). Whatever frees time (a cancellation by anyone, a
// lapsed hold, a move, a shortened visit, time off removed, longer hours), the search is the same: each waiting entry,
// in the salon's priority, is offered the first time in its windows where its whole visit fits right now. The offer
// holds that time exactly as an unpaid hold does (an appointment the exclusion constraint guards), written with the
// offer in one transaction; one open offer per entry is a unique index. So two searches at once (two processes, a
// cancellation racing a move) offer a time once, and never the same entry twice.

/** How many of an entry's free starts are tried when others take them first, before the next entry's turn. */
const TRIES_PER_ENTRY = 3;

export interface RefillResult {
  offered: number;
}

/**
 * Settles ended offers, ends entries whose windows have passed, and offers free time to the entries waiting without an
 * offer. Safe to run in any number of processes at once. Costs one query when nobody is waiting.
 */
export async function refillWaitlist(deps: WaitlistDeps, now: Date): Promise<RefillResult> {
  const { db, mail } = deps;
  if (!(await waitlistActive(db))) return { offered: 0 };
  await settleWaitlist(deps, now);
  await endPassedEntries(db, now);
  const { settings } = await loadSalon(db);
  if (!settings.waitlistEnabled) return { offered: 0 };
  // Only a place its client confirmed from their e-mail is offered a time (docs/decisions/0037).
  const waiting = (await waitingEntries(db, now)).filter((r) => !r.offer && r.entry.confirmedAt !== null).map((r) => r.entry);
  const offered = await offeredStarts(
    db,
    waiting.map((e) => e.id),
  );
  const pass = newPass(db, now);
  let count = 0;
  for (const entry of inOfferOrder(waiting, settings.waitlistPriority as WaitlistPriority)) {
    const before = offered.get(entry.id);
    if ((before?.offers ?? 0) >= MAX_OFFERS_PER_PLACE) await endLetGoPlace(db, { mail, settings, now }, entry);
    else if (await offerFreeTime(db, { mail, settings, now }, pass, { entry, before: before?.starts })) count++;
  }
  return { offered: count };
}

/** A place that let MAX_OFFERS_PER_PLACE of the refill's offers go ends, and its client is told (docs/decisions/0037). */
async function endLetGoPlace(db: Database, { mail, settings, now }: OfferContext, entry: EntryRow): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    if (!(await endEntry(tx, entry.id, 'ended', now))) return false;
    await queueEnded(tx, settings, entry, now);
    return true;
  });
  if (ended) mail.afterCommit();
}

interface OfferContext {
  mail: BookingMail;
  settings: SalonSettingsRow;
  now: Date;
}

/**
 * What one pass has learnt: each visit's free starts on a day, searched once however many wait for the same visit (a
 * popular Saturday) until an offer holds time that day (then searched afresh, so the next client in line is offered
 * what is still free, not a start the hold overlaps), and the starts found taken by others, not tried again.
 */
interface Pass {
  freeOn(entry: EntryRow, date: string): Promise<VisitSlot[]>;
  /** an offer now holds time on `date`: what was free that day is asked again */
  heldOn(date: string): void;
  gone: Set<string>;
}

function newPass(db: Database, now: Date): Pass {
  const days = new Map<string, Promise<VisitSlot[]>>();
  return {
    freeOn(entry, date) {
      const key = JSON.stringify([date, entry.services]);
      let slots = days.get(key);
      if (!slots) days.set(key, (slots = freeStarts(db, entry, date, now)));
      return slots;
    },
    heldOn(date) {
      for (const key of days.keys()) if (key.startsWith(JSON.stringify([date]).slice(0, -1))) days.delete(key);
    },
    gone: new Set(),
  };
}

/** A start and who would do it: what one offer holds. */
const slotKey = (slot: VisitSlot): string => `${slot.start.getTime()} ${slot.parts.map((p) => p.beauticianId).join(' ')}`;

/** Offers the entry the first free time in its windows it was not offered `before`; whether it was offered one. */
async function offerFreeTime(
  db: Database,
  context: OfferContext,
  pass: Pass,
  { entry, before }: { entry: EntryRow; before: ReadonlySet<number> | undefined },
) {
  let tries = 0;
  for (const window of windowsAhead(entry.windows, context.now, context.settings.timeZone)) {
    for (const slot of await pass.freeOn(entry, window.date)) {
      const key = slotKey(slot);
      if (!startsInWindow(slot.start, window, context.settings.timeZone) || before?.has(slot.start.getTime()) || pass.gone.has(key))
        continue;
      const result = await holdForOffer(db, context, entry, { start: slot.start });
      if (result === 'busy') return false;
      if (result === 'offered') {
        pass.heldOn(window.date);
        return true;
      }
      pass.gone.add(key);
      if (++tries >= TRIES_PER_ENTRY) return false;
    }
  }
  return false;
}

/** The entry's visit's free starts on a date; none when its services or beauticians are no longer booked online. */
async function freeStarts(db: Database, entry: EntryRow, date: string, now: Date): Promise<VisitSlot[]> {
  try {
    return await visitSlotsOn(db, visitItemsOf(entry), date, now);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) return [];
    throw err;
  }
}

const visitItemsOf = (entry: EntryRow) => ({
  service: entry.services.map((s) => s.serviceId),
  variant: entry.services.map((s) => s.variantName),
  beautician: entry.services.map((s) => (s.any ? ANY_BEAUTICIAN : s.beauticianId!)),
  oneBeautician: undefined,
});

/** The entry's visit as a booking names it, at `start`, `beauticianId` doing its first service when given. */
export function bookingOf(entry: EntryRow, start: Date, requestId: string, beauticianId?: string): CreateBooking {
  const [first, ...also] = entry.services;
  const named = beauticianId ? { beauticianId, any: false } : { beauticianId: first!.beauticianId, any: first!.any };
  return {
    ...first!,
    ...named,
    startISO: start.toISOString(),
    client: { name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone, notes: '' },
    mode: 'pay_in_salon',
    requestId,
    marketingConsent: false,
    keepCard: false,
    also,
  };
}

/** Thrown inside an offer's transaction when its client is no longer waiting: nothing of it is written. */
class NoLongerWaiting extends Error {}

/**
 * An offer the refill makes is one of the client's unpaid holds (docs/decisions/0019, 0037): counted against the cap by
 * their e-mail, phone and the address they joined from, so a place cannot hold more of the diary than a client at the
 * checkout can. One reception offers by hand is the salon's decision and claims none (it still counts for the rest).
 */
function offerHoldClaim(entry: EntryRow, settings: SalonSettingsRow): HoldClaim {
  return {
    client: { addressHash: entry.holdAddressHash ?? '', email: emailKey(entry.clientEmail), phone: phoneKey(entry.clientPhone) },
    max: settings.maxUnpaidHoldsPerClient,
  };
}

/**
 * Holds `start` for the entry and writes its offer and messages with the hold, in one transaction: 'offered'; 'taken'
 * when the time went to someone else first; 'busy' when another search has just offered this entry a time, the client
 * is no longer waiting (left, erased or booked since the list was read), or holds as many unpaid times as a client may.
 */
export async function holdForOffer(
  db: Database,
  { mail, settings, now }: OfferContext,
  entry: EntryRow,
  { start, beauticianId, staffId }: { start: Date; beauticianId?: string; staffId?: string },
): Promise<'offered' | 'taken' | 'busy'> {
  const token = newManageToken();
  const requestId = randomUUID();
  const expiresAt = offerExpiry(now, start, settings.waitlistOfferMinutes);
  const offerId = randomUUID();
  const alsoWrite = async (tx: Database, appointmentId: string) => {
    if (!(await lockWaitingEntry(tx, entry.id))) throw new NoLongerWaiting();
    await insertOffer(tx, {
      id: offerId,
      entryId: entry.id,
      appointmentId,
      requestId,
      startAt: start,
      expiresAt,
      tokenHash: hashManageToken(token),
      offeredByStaffId: staffId ?? null,
      createdAt: now,
    });
    const visit = await visitPartsOf(tx, appointmentId);
    await queueOffer(tx, settings, { entry, visit, expiresAt, link: offerUrl(mail.publicUrl, token), offerId }, now);
  };
  try {
    await createBooking(db, bookingOf(entry, start, requestId, beauticianId), now, {
      status: 'reserved_unpaid',
      holdExpiresAt: expiresAt,
      hold: staffId ? undefined : offerHoldClaim(entry, settings),
      alsoWrite,
    });
  } catch (err) {
    if (isSlotTaken(err)) return 'taken';
    if (uniqueRefused(err, 'waitlist_offers_open_idx') || err instanceof NoLongerWaiting || isHoldLimit(err)) return 'busy';
    throw err;
  }
  mail.afterCommit();
  return 'offered';
}
