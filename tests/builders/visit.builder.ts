import { asc, eq } from 'drizzle-orm';
import { apportionPence } from '../../src/core/money.ts';
import type { Database } from '../../src/server/db/client.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { givenAppointment, type AppointmentOptions } from './appointment.builder.ts';

/** One service of a visit: who does what, at what price (the variant's unless given), and when (after the one before). */
export interface VisitPartOptions {
  beauticianId: string;
  serviceId: string;
  variantName?: string;
  pricePence?: number;
  /** ISO instant; back to back with the part before when not given (docs/decisions/0032) */
  start?: string;
}

type Shared = Omit<AppointmentOptions, 'beauticianId' | 'serviceId' | 'variantName' | 'start' | 'visit' | 'pricePence'>;

/** What the client booked is the visit's: its start, client, status and payment; online money is the visit's total. */
export interface VisitOptions extends Shared {
  /** ISO instant the first service starts */
  start: string;
  parts: VisitPartOptions[];
}

/**
 * A visit of several services written straight to the database as the booking write path stores one (docs/decisions/
 * 0032), so the till and the reports are tested on what any write path stores: one appointment per service, sharing the
 * first one's id as visit_id and numbered from 0, each with its own beautician, service, times and price, and the
 * visit's client, status and payment mode. Money paid online (at `paidAt`, else the visit's start) is spread over the
 * parts by price, as decision 0032 says online money is. Answers the parts' ids in visit order: the first is the visit's.
 */
export async function givenVisit(db: Database, options: VisitOptions): Promise<string[]> {
  const { start, parts, amountPaidPence = 0, refundedPence = 0, paidAt, refundedAt, ...visit } = options;
  const ids: string[] = [];
  let next = start;
  for (const [position, part] of parts.entries()) {
    const id = await givenAppointment(db, {
      ...visit,
      ...part,
      start: part.start ?? next,
      ...(ids[0] ? { visit: { id: ids[0], position } } : {}),
    });
    ids.push(id);
    const [row] = await db.select({ endAt: appointments.endAt }).from(appointments).where(eq(appointments.id, id));
    next = row!.endAt.toISOString();
  }
  if (amountPaidPence > 0) {
    const rows = await db.select().from(appointments).where(eq(appointments.visitId, ids[0]!)).orderBy(asc(appointments.visitPosition));
    const prices = rows.map((r) => r.pricePence);
    const paid = apportionPence(amountPaidPence, prices);
    const refunded = apportionPence(refundedPence, prices);
    // Migration 0011's trigger mirrors each part's online money into the ledger, at paid_at (a refund at updated_at).
    for (const [i, row] of rows.entries()) {
      await db
        .update(appointments)
        .set({
          amountPaidPence: paid[i]!,
          refundedPence: refunded[i]!,
          paidAt: new Date(paidAt ?? start),
          ...(refundedAt ? { updatedAt: new Date(refundedAt) } : {}),
        })
        .where(eq(appointments.id, row.id));
    }
  }
  return ids;
}
