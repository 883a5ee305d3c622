import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FeeKind } from '../../../core/booking/fee-policy.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { visitFees } from '../../db/schema/fees.ts';
import type { InstantRange } from './revenue.repository.ts';

export interface FeeRevenueRow {
  kind: FeeKind;
  /** what the salon kept of the fees of this kind: the deposit counted towards each and its charge, less refunds */
  keptPence: number;
  /** the fees with some of that money left */
  count: number;
}

const f = visitFees;
const a = appointments;
/** The online money its visit keeps, over all its parts: a fee never counts more than revenue has of it. */
const VISIT_KEPT = sql`(select coalesce(sum(greatest(p.amount_paid_pence - p.refunded_pence, 0)), 0) from ${a} p where p.visit_id = ${f.visitId})`;
/**
 * The one rule for what a fee kept (issue 40): the whole fee, the deposit kept towards it and what was charged on top,
 * less what was given back, and only once paid. Capped at what its visit still keeps, so it is never more than the
 * revenue the visit counts.
 */
export const FEE_KEPT = sql`(case when ${f.status} in ('paid', 'refunded') then greatest(least(${f.keptPence} + ${f.chargePence} - ${f.refundedPence}, ${VISIT_KEPT}), 0) else 0 end)`;

/**
 * The no-show and late-cancellation fees of the visits in the range, by kind (issue 26): on the London day of the visit
 * (its first service's start), as revenue counts the visit's money, whenever the fee was paid (issue 40). Test money
 * counts, as it does in the revenue beside it. The money is already in the visits' revenue: this tells it apart.
 */
export function feeRevenueByKind(db: Database, { from, to }: InstantRange): Promise<FeeRevenueRow[]> {
  return db
    .select({
      kind: sql<FeeKind>`${f.kind}`,
      keptPence: sql<number>`coalesce(sum(${FEE_KEPT}), 0)`.mapWith(Number),
      count: sql<number>`count(*) filter (where ${FEE_KEPT} > 0)`.mapWith(Number),
    })
    .from(f)
    .innerJoin(a, eq(a.id, f.visitId))
    .where(and(inArray(f.status, ['paid', 'refunded']), gte(a.startAt, from), lt(a.startAt, to)))
    .groupBy(f.kind);
}
