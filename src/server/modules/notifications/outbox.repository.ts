import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PreparedPart } from '../../db/prepared.ts';
import { manageTokens, outboxMessages } from '../../db/schema/notifications.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessages(db: Database, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(outboxMessages).values(rows);
}

/** Inserts messages that carry a dedupe key, each only if none with its key exists. Answers how many were new. */
export async function insertTextRows(db: Database, rows: NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(outboxMessages)
    .values(rows)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted.length;
}

/**
 * An owed message (docs/decisions/0033): its row (kind, booking, recipient) is written in the booking's transaction,
 * its parts after the commit. Until then its parts are empty (a written message always has an HTML part), and no
 * claim takes it.
 */
const owed = and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.htmlBody, ''))!;
const queued = eq(outboxMessages.status, 'queued');

/** An owed confirmation's row: its id (made by the caller, who writes it later), booking and recipient. */
export interface OwedRow {
  id: string;
  appointmentId: string;
  toAddress: string;
}

/** The owed rows as a statement of our own: drizzle's insert builder spends a tenth of a millisecond on it. */
function owedInsert(rows: OwedRow[], now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const values = rows.map(
    (r) => sql`(${r.id}::uuid, 'booking_confirmed', ${r.appointmentId}::uuid, ${r.toAddress}, '', '', '', 'queued', ${at}, ${at})`,
  );
  return sql`insert into ${outboxMessages} (id, kind, appointment_id, to_address, subject, text_body, html_body, status, next_attempt_at, created_at)
    values ${sql.join(values, sql`, `)} returning id`;
}

/** Records a booking's confirmation as owed, in the transaction that confirms the booking. */
export async function insertOwedMessages(tx: Database, rows: OwedRow[], now: Date): Promise<void> {
  if (rows.length > 0) await tx.execute(owedInsert(rows, now));
}

/** A message rendered before the statement that writes its booking (docs/decisions/0033). */
export interface RenderedRow {
  id: string;
  kind: string;
  appointmentId: string;
  toAddress: string;
  parts: WrittenParts;
  /** 'sms': a text, its parts empty until it is sent (text-queue.ts); an e-mail by default */
  channel?: Channel;
  dedupeKey?: string | null;
}

/**
 * Rendered messages of a booking about to be written, and the token of the manage link one of them carries, as a part
 * of the prepared statement that writes the booking (`db.with(...)`): the booking, its messages and its token in one
 * round trip. Their references to the booking are checked at the end of that statement, once it is written.
 */
export function renderedMessagesInsert(
  rows: RenderedRow[],
  token: { hash: string; appointmentId: string } | undefined,
  now: Date,
): PreparedPart<WithSubquery[]> {
  const at = sql`${sql.placeholder('m_at')}::timestamptz`;
  const field = (i: number, name: string) => sql.placeholder(`m${i}_${name}`);
  const build = (db: Database) => {
    const values = rows.map((_, i) => {
      const [id, kind, appointmentId, to, subject, text, html, ics, method, channel, dedupe] = MESSAGE_FIELDS.map((name) => field(i, name));
      return sql`(${id}::uuid, ${kind}, ${appointmentId}::uuid, ${to}, ${subject}, ${text}, ${html}, ${ics}, ${method}, ${channel}, ${dedupe}, 'queued', ${at}, ${at})`;
    });
    const messages = db.$with('rendered_messages', { id: sql<string>`id` }).as(
      rows.length > 0
        ? sql`insert into ${outboxMessages} (id, kind, appointment_id, to_address, subject, text_body, html_body, ics, ics_method, channel, dedupe_key, status, next_attempt_at, created_at)
    values ${sql.join(values, sql`, `)} returning id`
        : sql`select null::uuid as id where false`,
    );
    if (!token) return [messages];
    const link = db
      .$with('manage_token', { tokenHash: sql<string>`token_hash` })
      .as(
        sql`insert into ${manageTokens} (token_hash, appointment_id, created_at) values (${sql.placeholder('t_hash')}, ${sql.placeholder('t_appointment')}::uuid, ${at}) returning token_hash`,
      );
    return [messages, link];
  };
  const values: Record<string, unknown> = { m_at: now.toISOString() };
  rows.forEach(({ id, kind, appointmentId, toAddress, parts: p, channel = 'email', dedupeKey = null }, i) => {
    const row = [
      id,
      kind,
      appointmentId,
      toAddress,
      p.subject,
      p.textBody,
      p.htmlBody,
      p.ics ?? null,
      p.icsMethod ?? null,
      channel,
      dedupeKey,
    ];
    MESSAGE_FIELDS.forEach((name, n) => (values[`m${i}_${name}`] = row[n]));
  });
  if (token) Object.assign(values, { t_hash: token.hash, t_appointment: token.appointmentId });
  return { build, shape: `messages:${rows.length}:${token ? 'token' : 'none'}`, values };
}

