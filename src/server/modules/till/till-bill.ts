import { randomUUID } from 'node:crypto';
import { balancePence } from '../../../core/revenue.ts';
import { spreadBill, type TipTo } from '../../../core/till-visit.ts';
import type { Database } from '../../db/client.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { recordEntries, type PaymentRecord, type SalonPayment, type TillEntry } from './till.repository.ts';

/** What one till request records for a visit: its payments, the discount it gives, and who gets the tips. */
export interface Bill {
  payments: SalonPayment[];
  discountPence: number;
  tipTo: TipTo;
}

/**
 * Records a till request's money on the visit's parts (issue 25, docs/decisions/0032): each payment, and the discount,
 * spread by core/till-visit.ts over what the parts still owe, as an entry on each part it reaches, the entries of one
 * payment sharing a payment id; the tips on the parts of the beauticians who get them. A visit of one service gets one
 * entry per payment, as it always did. Call it with the visit's parts locked.
 */
export async function recordBill(tx: Database, parts: AppointmentRow[], bill: Bill, record: PaymentRecord): Promise<void> {
  const owing = parts.map((p) => ({ beauticianId: p.beauticianId, pricePence: p.pricePence, balancePence: balancePence(p) }));
  const spread = spreadBill(owing, bill.payments, bill.discountPence, bill.tipTo);
  const entries: TillEntry[] = bill.payments.flatMap((payment, i) => {
    const { amounts, tips } = spread.payments[i]!;
    const paymentId = randomUUID();
    return parts.flatMap((part, j) =>
      amounts[j]! > 0 || tips[j]! > 0
        ? [
            {
              appointmentId: part.id,
              kind: 'salon_payment' as const,
              method: payment.method,
              amountPence: amounts[j]!,
              tipPence: tips[j]!,
              paymentId,
            },
          ]
        : [],
    );
  });
  const discountId = randomUUID();
  parts.forEach((part, j) => {
    const amountPence = spread.discounts[j]!;
    if (amountPence > 0)
      entries.push({ appointmentId: part.id, kind: 'discount', method: 'discount', amountPence, tipPence: 0, paymentId: discountId });
  });
  await recordEntries(tx, entries, record);
}
