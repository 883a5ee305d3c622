import type { Role } from '../../../../../core/access.ts';
import { cardLabel } from '../../../../../core/card-label.ts';
import { formatGBP } from '../../../../../core/money.ts';
import type { AppointmentStatus } from '../../../../../core/schemas/appointment.schema.ts';
import type { FeeView } from '../../../../../core/schemas/fee.schema.ts';

/**
 * The words staff read about a visit's no-show or late-cancellation fee (issue 26, docs/decisions/0034), kept apart
 * from the panel so each sentence can be tested as written.
 */

/** A visit the server may answer a fee for: a no-show, or a cancellation (an unpaid hold that lapsed has none). */
export const mayHaveFee = (status: AppointmentStatus): boolean =>
  status === 'no_show' || (status.startsWith('cancelled_') && status !== 'cancelled_expired');

const KIND_NAMES = { no_show: 'No-show', late_cancellation: 'Late-cancellation' } as const;

/** The client's saved card as they may be shown it, e.g. 'Visa ending 4242'. */
export const cardText = cardLabel;

/** Where an undecided fee would go: the saved card, or the client's e-mail. */
export const cardLine = (fee: FeeView): string =>
  fee.card ? cardText(fee.card) : 'No card saved: the client will be e-mailed a link to pay';

/**
 * The fee as the policy gives it, e.g. 'No-show fee: £16.50 (50% of £55.00, less £11.00 already paid)'. `price` is
 * the whole visit's price; while it is unknown the sentence says 'the visit's price'.
 */
export function feeQuoteText(fee: FeeView, price?: number): string {
  const kind = fee.kind ? KIND_NAMES[fee.kind] : 'The';
  const of = `${fee.percent}% of ${price === undefined ? "the visit's price" : formatGBP(price)}`;
  if (fee.charge <= 0)
    return `${kind} fee: ${formatGBP(fee.fee)} (${of}). What the client has already paid covers it: there is nothing more to charge.`;
  const less = fee.kept > 0 ? `, less ${formatGBP(fee.kept)} already paid` : '';
  return `${kind} fee: ${formatGBP(fee.charge)} (${of}${less})`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A decided fee in a sentence or two; none for a fee not yet decided (the quote says it). */
export function feeStatusLines(fee: FeeView): string[] {
  const charge = formatGBP(fee.charge);
  switch (fee.status) {
    case 'none':
      return [];
    case 'charging':
      return ['Charging…'];
    case 'paid':
      return [`Fee of ${charge} paid`];
    case 'requested':
      return [`Fee requested: the client was e-mailed a link to pay ${charge}`, ...(fee.failure ? [sentence(fee.failure)] : [])];
    case 'failed':
      return [`Card declined${fee.failure ? `: ${fee.failure.replace(/[.!?]$/, '')}` : ''}. The client was e-mailed a link to pay.`];
    case 'waived':
      return [fee.waiveReason ? `Fee waived: ${fee.waiveReason}` : 'Fee waived'];
    case 'refunded':
      return [`Fee of ${formatGBP(fee.refunded > 0 ? fee.refunded : fee.charge)} refunded`];
  }
}

/** Whether the fee waits for the owner's charge, not this role's. */
export const waitsForOwner = (fee: FeeView, role: Role): boolean =>
  fee.ownerOnly && role !== 'owner' && fee.status === 'none' && fee.charge > 0;

/** What staff who may decide the fee can do in each state. */
export function feeActions(fee: FeeView, role?: Role): { charge: boolean; waive: boolean; refund: boolean } {
  const open = fee.status === 'none' || fee.status === 'charging' || fee.status === 'failed';
  return {
    // A claim left 'charging' by a provider's failure is asked again, with the same key: it can never charge twice; a
    // declined card is tried again under a key of its own (issue 40). A visit staff booked after its time, or at a
    // price of their own, is the owner's to charge (issue 39).
    charge: open && fee.charge > 0 && (!fee.ownerOnly || role === undefined || role === 'owner'),
    waive: (fee.status === 'none' && fee.charge > 0) || fee.status === 'requested' || fee.status === 'failed',
    refund: fee.status === 'paid',
  };
}
