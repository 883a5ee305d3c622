import { and, asc, count, desc, eq, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { STAFF_MESSAGE_KINDS } from '../../../core/schemas/notifications.schema.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessages(db: Database, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(outboxMessages).values(rows);
}

/** Newest first; id breaks ties so pages never overlap. Without `withStaffMail`, set-password links are left out. */
export async function listOutboxPage(
  db: Database,
  page: number,
  pageSize: number,
  withStaffMail: boolean,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const shown = withStaffMail ? undefined : notInArray(outboxMessages.kind, [...STAFF_MESSAGE_KINDS]);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(shown)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outboxMessages).where(shown),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findOutboxMessage(db: Database, id: string, withStaffMail: boolean): Promise<OutboxRow | undefined> {
  const shown = withStaffMail ? undefined : notInArray(outboxMessages.kind, [...STAFF_MESSAGE_KINDS]);
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), shown));
  return row;
}

/**
 * Takes the next due message for this process: the row lock (SKIP LOCKED) lets concurrent claimers pass
 * each other, and the lease (`claimed_until`) keeps everyone else off it until it is marked, or until the lease
 * runs out because the claimer died. The attempt is counted here, so a crash mid-send still counts.
 */
export async function claimDueMessage(db: Database, now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'queued'),
          lte(outboxMessages.nextAttemptAt, now),
          or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [row] = await tx
      .update(outboxMessages)
      .set({ claimedUntil: leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, due.id))
      .returning();
    return row;
  });
}

export type ClaimedOutcome =
  { status: 'sent' | 'stored'; at: Date } | { status: 'failed'; error: string } | { status: 'queued'; error: string; nextAttemptAt: Date };

/** Records what became of a claimed message and releases the lease. */
export async function settleClaimedMessage(db: Database, id: string, outcome: ClaimedOutcome): Promise<void> {
  const values = settledValues(outcome);
  await db
    .update(outboxMessages)
    .set({ ...values, claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

function settledValues(outcome: ClaimedOutcome): Partial<NewOutboxRow> {
  switch (outcome.status) {
    case 'sent':
    case 'stored':
      return { status: outcome.status, sentAt: outcome.at, lastError: null };
    case 'failed':
      return { status: 'failed', lastError: outcome.error };
    case 'queued':
      return { status: 'queued', lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt };
  }
}
