import { MAX_WAITING_PER_CLIENT, WAITLIST_MESSAGES, type WaitlistEntryPublic } from '../../../core/schemas/waitlist.schema.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashManageToken } from '../notifications/manage-token.ts';
import { settleWaitlist, type WaitlistDeps } from './settle.service.ts';
import { withdrawOpenOffer } from './waiting-client.service.ts';
import {
  clientRecordFor,
  confirmEntry,
  endEntry,
  expireUnconfirmed,
  findEntryByToken,
  lockWaitingOf,
  type EntryRow,
} from './waitlist.repository.ts';

// A client's own place on the waitlist, through the link of its e-mail (issue 28, docs/decisions/0036 and 0037): seen,
// confirmed (only then is it offered a time or texted), left.

export const LEFT_REASON = 'Left the waitlist';

const entryNotFound = () => new AppError('NOT_FOUND', 'This waitlist link is not valid.', 404);

async function entryOfLink(db: Database, token: string): Promise<EntryRow> {
  const entry = await findEntryByToken(db, hashManageToken(token));
  if (!entry) throw entryNotFound();
  return entry;
}

const publicView = (entry: EntryRow): WaitlistEntryPublic => ({
  status: entry.status as WaitlistEntryPublic['status'],
  confirmed: entry.confirmedAt !== null,
  clientName: entry.clientName,
  services: entry.servicesLabel,
  windows: entry.windows,
});

/** Finds the link's place, expiring it first if it was not confirmed in time (this place alone). */
async function currentEntry(db: Database, token: string, now: Date): Promise<EntryRow> {
  const entry = await entryOfLink(db, token);
  if (entry.status !== 'waiting' || entry.confirmedAt) return entry;
  return (await expireUnconfirmed(db, now, { entryId: entry.id })) > 0 ? entryOfLink(db, token) : entry;
}

/** `GET /api/waitlist/:token`: the client's own place on the waitlist (a place not confirmed in time has expired). */
export async function viewEntry(db: Database, token: string, now: Date): Promise<WaitlistEntryPublic> {
  return publicView(await currentEntry(db, token, now));
}

/**
 * Confirms a waiting place in the caller's transaction, under its e-mail's lock: its client has shown they hold the
 * e-mail (or reception spoke to them), so it now has a client record and counts as one of their confirmed places.
 * Refused when the e-mail already has MAX_WAITING_PER_CLIENT confirmed. False when it was confirmed already.
 */
export async function confirmWaitingPlace(tx: Transaction, entry: EntryRow, now: Date): Promise<boolean> {
  if (entry.confirmedAt) return false;
  const waiting = await lockWaitingOf(tx, entry.clientEmail);
  if (waiting.confirmed >= MAX_WAITING_PER_CLIENT) throw new AppError('WAITLIST_PLACES', WAITLIST_MESSAGES.tooManyPlaces, 429);
  const clientId = await clientRecordFor(tx, { name: entry.clientName, email: entry.clientEmail, phone: entry.clientPhone });
  return confirmEntry(tx, entry.id, clientId, now);
}

/**
 * `POST /api/waitlist/:token/confirm`: the client shows they hold the e-mail the place was made with, and it starts to
 * wait for real: the refill after this request offers it whatever is free in its windows. A button on the place's
 * page, not the link itself, confirms it, so a mail scanner opening links confirms nothing. Sent again, it answers the
 * same; a place that has ended or expired is refused, naming why.
 */
export async function confirmPlace(db: Database, token: string, now: Date): Promise<WaitlistEntryPublic> {
  const entry = await currentEntry(db, token, now);
  if (entry.status === 'waiting') {
    await db.transaction((tx) => confirmWaitingPlace(tx, entry, now));
    return publicView(await entryOfLink(db, token));
  }
  if (entry.status === 'expired') throw AppError.conflict('PLACE_EXPIRED', WAITLIST_MESSAGES.entryExpired);
  throw AppError.conflict('PLACE_ENDED', WAITLIST_MESSAGES.entryEnded);
}

/**
 * `POST /api/waitlist/:token/leave`: the client leaves the list. A live offer they have not taken up is withdrawn and
 * its time freed for the next client. Sent again, it answers the same.
 */
export async function leaveWaitlist(deps: WaitlistDeps, token: string, now: Date): Promise<WaitlistEntryPublic> {
  const { db } = deps;
  // An offer taken up meanwhile is a booking: settled first, so it is not withdrawn.
  await settleWaitlist(deps, now);
  const entry = await entryOfLink(db, token);
  await db.transaction(async (tx) => {
    if (await endEntry(tx, entry.id, 'left', now)) await withdrawOpenOffer(tx, entry.id, now, LEFT_REASON);
  });
  return publicView(await entryOfLink(db, token));
}
