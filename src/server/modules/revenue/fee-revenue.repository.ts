import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FeeKind } from '../../../core/booking/fee-policy.ts';
import type { Database } from '../../db/client.ts';
import { visitFees } from '../../db/schema/fees.ts';
import type { InstantRange } from './revenue.repository.ts';

export interface FeeRevenueRow {
  kind: FeeKind;
  /** charged and not refunded: what the salon kept of the fees of this kind */
  keptPence: number;
  /** the fees with some of that money left */
  count: number;
}

const f = visitFees;
/** What a fee took and kept: its charge less what went back (a fee's deposit part, kept_pence, is the visit's, not new money). */
const NET = sql`(${f.chargePence} - ${f.refundedPence})`;

/**
 * The no-show and late-cancellation fees paid in the range, by kind (issue 26): on the London day they were paid, as
 * money is, not the visit's. A refunded fee was paid, so it is read, and adds only what was not given back. Test money
 * counts, as it does in the revenue beside it. The money is already in the visits' revenue: this tells it apart.
 */
export function feeRevenueByKind(db: Database, { from, to }: InstantRange): Promise<FeeRevenueRow[]> {
  return db
    .select({
      kind: sql<FeeKind>`${f.kind}`,
      keptPence: sql<number>`coalesce(sum(${NET}), 0)`.mapWith(Number),
      count: sql<number>`count(*) filter (where ${NET} > 0)`.mapWith(Number),
    })
    .from(f)
    .where(and(inArray(f.status, ['paid', 'refunded']), gte(f.paidAt, from), lt(f.paidAt, to)))
    .groupBy(f.kind);
}
