import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import { appointments } from '../../../src/server/db/schema/booking.ts';
import { payments } from '../../../src/server/db/schema/checkout.ts';
import type { Acknowledged } from './booking-load.ts';

export interface StoredCheck {
  /** acknowledged bookings missing, or stored differently from what was asked */
  lost: string[];
  /** pairs of live appointments of one beautician whose occupied times overlap */
  overlaps: number;
  /** holds written but whose checkout never got its payment row (the kill fell between the two writes) */
  holdsWithoutPayment: number;
  /** of those, how many do not expire within the hold time (they would keep their slot for ever) */
  holdsThatNeverExpire: number;
  /** stress bookings stored in all: acknowledged ones plus those committed just before a kill */
  stored: number;
}

/** Reads back every acknowledged booking, whole, and checks the rules that must hold after any crash. */
export async function checkStoredBookings(db: Database, acknowledged: Acknowledged[]): Promise<StoredCheck> {
  const lost: string[] = [];
  const byId = new Map(
    (await db.select().from(appointments).where(like(appointments.clientEmail, '%@stress.example.co.uk'))).map((row) => [row.id, row]),
  );
  const sessions = acknowledged.flatMap((a) => (a.sessionId ? [a.sessionId] : []));
  const paymentBySession = new Map(
    sessions.length === 0
      ? []
      : (await db.select().from(payments).where(inArray(payments.sessionId, sessions))).map((p) => [p.sessionId, p]),
  );
  for (const ack of acknowledged) {
    const appointmentId = ack.appointmentId ?? paymentBySession.get(ack.sessionId!)?.appointmentId;
    const row = appointmentId ? byId.get(appointmentId) : undefined;
    const whole =
      row &&
      row.clientEmail === `${ack.client}@stress.example.co.uk` &&
      row.beauticianId === ack.slot.target.beauticianId &&
      row.serviceId === ack.slot.target.serviceId &&
      row.variantName === ack.slot.target.variantName &&
      row.startAt.toISOString() === ack.slot.startISO &&
      row.endAt > row.startAt &&
      row.pricePence > 0 &&
      row.status === (ack.sessionId ? 'reserved_unpaid' : 'confirmed') &&
      (!ack.sessionId || (paymentBySession.get(ack.sessionId)?.amountPence ?? 0) > 0);
    if (!whole) lost.push(ack.client);
  }
  // Busy time overlapping, as the exclusion constraint compares it: a processing part is free (docs/decisions/0032), and
  // the demo salon books a blow-dry inside a colour's development.
  const [overlapRow] = (
    (await db.execute(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.beautician_id = b.beautician_id and a.id < b.id
       and tstzmultirange(tstzrange(a.occupied_from, coalesce(a.processing_from, a.occupied_to)), tstzrange(coalesce(a.processing_to, a.occupied_to), a.occupied_to))
        && tstzmultirange(tstzrange(b.occupied_from, coalesce(b.processing_from, b.occupied_to)), tstzrange(coalesce(b.processing_to, b.occupied_to), b.occupied_to))
     where (a.status in ('confirmed','completed') or (a.status = 'reserved_unpaid' and a.hold_expires_at > now()))
       and (b.status in ('confirmed','completed') or (b.status = 'reserved_unpaid' and b.hold_expires_at > now()))`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  const orphanHolds = await db
    .select({ id: appointments.id, createdAt: appointments.createdAt, holdExpiresAt: appointments.holdExpiresAt })
    .from(appointments)
    .leftJoin(payments, eq(payments.appointmentId, appointments.id))
    .where(and(eq(appointments.status, 'reserved_unpaid'), sql`${payments.id} is null`));
  return {
    lost,
    overlaps: overlapRow?.n ?? 0,
    holdsWithoutPayment: orphanHolds.length,
    holdsThatNeverExpire: orphanHolds.filter((h) => !h.holdExpiresAt || h.holdExpiresAt.getTime() - h.createdAt.getTime() > 2 * 60 * 60_000)
      .length,
    stored: byId.size,
  };
}
