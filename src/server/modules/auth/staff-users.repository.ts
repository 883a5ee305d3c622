import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/auth.ts';

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffByEmail(db: Database, email: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return row;
}

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return row?.n ?? 0;
}

/**
 * Inserts the account, or replaces the password (and the name, when one is given) of the one with that
 * e-mail. Changing a password ends that person's sessions: whoever knew the old one is signed out.
 */
export async function upsertStaff(
  db: Database,
  account: { email: string; name: string | undefined; defaultName: string; passwordHash: string },
): Promise<{ row: StaffUserRow; created: boolean }> {
  const { email, name, defaultName, passwordHash } = account;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email));
    if (existing) {
      const [row] = await tx
        .update(staffUsers)
        .set({ name: name ?? existing.name, passwordHash })
        .where(eq(staffUsers.id, existing.id))
        .returning();
      await tx.delete(staffSessions).where(eq(staffSessions.userId, existing.id));
      return { row: row!, created: false };
    }
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: name ?? defaultName, passwordHash })
      .returning();
    return { row: row!, created: true };
  });
}

/** Sets a new password and ends that person's other sessions (whoever knew the old one is signed out). */
export async function replacePassword(db: Database, userId: string, passwordHash: string, keepSessionHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(and(eq(staffSessions.userId, userId), ne(staffSessions.tokenHash, keepSessionHash)));
  });
}
