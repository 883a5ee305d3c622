import { and, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { staffTokens } from '../../db/schema.ts';

type Executor = Database | Transaction;
export type StaffTokenPurpose = 'first_run';

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
