import { and, eq, exists, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
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
 * An appointment its client cancelled themselves inside its free-cancellation window: a late cancellation (issue 26),
 * as it was decided when it was cancelled, under the window the booking was made with (docs/decisions/0037).
 */
export const cancelledLateByClient = (): SQL => and(like(a.status, 'cancelled_%'), eq(a.cancelledBy, 'client'), eq(a.cancelledLate, true))!;

/** Someone the salon has no record of: a new client, with nothing against them. */
const NEW_CLIENT: CardFacts = { newClient: true, pastNoShowOrLateCancellation: false, clientRule: 'policy' };

/**
 * What the card rules ask of the person booking (issue 26; docs/decisions/0037). A phone number is not proof of a
 * person, so facts that would spare a card come only from the record the booking will be linked to (its e-mail's, or,
 * without an e-mail, its phone's: the bookings trigger's rule): a visit of theirs kept, staff waiving it. Facts that ask
 * for one come from every record with the e-mail or the phone: a no-show, a late cancellation or a fee under any of
 * them, or staff requiring a card of any of them. A card already saved spares saving one again (issue 40) only when the
 * booking gives both the record's e-mail and its phone, since a fee would fall on that card. So a stranger typing a
 * regular's number is still a new client, and a client who missed a visit cannot shed it with a new e-mail. One statement, prepared once (it is asked before every
 * booking paying at the salon is written: db/prepared.ts).
 */
export async function clientCardFacts(db: Database, person: { email: string; phone: string }, cards: CardsSavedWith): Promise<CardFacts> {
  const email = emailKey(person.email);
  const phone = phoneKey(person.phone);
  if (!email && !phone) return NEW_CLIENT;
  const [row] = await preparedByShape(db, 'client-card-facts', (name) => cardFactsQuery(db).prepare(name)).execute({
    email,
    phone,
    provider: cards.provider,
    testMoney: cards.testMoney,
  });
  if (!row) return NEW_CLIENT;
  const clientRule: ClientCardRule = row.required ? 'require' : ((row.linkedRule ?? 'policy') as ClientCardRule);
  return {
    newClient: !row.kept,
    pastNoShowOrLateCancellation: row.missed || row.fined,
    clientRule,
    // A card that declined a fee of theirs spares nothing: it is asked for again.
    cardOnFile: row.cardOnFile === true && !row.declined,
  };
}

/** The payment provider cards are saved with now: a card saved with another (the demo's, test keys) cannot be charged. */
export interface CardsSavedWith {
  provider: string;
  testMoney: boolean;
}

function cardFactsQuery(db: Database) {
  const email = sql.placeholder('email');
  const phone = sql.placeholder('phone');
  const hasEmail = sql`${email}::text <> ''`;
  const hasPhone = sql`${phone}::text <> ''`;
  // The record the booking will be linked to: its e-mail's; without an e-mail, the phone's (migration 0023's rule).
  const linked = sql`(case when ${hasEmail} then (select ${c.id} from ${c} where ${c.emailKey} = ${email} and ${c.erasedAt} is null)
    else client_by_phone(${phone}) end)`;
  // Every record that may be this person: the e-mail's, and any with the phone.
  const mayBeThem = and(isNull(c.erasedAt), or(and(hasEmail, eq(c.emailKey, email)), and(hasPhone, eq(c.phoneKey, phone))));
  const anyOfThem = (column: typeof a.clientId | typeof visitFees.clientId) =>
    inArray(column, db.select({ id: c.id }).from(c).where(mayBeThem));
  const some = (from: typeof a | typeof visitFees | typeof c, where: SQL | undefined) =>
    anyOf(
      db
        .select({ one: sql`1` })
        .from(from)
        .where(where),
    );
  const lateByThem = cancelledLateByClient();
  return db
    .select({
      linkedRule: sql<string | null>`(select ${c.cardRule} from ${c} where ${c.id} = ${linked})`,
      // A card saved before spares saving one again, but a fee would fall on it: only when the booking gives the
      // linked record's e-mail and its phone both, so an e-mail alone cannot put a stranger's no-show on their card.
      cardOnFile: sql<boolean | null>`(select ${c.cardPaymentMethodId} is not null and ${hasEmail} and ${hasPhone}
        and ${c.phoneKey} = ${phone} and ${c.cardProvider} = ${sql.placeholder('provider')}::text
        and ${c.cardTestMoney} = ${sql.placeholder('testMoney')}::boolean from ${c} where ${c.id} = ${linked})`,
      declined: some(visitFees, and(anyOfThem(visitFees.clientId), eq(visitFees.status, 'failed'))),
      required: some(c, and(mayBeThem, eq(c.cardRule, 'require'))),
      kept: some(a, and(sql`${a.clientId} = ${linked}`, eq(a.status, 'completed'))),
      missed: some(a, and(anyOfThem(a.clientId), or(eq(a.status, 'no_show'), lateByThem))),
      fined: some(visitFees, anyOfThem(visitFees.clientId)),
    })
    .from(sql`(select 1) as one`);
}
