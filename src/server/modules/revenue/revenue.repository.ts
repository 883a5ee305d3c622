import { and, asc, desc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '../../../core/revenue.ts';
import type { Database } from '../../db/client.ts';
import { appointments, beauticians } from '../../db/schema.ts';

/** Instants, start inclusive and end exclusive: the London days of the report. */
export interface InstantRange {
  from: Date;
  to: Date;
}

export interface RevenueTotalsRow {
  beauticianId: string;
  beautician: string;
  revenuePence: number;
  bookings: number;
  serviceCount: number;
}

const a = appointments;
const IS_BOOKING = sql`${a.status} in (${sql.join(BOOKING_STATUSES.map((s) => sql`${s}`), sql`, `)})`;

/** core/revenue.ts `countedRevenuePence` in SQL: kept online money, plus the salon balance once completed. */
const COUNTED_REVENUE = sql`(greatest(${a.amountPaidPence} - ${a.refundedPence}, 0)
  + case when ${a.status} = 'completed' then greatest(${a.pricePence} - ${a.amountPaidPence}, 0) else 0 end)`;

// A deleted service leaves service_id null; its name snapshot still tells it apart from the others.
const SERVICE_KEY = sql`coalesce(${a.serviceId}::text, 'name:' || ${a.serviceName})`;

const inRange = ({ from, to }: InstantRange) => and(gte(a.startAt, from), lt(a.startAt, to));

/** What the report counts: a booking, or money kept (a no-show's deposit); a full refund adds nothing. */
const COUNTS = or(IS_BOOKING, gt(a.amountPaidPence, a.refundedPence));
/** The export also lists money that came in and went back, so the accountant sees the refunds. */
const LISTED = or(IS_BOOKING, gt(a.amountPaidPence, 0));

/** One GROUP BY over the range: a row per beautician with a booking or money in it. */
export function revenueTotals(db: Database, range: InstantRange): Promise<RevenueTotalsRow[]> {
  const revenuePence = sql<number>`coalesce(sum(${COUNTED_REVENUE}), 0)`.mapWith(Number);
  return db
    .select({
      beauticianId: a.beauticianId,
      // The current name: a renamed beautician is one row, not one per spelling.
      beautician: beauticians.name,
      revenuePence,
      bookings: sql<number>`count(*) filter (where ${IS_BOOKING})`.mapWith(Number),
      serviceCount: sql<number>`count(distinct ${SERVICE_KEY}) filter (where ${IS_BOOKING})`.mapWith(Number),
    })
    .from(a)
    .innerJoin(beauticians, eq(beauticians.id, a.beauticianId))
    .where(and(inRange(range), COUNTS))
    .groupBy(a.beauticianId, beauticians.name)
    .orderBy(desc(revenuePence), asc(beauticians.name));
}

export interface RevenueAppointmentRow {
  startAt: Date;
  beautician: string;
  service: string;
  variant: string;
  status: string;
  paymentMode: string;
  pricePence: number;
  amountPaidPence: number;
  refundedPence: number;
  countedPence: number;
}

/** The appointments behind the totals, in start order, each with the revenue it counts for. */
export function revenueAppointments(db: Database, range: InstantRange): Promise<RevenueAppointmentRow[]> {
  return db
    .select({
      startAt: a.startAt,
      beautician: beauticians.name,
      service: a.serviceName,
      variant: a.variantName,
      status: a.status,
      paymentMode: a.paymentMode,
      pricePence: a.pricePence,
      amountPaidPence: a.amountPaidPence,
      refundedPence: a.refundedPence,
      countedPence: sql<number>`${COUNTED_REVENUE}`.mapWith(Number),
    })
    .from(a)
    .innerJoin(beauticians, eq(beauticians.id, a.beauticianId))
    .where(and(inRange(range), LISTED))
    .orderBy(asc(a.startAt), asc(beauticians.name), asc(a.id));
}
