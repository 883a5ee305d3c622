import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import type { InstantRange } from './revenue.repository.ts';

const a = appointments;

/**
 * The visits the waitlist refilled in the range (issue 28): offers taken up then (on the London day the hold became a
 * booking, as a refill is a booking made, whenever its visit is), whose visits still stand. Each offer's hold is its
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
      and(
        eq(waitlistOffers.status, 'accepted'),
        inArray(a.status, ['confirmed', 'completed']),
        gte(waitlistOffers.endedAt, from),
        lt(waitlistOffers.endedAt, to),
      ),
    );
  return row ?? { visits: 0, valuePence: 0 };
}
