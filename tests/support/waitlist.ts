import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { JoinWaitlistInput } from '../../src/core/schemas/waitlist.schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import { outboxMessages } from '../../src/server/db/schema/notifications.ts';

/** A client joins the waitlist through `POST /api/waitlist` for `serviceId` with `beauticianId` (or any) in `windows`. */
export async function joinThroughApi(
  app: FastifyInstance,
  {
    serviceId,
    beauticianId,
    windows,
    name,
    email,
  }: { serviceId: string; beauticianId?: string; windows: JoinWaitlistInput['windows']; name: string; email: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: {
      services: [{ serviceId, variantName: 'Standard', ...(beauticianId ? { beauticianId } : { any: true }) }],
      windows,
      client: { name, email, phone: '07911 123456' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entryId as string;
}

/** The token of the latest link of `kind` ('waitlist' to leave, 'offer' to answer) e-mailed to `email`. */
export async function linkTokenMailed(db: Database, email: string, kind: 'waitlist' | 'offer'): Promise<string> {
  const mails = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, kind === 'offer' ? 'waitlist_offer' : 'waitlist_joined')))
    .orderBy(outboxMessages.createdAt);
  const tokens = mails.map((m) => new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`).exec(m.textBody)?.[1]).filter(Boolean);
  if (tokens.length === 0) throw new Error(`no ${kind} link was e-mailed to ${email}`);
  return tokens.at(-1)!;
}
