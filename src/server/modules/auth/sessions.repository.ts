import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/auth.ts';

export interface SessionWithUser {
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: { id: string; name: string; email: string; role: string; beauticianId: string | null };
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  const { tokenHash, userId, now, expiresAt } = session;
  // Times come from the app's clock, not the database's now(), so expiry follows one clock.
  await db.insert(staffSessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now, expiresAt });
}

export async function findSessionWithUser(db: Database, tokenHash: string): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({
      tokenHash: staffSessions.tokenHash,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      user: {
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        role: staffUsers.role,
        beauticianId: staffUsers.beauticianId,
      },
    })
    .from(staffSessions)
    // A deactivated account's sessions are deleted with it; the join refuses any it might still have.
    .innerJoin(staffUsers, and(eq(staffUsers.id, staffSessions.userId), isNull(staffUsers.deactivatedAt)))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

export async function touchSession(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Removes sessions past their absolute expiry or idle for longer than allowed. */
export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)));
}
