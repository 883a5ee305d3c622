import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { CLIENT_FEES_SHOWN } from '../../../core/schemas/client-profile.schema.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { cancelledLateByClient } from './card-facts.repository.ts';

const a = appointments;
const f = visitFees;

export interface ClientMisses {
  noShows: number;
  lateCancellations: number;
}

/**
 * A client's no-shows and late cancellations (cancelled by them inside their booking's free-cancellation window, as
 * decided when they cancelled: card-facts.repository.ts), a visit of several services once; one beautician's visits alone when scoped.
 */
export async function clientMisses(db: Database, clientId: string, beauticianId?: string): Promise<ClientMisses> {
  const visitsWhere = (condition: SQL) => sql<number>`count(distinct ${a.visitId}) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      noShows: visitsWhere(sql`${a.status} = 'no_show'`),
      lateCancellations: visitsWhere(cancelledLateByClient()),
    })
    .from(a)
    .where(and(eq(a.clientId, clientId), beauticianId ? eq(a.beauticianId, beauticianId) : undefined));
  return { noShows: row?.noShows ?? 0, lateCancellations: row?.lateCancellations ?? 0 };
}

/**
 * A client's no-show and late-cancellation fees, newest first, at most CLIENT_FEES_SHOWN; scoped to a beautician, only
 * those of visits they have a part in. Never the provider's ids.
 */
export function clientFeeRows(db: Database, clientId: string, beauticianId?: string) {
  const theirVisit = beauticianId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(a)
          .where(and(eq(a.visitId, f.visitId), eq(a.beauticianId, beauticianId))),
      )
    : undefined;
  return db
    .select({
      visitId: f.visitId,
      kind: f.kind,
      status: f.status,
      chargePence: f.chargePence,
      waiveReason: f.waiveReason,
      createdAt: f.createdAt,
    })
    .from(f)
    .where(and(eq(f.clientId, clientId), theirVisit))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(CLIENT_FEES_SHOWN);
}
export type ClientFeeRow = Awaited<ReturnType<typeof clientFeeRows>>[number];