const MESSAGE_FIELDS = ['id', 'kind', 'appointment', 'to', 'subject', 'text', 'html', 'ics', 'method', 'channel', 'dedupe'];

/** What writing an owed message fills in. */
export type WrittenParts = Pick<NewOutboxRow, 'subject' | 'textBody' | 'htmlBody' | 'ics' | 'icsMethod'>;

/**
 * Writes owed messages' parts, each only if it is still owed (not written, not given up, not erased), in one
 * statement, and answers the ids this call wrote: of two writers at once, the second waits on the first's row lock
 * and then finds the row written, so exactly one writes each. The message carrying a manage link (`link`) stores the
 * link's token in the same statement, so a token exists exactly when the message with its link does.
 */
export async function writeOwedMessages(
  db: Database,
  messages: { id: string; parts: WrittenParts }[],
  { now, link }: { now: Date; link?: { messageId: string; tokenHash: string } },
): Promise<string[]> {
  if (messages.length === 0) return [];
  const values = sql.join(
    messages.map(
      ({ id, parts: p }) => sql`(${id}::uuid, ${p.subject}, ${p.textBody}, ${p.htmlBody}, ${p.ics ?? null}, ${p.icsMethod ?? null})`,
    ),
    sql`, `,
  );
  // Both drivers answer execute() with { rows } (drizzle types it per driver, so it is read through a cast).
  const result = (await db.execute(sql`
    with written as (
      update ${outboxMessages} as o
      set subject = v.subject, text_body = v.text_body, html_body = v.html_body, ics = v.ics, ics_method = v.ics_method
      from (values ${values}) as v (id, subject, text_body, html_body, ics, ics_method)
      where o.id = v.id and o.status = 'queued' and o.html_body = ''
      returning o.id, o.appointment_id
    ), token as (
      insert into ${manageTokens} (token_hash, appointment_id, created_at)
      select ${link?.tokenHash ?? null}::text, appointment_id, ${now.toISOString()}::timestamptz
      from written where id = ${link?.messageId ?? null}::uuid
    )
    select id from written`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/**
 * Owed messages made before `before` (their booking's process never wrote them), locked for the rest of the
 * transaction (SKIP LOCKED): two processes' jobs take different ones, and a late writer of the same message waits,
 * then finds it written.
 */
export function lockOwedMessages(tx: Database, before: Date, max: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(outboxMessages)
    .where(and(queued, owed, eq(outboxMessages.kind, 'booking_confirmed'), lte(outboxMessages.createdAt, before)))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
    .limit(max)
    .for('update', { skipLocked: true });
}

/** An owed message that cannot be written (its booking is gone): kept, failed, with the reason, for the Outbox. */
export async function giveUpOwedMessage(tx: Database, id: string, reason: string): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(outboxMessages.id, id), queued, owed));
}

/**
 * The ids of up to `max` due messages, oldest first, for a statement to take: the row locks (SKIP LOCKED) let
 * concurrent takers pass each other. An owed message is not due until it is written.
 */
