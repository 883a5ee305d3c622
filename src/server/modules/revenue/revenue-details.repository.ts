import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { COUNTED_REVENUE, COUNTS, DUE, inRange, IS_BOOKING, ONLINE_KEPT, OWED, type InstantRange } from './revenue.repository.ts';

const a = appointments;
const m = moneyEntries;

/** The report's appointments: the same range and the same rule, optionally one beautician's. */
const counted = (range: InstantRange, beauticianId?: string) =>
  and(inRange(range), COUNTS, beauticianId ? eq(a.beauticianId, beauticianId) : undefined);

export interface ServiceRevenueRow {
  service: string;
  bookings: number;
  revenuePence: number;
  /** of revenuePence: online money kept, balances still due on confirmed visits, and what checked-out visits owe */
  onlinePence: number;
  duePence: number;
  owedPence: number;
}

/**
 * The revenue per service name as it was booked (the snapshot: a renamed service shows under each name), from
 * appointments_revenue_idx alone, as the report (docs/decisions/0015).
 */
export function revenueByService(db: Database, range: InstantRange, beauticianId?: string): Promise<ServiceRevenueRow[]> {
  const revenuePence = sql<number>`sum(${COUNTED_REVENUE})`.mapWith(Number);
  return db
    .select({
      service: a.serviceName,
      bookings: sql<number>`count(*) filter (where ${IS_BOOKING})`.mapWith(Number),
      revenuePence,
      onlinePence: sql<number>`sum(${ONLINE_KEPT})`.mapWith(Number),
      duePence: sql<number>`sum(${DUE})`.mapWith(Number),
      owedPence: sql<number>`sum(${OWED})`.mapWith(Number),
    })
    .from(a)
    .where(counted(range, beauticianId))
    .groupBy(a.serviceName)
    .orderBy(desc(revenuePence), asc(a.serviceName));
}

export interface SalonMethodRow {
  method: string;
  pence: number;
}

/**
 * The salon's money for the report's appointments per method, net of reversals, tips apart, whenever it moved.
 * The year's appointments come from appointments_revenue_idx alone (it holds the id), and only those with salon
 * money: a reversal negates one payment of its own method, so each method's net is at least 0, and all of them
 * are 0 when salon_taken_pence (their sum) is.
 */
export function salonMoneyByMethod(db: Database, range: InstantRange, beauticianId?: string): Promise<SalonMethodRow[]> {
  return db
    .select({ method: m.method, pence: sql<number>`sum(${m.amountPence})`.mapWith(Number) })
    .from(a)
    .innerJoin(m, eq(m.appointmentId, a.id))
    .where(
      and(counted(range, beauticianId), gt(a.salonTakenPence, 0), inArray(m.kind, ['salon_payment', 'reversal']), ne(m.method, 'discount')),
    )
    .groupBy(m.method);
}
