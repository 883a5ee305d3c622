import { createHash, randomBytes } from 'node:crypto';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { toStaffUser } from './staff-accounts.ts';
import { deleteExpiredSessions, deleteSession, findSessionWithUser, insertSession, touchSession } from './sessions.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** last_seen_at is written at most this often, so a busy screen does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The database keeps only SHA-256 of the token, so a copy of the table opens no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const idleMs = (lifetimes: SessionLifetimes): number => lifetimes.idleHours * HOUR_MS;
const maxMs = (lifetimes: SessionLifetimes): number => lifetimes.maxDays * 24 * HOUR_MS;

/** Starts a session for the user; returns the token for the cookie and its absolute expiry. */
export async function startSession(
  db: Database,
  userId: string,
  now: Date,
  lifetimes: SessionLifetimes,
): Promise<{ token: string; expiresAt: Date }> {
  // Signing in is rare, so it is a fine moment to sweep sessions nobody will use again.
  await deleteExpiredSessions(db, now, new Date(now.getTime() - idleMs(lifetimes)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + maxMs(lifetimes));
  await insertSession(db, { tokenHash: hashToken(token), userId, now, expiresAt });
  return { token, expiresAt };
}

/** The staff member a token belongs to, or undefined when it is unknown, idle too long or past its end. */
export async function resolveSession(db: Database, token: string, now: Date, lifetimes: SessionLifetimes): Promise<StaffUser | undefined> {
  const tokenHash = hashToken(token);
  const session = await findSessionWithUser(db, tokenHash);
  if (!session) return undefined;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt.getTime() <= now.getTime() || idleFor > idleMs(lifetimes)) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (idleFor >= TOUCH_EVERY_MS) await touchSession(db, tokenHash, now);
  return toStaffUser(session.user);
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}
