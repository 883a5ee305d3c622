import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import type { InstantRange } from './revenue.repository.ts';

const a = appointments;

/**
 * The visits the waitlist refilled that start in the range and stand (issue 28): each an offer taken up, its hold the
 * visit's first part (the visit's id). Their value is what they cost the client: the price less what the till gave up.
 */
export async function waitlistRefills(db: Database, { from, to }: InstantRange): Promise<{ visits: number; valuePence: number }> {
  const [row] = await db
    .select({
      visits: sql<number>`count(distinct ${a.visitId})`.mapWith(Number),
      valuePence: sql<number>`coalesce(sum(${a.pricePence} - ${a.discountPence}), 0)`.mapWith(Number),
    })
    .from(waitlistOffers)
    .innerJoin(a, eq(a.visitId, waitlistOffers.appointmentId))
    .where(
      and(eq(waitlistOffers.status, 'accepted'), inArray(a.status, ['confirmed', 'completed']), gte(a.startAt, from), lt(a.startAt, to)),
    );
  return row ?? { visits: 0, valuePence: 0 };
}
