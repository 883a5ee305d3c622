import { and, asc, desc, eq, gte, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { FeeListItem } from '../../../core/schemas/fee.schema.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { visitFees } from '../../db/schema/fees.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { wholeVisit } from '../booking/whole-visit.ts';
import { quoteFee } from './fee-quote.ts';

/** How far back the list looks for a missed or late-cancelled visit whose fee nobody has decided (docs/decisions/0038). */
export const UNDECIDED_FEE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The fees nobody has charged or waived yet (issue 40): visits that started in the last `UNDECIDED_FEE_DAYS`, missed or
 * cancelled late, with no fee row and something to charge under their agreed terms; latest visit first, at most `limit`.
 * The visit is its first service (`id = visit_id`), as a fee's is.
 */
export async function listUndecidedFees(db: Database, now: Date, limit: number, beauticianId?: string): Promise<FeeListItem[]> {
  const missedOrLate = or(
    eq(appointments.status, 'no_show'),
    and(like(appointments.status, 'cancelled\\_%'), ne(appointments.status, 'cancelled_expired'), eq(appointments.cancelledLate, true)),
  );
  const firsts = await db
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(visitFees, eq(visitFees.visitId, appointments.id))
    .where(
      and(
        sql`${appointments.id} = ${appointments.visitId}`,
        missedOrLate,
        isNull(visitFees.id),
        gte(appointments.startAt, new Date(now.getTime() - UNDECIDED_FEE_DAYS * DAY_MS)),
        sql`${appointments.startAt} <= ${now}`,
        beauticianId ? eq(appointments.beauticianId, beauticianId) : undefined,
      ),
    )
    .orderBy(desc(appointments.startAt), desc(appointments.id));
  if (firsts.length === 0) return [];
  const parts = await db
    .select()
    .from(appointments)
    .where(
      inArray(
        appointments.visitId,
        firsts.map((f) => f.id),
      ),
    )
    .orderBy(asc(appointments.visitPosition));
  const byVisit = new Map<string, AppointmentRow[]>();
  for (const part of parts) byVisit.set(part.visitId, [...(byVisit.get(part.visitId) ?? []), part]);
  return firsts
    .map((f) => undecided(wholeVisit(byVisit.get(f.id)!)))
    .filter((item): item is FeeListItem => item !== undefined)
    .slice(0, limit);
}

function undecided(visit: AppointmentRow): FeeListItem | undefined {
  const quote = quoteFee(visit);
  if (!quote || quote.chargePence === 0) return undefined;
  return {
    appointmentId: visit.id,
    kind: quote.kind,
    status: 'none',
    charge: penceToPounds(quote.chargePence),
    clientName: visit.clientName,
    serviceName: visit.serviceName,
    start: visit.startAt.toISOString(),
    decidedAt: null,
    failure: '',
    waiveReason: null,
    decidedBy: null,
    refundedBy: null,
  };
}
