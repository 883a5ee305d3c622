import { eq } from 'drizzle-orm';
import { penceToPounds } from '../../../core/money.ts';
import { REVENUE_METHODS, type RevenueDetails, type RevenueDetailsQuery } from '../../../core/schemas/till.schema.ts';
import type { Database } from '../../db/client.ts';
import { beauticians } from '../../db/schema/catalog.ts';
import { AppError } from '../../errors.ts';
import { revenueByService, salonMoneyByMethod } from './revenue-details.repository.ts';
import { londonDays } from './revenue.service.ts';

type RevenueMethod = (typeof REVENUE_METHODS)[number];

/**
 * The report's revenue cut by service and by how it was paid (docs/decisions/0027): online money kept, the
 * salon's per method, balances still due, and what checked-out visits still owe. Both lists sum to the report's total for the same dates.
 */
export async function revenueDetails(db: Database, { beauticianId, ...dates }: RevenueDetailsQuery): Promise<RevenueDetails> {
  if (beauticianId) {
    const [found] = await db.select({ id: beauticians.id }).from(beauticians).where(eq(beauticians.id, beauticianId));
    if (!found) throw AppError.notFound('Beautician');
  }
  const range = londonDays(dates);
  const [services, salon] = await Promise.all([revenueByService(db, range, beauticianId), salonMoneyByMethod(db, range, beauticianId)]);
  const pence: Record<RevenueMethod, number> = { online: 0, card: 0, cash: 0, other: 0, not_recorded: 0, due: 0, owed: 0 };
  for (const s of services) {
    pence.online += s.onlinePence;
    pence.due += s.duePence;
    pence.owed += s.owedPence;
  }
  for (const row of salon) pence[row.method as RevenueMethod] += row.pence;
  return {
    byService: services.map((s) => ({ service: s.service, bookings: s.bookings, revenue: penceToPounds(s.revenuePence) })),
    byMethod: REVENUE_METHODS.map((method) => ({ method, revenue: penceToPounds(pence[method]) })),
  };
}
