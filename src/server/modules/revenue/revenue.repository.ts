import { and, asc, desc, eq, gt, gte, lt, ne, or, sql } from 'drizzle-orm';
import { BOOKING_STATUSES } from '../../../core/revenue.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { beauticians } from '../../db/schema/catalog.ts';
import { moneyEntries } from '../../db/schema/till.ts';

/** Instants, start inclusive and end exclusive: the London days of the report. */
export interface InstantRange {
  from: Date;
  to: Date;
}

export interface RevenueTotalsRow {
  beauticianId: string;
  beautician: string;
  revenuePence: number;
  /** the part of revenuePence its bookings count for: no fee or deposit kept from a missed or cancelled visit */
  bookingRevenuePence: number;
  /** the part of revenuePence that is test money (docs/decisions/0019) */
  testMoneyPence: number;
  bookings: number;
  serviceCount: number;
}

const a = appointments;
export const IS_BOOKING = sql`${a.status} in (${sql.join(
  BOOKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** Online money paid and not refunded. */
export const ONLINE_KEPT = sql`greatest(${a.amountPaidPence} - ${a.refundedPence}, 0)`;
/** core/revenue.ts `takenPence`: online money kept plus what the salon took (net of reversals, tips apart). */
const TAKEN = sql`(${ONLINE_KEPT} + ${a.salonTakenPence})`;
/** core/revenue.ts `agreedPricePence`: the price less the discounts given at the till. */
const AGREED = sql`(${a.pricePence} - ${a.discountPence})`;
/** core/revenue.ts `duePence`: what a confirmed visit not yet checked out still has to pay. */
export const DUE = sql`(case when ${a.status} = 'confirmed' then greatest(${AGREED} - ${TAKEN}, 0) else 0 end)`;
/** core/revenue.ts `owedPence`: what a checked-out visit still owes. */
export const OWED = sql`(case when ${a.status} = 'completed' then greatest(${AGREED} - ${TAKEN}, 0) else 0 end)`;
/** core/revenue.ts `countedRevenuePence` in SQL: the money taken, and what a booking still has to pay (due or owed). */
export const COUNTED_REVENUE = sql`(case when ${IS_BOOKING} then greatest(${AGREED}, ${TAKEN}) else ${TAKEN} end)`;

/** The online money kept that was test money: no real money moved (the offline provider, Stripe test keys). */
const TEST_MONEY = sql`(case when ${a.testMoney} then ${ONLINE_KEPT} else 0 end)`;

// A deleted service leaves service_id null; its name snapshot still tells it apart from the others.
const SERVICE_KEY = sql`coalesce(${a.serviceId}::text, 'name:' || ${a.serviceName})`;

export const inRange = ({ from, to }: InstantRange) => and(gte(a.startAt, from), lt(a.startAt, to));

/** What the report counts: a booking, or money kept (a no-show's deposit); a full refund adds nothing. */
export const COUNTS = or(IS_BOOKING, gt(a.amountPaidPence, a.refundedPence));
/** The export also lists money that came in and went back, so the accountant sees the refunds. */
const LISTED = or(IS_BOOKING, gt(a.amountPaidPence, 0));

/**
 * Two GROUP BYs: per beautician and service first, then per beautician. Counting the services is then a count
 * of groups, which hashes, where COUNT(DISTINCT) sorts the whole year; with appointments_revenue_idx the range
 * is read from the index alone (docs/decisions/0015).
 */
export function revenueTotals(db: Database, range: InstantRange): Promise<RevenueTotalsRow[]> {
  const perService = db
    .select({
      beauticianId: a.beauticianId,
      revenuePence: sql<number>`sum(${COUNTED_REVENUE})`.as('revenue_pence'),
      bookingRevenuePence: sql<number>`coalesce(sum(${COUNTED_REVENUE}) filter (where ${IS_BOOKING}), 0)`.as('booking_revenue_pence'),
      testMoneyPence: sql<number>`sum(${TEST_MONEY})`.as('test_money_pence'),
      bookings: sql<number>`count(*) filter (where ${IS_BOOKING})`.as('bookings'),
    })
    .from(a)
    .where(and(inRange(range), COUNTS))
    .groupBy(a.beauticianId, SERVICE_KEY)
    .as('per_service');
  const revenuePence = sql<number>`coalesce(sum(${perService.revenuePence}), 0)`.mapWith(Number);
  return db
    .select({
      beauticianId: perService.beauticianId,
      // The current name: a renamed beautician is one row, not one per spelling.
      beautician: beauticians.name,
      revenuePence,
      bookingRevenuePence: sql<number>`coalesce(sum(${perService.bookingRevenuePence}), 0)`.mapWith(Number),
      testMoneyPence: sql<number>`coalesce(sum(${perService.testMoneyPence}), 0)`.mapWith(Number),
      bookings: sql<number>`sum(${perService.bookings})`.mapWith(Number),
      serviceCount: sql<number>`count(*) filter (where ${perService.bookings} > 0)`.mapWith(Number),
    })
    .from(perService)
    .innerJoin(beauticians, eq(beauticians.id, perService.beauticianId))
    .groupBy(perService.beauticianId, beauticians.name)
    .orderBy(desc(revenuePence), asc(beauticians.name));
}

/** The visits booked in the range (issue 40): the salon's, each once, and each beautician's, those they do a service of. */
export interface VisitCounts {
  total: number;
  byBeautician: Map<string, number>;
}

/**
 * A visit of several services is several bookings (one per service, spec §3's count) but one visit. Counted by hash
 * GROUP BYs, not COUNT(DISTINCT), which sorts the whole range (docs/decisions/0015): the beautician's visits, then the
 * salon's (a row with no beautician).
 */
export async function visitsBooked(db: Database, range: InstantRange): Promise<VisitCounts> {
  const result = (await db.execute(sql`
    with booked as (
      select ${a.beauticianId} as beautician_id, ${a.visitId} as visit_id from ${a}
      where ${and(inRange(range), IS_BOOKING)}
      group by 1, 2
    )
    select beautician_id, count(*) as visits from booked group by beautician_id
    union all
    select null, count(*) from (select visit_id from booked group by visit_id) as visits
  `)) as unknown as { rows: Array<{ beautician_id: string | null; visits: number | string }> };
  const byBeautician = new Map<string, number>();
  let total = 0;
  for (const row of result.rows) {
    if (row.beautician_id === null) total = Number(row.visits);
    else byBeautician.set(row.beautician_id, Number(row.visits));
  }
  return { total, byBeautician };
}

/**
 * The tips taken for each beautician's appointments in the range, net of reversals (issue 25: a visit's go on the parts
 * of the beauticians staff chose). Only entries with a tip, through money_entries_tips_idx; like revenue, on the
 * appointment's day.
 */
export function tipsByBeautician(db: Database, range: InstantRange): Promise<Array<{ beauticianId: string; tipsPence: number }>> {
  const m = moneyEntries;
  return db
    .select({ beauticianId: a.beauticianId, tipsPence: sql<number>`sum(${m.tipPence})`.mapWith(Number) })
    .from(a)
    .innerJoin(m, and(eq(m.appointmentId, a.id), ne(m.tipPence, 0)))
    .where(and(inRange(range), COUNTS))
    .groupBy(a.beauticianId);
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
  /** taken at the salon, net of reversals, tips apart */
  salonTakenPence: number;
  /** given up at the till, net of reversals */
  discountPence: number;
  /** still owed on a checked-out visit (part of countedPence) */
  owedPence: number;
  countedPence: number;
  testMoney: boolean;
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
      salonTakenPence: a.salonTakenPence,
      discountPence: a.discountPence,
      owedPence: sql<number>`${OWED}`.mapWith(Number),
      countedPence: sql<number>`${COUNTED_REVENUE}`.mapWith(Number),
      testMoney: a.testMoney,
    })
    .from(a)
    .innerJoin(beauticians, eq(beauticians.id, a.beauticianId))
    .where(and(inRange(range), LISTED))
    .orderBy(asc(a.startAt), asc(beauticians.name), asc(a.id));
}
