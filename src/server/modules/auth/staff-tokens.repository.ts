import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { staffTokens } from '../../db/schema/auth.ts';

type Executor = Database | Transaction;
export type StaffTokenPurpose = 'first_run' | 'set_password';

export async function insertStaffToken(
  db: Executor,
  token: { tokenHash: string; purpose: StaffTokenPurpose; userId?: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffTokens).values(token);
}

/** True when a token with that hash and purpose exists and has not expired. */
export async function liveStaffTokenExists(db: Executor, tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: staffTokens.tokenHash })
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, tokenHash), eq(staffTokens.purpose, purpose), gt(staffTokens.expiresAt, now)));
  return row !== undefined;
}

export async function deleteStaffTokens(db: Executor, purpose: StaffTokenPurpose): Promise<void> {
  await db.delete(staffTokens).where(eq(staffTokens.purpose, purpose));
}

/** The person a live token of that purpose belongs to, or undefined (unknown, expired or already used). */
export async function findLiveStaffToken(
  db: Executor,
  tokenHash: string,
  purpose: StaffTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: staffTokens.userId })
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, tokenHash), eq(staffTokens.purpose, purpose), gt(staffTokens.expiresAt, now)));
  return row?.userId ?? undefined;
}

/** Spends a live token: of two requests with it at once, one gets its person, the other undefined. */
export async function takeStaffToken(db: Executor, tokenHash: string, purpose: StaffTokenPurpose, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(staffTokens)
    .where(and(eq(staffTokens.tokenHash, tokenHash), eq(staffTokens.purpose, purpose), gt(staffTokens.expiresAt, now)))
    .returning({ userId: staffTokens.userId });
  return row?.userId ?? undefined;
}

/** Spends every token of one person for that purpose (a newer link replaces the older ones). */
export async function deleteUserStaffTokens(db: Executor, userId: string, purpose: StaffTokenPurpose): Promise<void> {
  await db.delete(staffTokens).where(and(eq(staffTokens.userId, userId), eq(staffTokens.purpose, purpose)));
}
