import { and, desc, eq, exists, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { CardFacts, ClientCardRule } from '../../../core/booking/fee-policy.ts';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { visitFees } from '../../db/schema/fees.ts';

const a = appointments;
const anyOf = (query: Parameters<typeof exists>[0]) => sql<boolean>`${exists(query)}`;
const c = clients;

/**
 * An appointment its client cancelled themselves inside the free-cancellation window: a late cancellation (issue 26;
 * `isLateCancellation` in core/booking/fee-policy.ts says the same of one appointment). The window's hours are a
 * number, or SQL that reads them (the salon's settings).
 */
export const cancelledLateByClient = (freeCancellationHours: number | SQL): SQL =>
  and(
    like(a.status, 'cancelled_%'),
    eq(a.cancelledBy, 'client'),
    gt(a.cancelledAt, sql`${a.startAt} - make_interval(hours => ${freeCancellationHours})`),
  )!;

/** Someone the salon has no record of: a new client, with nothing against them. */
const NEW_CLIENT: CardFacts = { newClient: true, pastNoShowOrLateCancellation: false, clientRule: 'policy' };

/**
 * What the card rules ask of the person booking (issue 26): their record found as the bookings trigger finds it (the
 * e-mail in any case, else the phone's last digits), whether a visit of theirs was ever kept, and whether they have
 * missed one or cancelled one themselves inside the free-cancellation window. One query.
 */
export async function clientCardFacts(
  db: Database,
  person: { email: string; phone: string },
  freeCancellationHours: number,
): Promise<CardFacts> {
  const byEmail = emailKey(person.email);
  const byPhone = phoneKey(person.phone);
  const matches = or(byEmail ? eq(c.emailKey, byEmail) : undefined, byPhone ? and(eq(c.phoneKey, byPhone), isNull(c.emailKey)) : undefined);
  if (!matches) return NEW_CLIENT;
  const theirs = (status: string) => and(eq(a.clientId, c.id), eq(a.status, status));
  const lateByThem = and(eq(a.clientId, c.id), cancelledLateByClient(freeCancellationHours));
  const [row] = await db
    .select({
      rule: c.cardRule,
      kept: anyOf(
        db
          .select({ one: sql`1` })
          .from(a)
          .where(theirs('completed')),
      ),
      missed: anyOf(
        db
          .select({ one: sql`1` })
          .from(a)
          .where(or(theirs('no_show'), lateByThem)),
      ),
      fined: anyOf(
        db
          .select({ one: sql`1` })
          .from(visitFees)
          .where(eq(visitFees.clientId, c.id)),
      ),
    })
    .from(c)
    .where(and(matches, isNull(c.erasedAt)))
    // The e-mail's record before a phone's, as the trigger links them.
    .orderBy(desc(sql`${c.emailKey} is not null`))
    .limit(1);
  if (!row) return NEW_CLIENT;
  return { newClient: !row.kept, pastNoShowOrLateCancellation: row.missed || row.fined, clientRule: row.rule as ClientCardRule };
}
