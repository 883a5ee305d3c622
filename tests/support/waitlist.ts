import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { JoinWaitlistInput } from '../../src/core/schemas/waitlist.schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import { outboxMessages } from '../../src/server/db/schema/notifications.ts';

/**
 * A client joins the waitlist through `POST /api/waitlist` for `serviceId` with `beauticianId` (or any) in `windows`, and
 * confirms the place from the link e-mailed to them (docs/decisions/0037), unless `confirm` is false.
 */
export async function joinThroughApi(
  app: FastifyInstance,
  {
    serviceId,
    beauticianId,
    windows,
    name,
    email,
    db,
    confirm = true,
  }: {
    serviceId: string;
    beauticianId?: string;
    windows: JoinWaitlistInput['windows'];
    name: string;
    email: string;
    db: Database;
    confirm?: boolean;
  },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: {
      services: [{ serviceId, variantName: 'Standard', ...(beauticianId ? { beauticianId } : { any: true }) }],
      windows,
      client: { name, email, phone: '07400 123456' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (confirm) await confirmMailedPlace(app, db, email);
  return res.json().entryId as string;
}

/** The client opens the latest place link e-mailed to `email` and presses 'Confirm my place'. */
export async function confirmMailedPlace(app: FastifyInstance, db: Database, email: string): Promise<void> {
  const token = await linkTokenMailed(db, email, 'waitlist');
  const res = await app.inject({ method: 'POST', url: `/api/waitlist/${token}/confirm`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
}

/** The token of the latest link of `kind` ('waitlist' to leave, 'offer' to answer) e-mailed to `email`. */
export async function linkTokenMailed(db: Database, email: string, kind: 'waitlist' | 'offer'): Promise<string> {
  const mails = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, kind === 'offer' ? 'waitlist_offer' : 'waitlist_joined')))
    .orderBy(outboxMessages.createdAt);
  const tokens = mails.map((m) => new RegExp(`/${kind}/([A-Za-z0-9_-]{22})`).exec(m.textBody)?.[1]).filter(Boolean);
  if (tokens.length === 0) throw new Error(`no ${kind} link was e-mailed to ${email}`);
  return tokens.at(-1)!;
}