function dueMessageIds(db: Database, now: Date, max: number, channels: readonly Channel[]) {
  return db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        queued,
        inArray(outboxMessages.channel, [...channels]),
        or(eq(outboxMessages.channel, 'sms'), ne(outboxMessages.htmlBody, '')),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
    .limit(max)
    .for('update', { skipLocked: true });
}

/**
 * Takes up to `max` due messages for this process in one statement; the lease (`claimed_until`) keeps everyone else
 * off them until each is marked, or until the lease runs out because the claimer died. The attempt is counted here,
 * so a crash mid-send still counts. Oldest first.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  leaseUntil: Date,
  max: number,
  channels: readonly Channel[],
): Promise<OutboxRow[]> {
  const rows = await db
    .update(outboxMessages)
    .set({ claimedUntil: leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, dueMessageIds(db, now, max, channels)))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
}

/** Without SMTP: marks up to `max` due e-mails stored (kept for the Outbox), one try each, in one statement. Answers how many. */
export async function storeDueMessages(db: Database, now: Date, max: number): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ ...settledValues({ status: 'stored', at: now }), attempts: sql`${outboxMessages.attempts} + 1`, claimedUntil: null })
    .where(inArray(outboxMessages.id, dueMessageIds(db, now, max, ['email'])))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

export type Channel = 'email' | 'sms';

/**
 * What became of a claimed message: sent (a text with the provider's id for it), stored (no SMTP or text provider),
 * failed for good, skipped (a text that was not to go: see TEXT_NOT_SENT), or queued again for a later try.
 */
export type ClaimedOutcome =
  | { status: 'sent' | 'stored'; at: Date; providerId?: string }
  | { status: 'failed' | 'skipped'; error: string }
  | { status: 'queued'; error: string; nextAttemptAt: Date };

/**
 * Records what became of a claimed message and releases the lease. Answers whether this call settled it (false: it
 * was settled already, by someone whose lease came after ours ran out).
 */
export async function settleClaimedMessage(db: Database, id: string, outcome: ClaimedOutcome): Promise<boolean> {
  const values = settledValues(outcome);
  const rows = await db
    .update(outboxMessages)
    .set({ ...values, claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** A text's words, rendered as it is about to go (kept, so a retry sends the same). */
export async function writeTextBody(db: Database, id: string, text: { body: string; subject: string; segments: number }): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ textBody: text.body, subject: text.subject, segments: text.segments })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

function settledValues(outcome: ClaimedOutcome): Partial<NewOutboxRow> {
  switch (outcome.status) {
    case 'sent':
    case 'stored':
      return {
        status: outcome.status,
        sentAt: outcome.at,
        lastError: null,
        ...(outcome.providerId ? { providerId: outcome.providerId } : {}),
      };
    case 'failed':
    case 'skipped':
      return { status: outcome.status, lastError: outcome.error };
    case 'queued':
      return { status: 'queued', lastError: outcome.error, nextAttemptAt: outcome.nextAttemptAt };
  }
}

/** A sent text the provider delivered. */
export async function markTextDelivered(db: Database, providerId: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'delivered' })
    .where(and(eq(outboxMessages.providerId, providerId), eq(outboxMessages.channel, 'sms'), eq(outboxMessages.status, 'sent')));
}

/** A sent text the provider could not deliver: answers it, once, for its fallback. */
export async function markTextUndelivered(
  db: Database,
  providerId: string,
  reason: string,
): Promise<Pick<OutboxRow, 'kind' | 'appointmentId'> | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'failed', lastError: reason })
    .where(and(eq(outboxMessages.providerId, providerId), eq(outboxMessages.channel, 'sms'), eq(outboxMessages.status, 'sent')))
    .returning({ kind: outboxMessages.kind, appointmentId: outboxMessages.appointmentId });
  return row;
}
