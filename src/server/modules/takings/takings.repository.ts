import { and, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { SALON_TIME_ZONE } from '../../../core/time.ts';
import type { TakingsPence } from '../../../core/till.ts';
import type { Database } from '../../db/client.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import type { InstantRange } from '../revenue/revenue.repository.ts';

const m = moneyEntries;

/** The London date the money moved on; the zone is a constant, written in so GROUP BY and SELECT match. */
const LONDON_DAY = sql`(${m.takenAt} at time zone ${sql.raw(`'${SALON_TIME_ZONE}'`)})::date`;

const amountWhere = (condition: SQL) => sql<number>`coalesce(sum(${m.amountPence}) filter (where ${condition}), 0)`.mapWith(Number);

export interface TakingsDayRow extends TakingsPence {
  /** YYYY-MM-DD, London */
  date: string;
}

/**
 * core/till.ts `addToTakings` in SQL, per London day of taken_at: each method net of its reversals, online
 * refunds apart as a positive figure, tips apart from the total. Only days with entries. The range is read from
 * money_entries_taken_idx alone (docs/decisions/0027).
 */
export function takingsByDay(db: Database, { from, to }: InstantRange): Promise<TakingsDayRow[]> {
  return (
    db
      .select({
        date: sql<string>`${LONDON_DAY}::text`,
        card: amountWhere(sql`${m.method} = 'card'`),
        cash: amountWhere(sql`${m.method} = 'cash'`),
        other: amountWhere(sql`${m.method} = 'other'`),
        notRecorded: amountWhere(sql`${m.method} = 'not_recorded'`),
        online: amountWhere(sql`${m.kind} = 'online_payment'`),
        refunds: sql<number>`-${amountWhere(sql`${m.kind} = 'online_refund'`)}`.mapWith(Number),
        tips: sql<number>`sum(${m.tipPence})`.mapWith(Number),
        total: sql<number>`sum(${m.amountPence})`.mapWith(Number),
        testMoney: amountWhere(sql`${m.testMoney}`),
      })
      .from(m)
      // A discount and its reversal move no money: they change what a visit costs, not the takings (issue 23).
      .where(and(gte(m.takenAt, from), lt(m.takenAt, to), ne(m.method, 'discount')))
      .groupBy(LONDON_DAY)
      .orderBy(LONDON_DAY)
  );
}
