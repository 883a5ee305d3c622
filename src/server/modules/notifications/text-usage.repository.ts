import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { textOptOuts, textUsage } from '../../db/schema/texts.ts';

/**
 * Takes `segments` of the month's cap for a text about to go, in one statement: the month's row gains them only if
 * that stays within `cap`, so two processes sending at once cannot pass it together. Answers whether they were taken.
 */
export async function takeSegments(db: Database, month: string, segments: number, cap: number): Promise<boolean> {
  if (segments > cap) return false;
  const rows = await db
    .insert(textUsage)
    .values({ month, segments })
    .onConflictDoUpdate({
      target: textUsage.month,
      set: { segments: sql`${textUsage.segments} + ${segments}` },
      setWhere: sql`${textUsage.segments} + ${segments} <= ${cap}`,
    })
    .returning({ month: textUsage.month });
  return rows.length > 0;
}

/** Gives back the segments of a text that did not go after all. */
export async function giveBackSegments(db: Database, month: string, segments: number): Promise<void> {
  await db
    .update(textUsage)
    .set({ segments: sql`greatest(${textUsage.segments} - ${segments}, 0)` })
    .where(eq(textUsage.month, month));
}

/** The month's row, made if it is not there yet (a first text over the cap takes nothing, and makes none). */
export async function startMonth(db: Database, month: string): Promise<void> {
  await db.insert(textUsage).values({ month, segments: 0 }).onConflictDoNothing();
}

/** Marks the month's cap as told to the owner; true for the one caller that marks it (once a month). */
export async function markCapNoticed(db: Database, month: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(textUsage)
    .set({ capNoticeAt: now })
    .where(and(eq(textUsage.month, month), isNull(textUsage.capNoticeAt)))
    .returning({ month: textUsage.month });
  return rows.length > 0;
}

export async function segmentsUsed(db: Database, month: string): Promise<number> {
  const [row] = await db.select({ segments: textUsage.segments }).from(textUsage).where(eq(textUsage.month, month));
  return row?.segments ?? 0;
}

export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: textOptOuts.phone }).from(textOptOuts).where(eq(textOptOuts.phone, phone));
  return row !== undefined;
}

/** Records that a number asked for no more texts (its STOP, or the provider saying it had). */
export async function optOut(db: Database, phone: string, word: string, now: Date): Promise<void> {
  await db.insert(textOptOuts).values({ phone, word, createdAt: now }).onConflictDoNothing();
}

export async function optIn(db: Database, phone: string): Promise<boolean> {
  const rows = await db.delete(textOptOuts).where(eq(textOptOuts.phone, phone)).returning({ phone: textOptOuts.phone });
  return rows.length > 0;
}

/** The active owners' addresses: who hears that texts stopped. */
export async function ownerEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.deactivatedAt)));
  return rows.map((r) => r.email);
}
