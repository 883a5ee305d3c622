import { cancelledPaymentLine, paymentLine } from '../../../core/booking/payment-summary.ts';
import { formatMailStart, formatMailTime, formatPence, mapLink } from '../format.ts';
import type { MailContext } from './mail-context.ts';

export interface DetailRow {
  label: string;
  value: string;
  /** a link the value opens (the map) */
  href?: string;
}

/**
 * 'Deposit paid £24.00 · £96.00 to pay at the salon' (issue 15), the words '/success' uses; a cancellation's says
 * what was paid and refunded instead. Test money says so.
 */
function paymentText(a: MailContext['appointment'], refundPence: number | undefined): string {
  const line =
    refundPence === undefined
      ? paymentLine({ paymentMode: a.paymentMode, pricePence: a.pricePence, paidPence: a.paidPence })
      : cancelledPaymentLine({ paidPence: a.paidPence, refundPence });
  return a.testMoney && a.paidPence + (refundPence ?? 0) > 0 ? `${line} (test payment: nothing was charged)` : line;
}

/** The facts every message lists, in the order a client reads them. */
export function detailRows(ctx: MailContext): DetailRow[] {
  const { appointment: a, salon } = ctx;
  // A visit lists each service at its time, with who does it; one service keeps the spec's rows.
  const what: DetailRow[] = ctx.visit
    ? ctx.visit.map((s) => ({
        label: formatMailTime(s.start, salon.timeZone),
        value: `${s.serviceName} (${s.variantName}) with ${s.beauticianName}`,
      }))
    : [
        { label: 'Service', value: a.serviceName },
        { label: 'Option', value: a.variantName },
        { label: 'Beautician', value: a.beauticianName },
      ];
  const rows: DetailRow[] = [
    ...what,
    { label: 'When', value: formatMailStart(a.start, salon.timeZone) },
    { label: 'Price', value: formatPence(a.pricePence) },
    { label: 'Payment', value: paymentText(a, ctx.refundPence) },
  ];
  if (ctx.refundPence !== undefined) rows.push({ label: 'Refund', value: formatPence(ctx.refundPence) });
  if (ctx.recipient !== 'client') {
    rows.splice(what.length, 0, { label: 'Client', value: a.clientName });
    if (a.clientNotes) rows.push({ label: 'Notes', value: a.clientNotes });
  }
  rows.push({ label: 'Salon', value: salon.name });
  if (salon.address) rows.push({ label: 'Address', value: salon.address, href: mapLink(salon.address) });
  if (salon.phone) rows.push({ label: 'Phone', value: salon.phone, href: `tel:${salon.phone.replace(/\s+/g, '')}` });
  return rows;
}
