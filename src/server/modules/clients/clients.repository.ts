import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { appointments } from '../../db/schema.ts';

export interface ClientMatchRow {
  name: string;
  email: string;
  phone: string;
  visits: number;
  lastVisit: Date;
}

const a = appointments;
/** One person across bookings: their e-mail in any case, else their phone's last ten digits (core/client-identity.ts). */
const IDENTITY = sql`case when ${a.clientEmail} <> '' then lower(${a.clientEmail})
  else right(regexp_replace(${a.clientPhone}, '\\D', '', 'g'), 10) end`;

/**
 * Clients whose name or e-mail contains `text`, or whose phone contains `digits` (at least four), one row per
 * person with the details of their latest booking, latest first. Read from the appointments until clients have
 * records of their own (issue 18).
 */
export async function searchClients(db: Database, text: string, digits: string, limit: number): Promise<ClientMatchRow[]> {
  const pattern = containsPattern(text);
  const byPhone = digits.length >= 4 ? sql`or regexp_replace(${a.clientPhone}, '\\D', '', 'g') like ${containsPattern(digits)}` : sql``;
  const result = (await db.execute(sql`
    select name, email, phone, visits, last_visit as "lastVisit" from (
      select distinct on (${IDENTITY})
        ${a.clientName} as name, ${a.clientEmail} as email, ${a.clientPhone} as phone, ${a.startAt} as last_visit,
        count(*) over (partition by ${IDENTITY}) as visits
      from ${a}
      where ${a.clientName} ilike ${pattern} or ${a.clientEmail} ilike ${pattern} ${byPhone}
      order by ${IDENTITY}, ${a.startAt} desc
    ) people
    order by last_visit desc
    limit ${limit}
  `)) as unknown as { rows: Array<Omit<ClientMatchRow, 'visits' | 'lastVisit'> & { visits: number | string; lastVisit: Date | string }> };
  return result.rows.map((r) => ({ ...r, visits: Number(r.visits), lastVisit: new Date(r.lastVisit) }));
}
