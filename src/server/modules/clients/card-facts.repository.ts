import { and, desc, eq, exists, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { CardFacts, ClientCardRule } from '../../../core/booking/fee-policy.ts';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { Database } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
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
 * missed one or cancelled one themselves inside the free-cancellation window. One statement, prepared once (it is
 * asked before every booking paying at the salon is written: db/prepared.ts).
 */
export async function clientCardFacts(
  db: Database,
  person: { email: string; phone: string },
  freeCancellationHours: number,
): Promise<CardFacts> {
  const email = emailKey(person.email);
  const phone = phoneKey(person.phone);
  if (!email && !phone) return NEW_CLIENT;
  const [row] = await preparedByShape(db, 'client-card-facts', (name) => cardFactsQuery(db).prepare(name)).execute({
    email,
    phone,
    hours: freeCancellationHours,
  });
  if (!row) return NEW_CLIENT;
  return { newClient: !row.kept, pastNoShowOrLateCancellation: row.missed || row.fined, clientRule: row.rule as ClientCardRule };
}

function cardFactsQuery(db: Database) {
  const email = sql.placeholder('email');
  const phone = sql.placeholder('phone');
  const matches = or(
    and(sql`${email}::text <> ''`, eq(c.emailKey, email)),
    and(sql`${phone}::text <> ''`, eq(c.phoneKey, phone), isNull(c.emailKey)),
  );
  const theirs = (status: string) => and(eq(a.clientId, c.id), eq(a.status, status));
  const lateByThem = and(eq(a.clientId, c.id), cancelledLateByClient(sql`${sql.placeholder('hours')}::int`));
  const some = (from: typeof a | typeof visitFees, where: SQL | undefined) =>
    anyOf(
      db
        .select({ one: sql`1` })
        .from(from)
        .where(where),
    );
  return (
    db
      .select({
        rule: c.cardRule,
        kept: some(a, theirs('completed')),
        missed: some(a, or(theirs('no_show'), lateByThem)),
        fined: some(visitFees, eq(visitFees.clientId, c.id)),
      })
      .from(c)
      .where(and(matches, isNull(c.erasedAt)))
      // The e-mail's record before a phone's, as the trigger links them.
      .orderBy(desc(sql`${c.emailKey} is not null`))
      .limit(1)
  );
}
