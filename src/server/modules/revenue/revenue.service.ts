import { penceToPounds } from '../../../core/money.ts';
import type { FeeRevenue, RevenueQuery, RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import { endOfDayInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { feeRevenueByKind, type FeeRevenueRow } from './fee-revenue.repository.ts';
import { revenueTotals, tipsByBeautician, visitsBooked, type InstantRange } from './revenue.repository.ts';
import { waitlistRefills } from './waitlist-revenue.repository.ts';

/** London dates, end date inclusive, as instants: correct on the 23- and 25-hour days too. */
export function londonDays({ startDate, endDate }: RevenueQuery): InstantRange {
  return { from: startOfDayInZone(startDate, SALON_TIME_ZONE), to: endOfDayInZone(endDate, SALON_TIME_ZONE) };
}

/**
 * Spec §3 'Revenue report'; what counts is docs/decisions/0027. Each beautician also gets the tips that went to them
 * (issue 25), which are not revenue; and the report gives the fees kept from no-shows and late cancellations (issue 26),
 * which are part of revenue, told apart; and what the waitlist refilled (issue 28), told apart too. Bookings are
 * services, as the spec counts them; the visits they make are counted beside them (issue 40).
 */
export async function revenueReport(db: Database, query: RevenueQuery): Promise<RevenueReport> {
  const range = londonDays(query);
  const [rows, visits, fees, refills] = await Promise.all([
    revenueWithTips(db, range),
    visitsBooked(db, range),
    feeRevenueByKind(db, range),
    waitlistRefills(db, range),
  ]);
  return {
    beauticians: rows.map(({ revenuePence, bookingRevenuePence, testMoneyPence, tipsPence, ...row }) => ({
      ...row,
      revenue: penceToPounds(revenuePence),
      bookingRevenue: penceToPounds(bookingRevenuePence),
      testMoney: penceToPounds(testMoneyPence),
      tips: penceToPounds(tipsPence),
      visits: visits.byBeautician.get(row.beauticianId) ?? 0,
    })),
    visits: visits.total,
    fees: feesInPounds(fees),
    waitlist: { visits: refills.visits, value: penceToPounds(refills.valuePence) },
  };
}

/** The fees by kind as the report gives them: pounds, a kind with none at £0. */
function feesInPounds(rows: FeeRevenueRow[]): FeeRevenue {
  const pence = (kind: FeeRevenueRow['kind']) => rows.find((r) => r.kind === kind)?.keptPence ?? 0;
  return {
    noShow: penceToPounds(pence('no_show')),
    lateCancellation: penceToPounds(pence('late_cancellation')),
    count: rows.reduce((n, r) => n + r.count, 0),
  };
}

/** Each beautician's revenue in the range, with the tips that went to them beside it. */
export async function revenueWithTips(db: Database, range: InstantRange) {
  const [rows, tips] = await Promise.all([revenueTotals(db, range), tipsByBeautician(db, range)]);
  const tipsOf = new Map(tips.map((t) => [t.beauticianId, t.tipsPence]));
  return rows.map((row) => ({ ...row, tipsPence: tipsOf.get(row.beauticianId) ?? 0 }));
}
