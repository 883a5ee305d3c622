import { sumPence } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { visitPartsOf, type AppointmentRow } from './bookings.repository.ts';

/**
 * A visit of several services as one booking (docs/decisions/0032): its first appointment, with the visit's end, price
 * (as told when booking, and as it is, and whether staff set it) and money (paid, refunded) over all its parts. What the rules that see a visit whole (cancelling it, its refund, the
 * manage link) read, so that they work as they do for a booking of one service. A visit of one service is its row.
 */
export function wholeVisit(parts: readonly AppointmentRow[]): AppointmentRow {
  const first = parts[0]!;
  if (parts.length === 1) return first;
  return {
    ...first,
    endAt: parts[parts.length - 1]!.endAt,
    pricePence: sumPence(parts.map((p) => p.pricePence)),
    bookedPricePence: sumPence(parts.map((p) => p.bookedPricePence)),
    feeOwnerOnly: parts.some((p) => p.feeOwnerOnly),
    amountPaidPence: sumPence(parts.map((p) => p.amountPaidPence)),
    refundedPence: sumPence(parts.map((p) => p.refundedPence)),
  };
}

/** The visit the appointment `id` is part of, whole (above); undefined when there is no such appointment. */
export async function readWholeVisit(db: Database, id: string): Promise<{ whole: AppointmentRow; parts: AppointmentRow[] } | undefined> {
  const parts = await visitPartsOf(db, id);
  return parts.length > 0 ? { whole: wholeVisit(parts), parts } : undefined;
}
