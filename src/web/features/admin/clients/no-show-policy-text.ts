import type { ClientCardRule } from '../../../../core/booking/fee-policy.ts';
import { formatGBP } from '../../../../core/money.ts';
import type { ClientFee, ClientNoShowPolicy } from '../../../../core/schemas/client-profile.schema.ts';
import { cardText } from '../shared/fees/fee-text.ts';

/**
 * The words of a client's no-show policy on their record (issue 26), kept apart from the section so each can be tested
 * as written.
 */

/** The choices of 'Card to book online', in the order offered. */
export const CARD_RULE_OPTIONS: ReadonlyArray<{ value: ClientCardRule; label: string }> = [
  { value: 'policy', label: "As the salon's policy says" },
  { value: 'require', label: 'Always ask for a card' },
  { value: 'waive', label: 'Never ask for a card' },
];

export const cardRuleLabel = (rule: ClientCardRule): string => CARD_RULE_OPTIONS.find((o) => o.value === rule)?.label ?? rule;

const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/** '23 Nov 2026': the salon-zone date of an instant. */
export function formatShortDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDateFormat.format(date);
}

/** 'Card saved: Visa ending 4242 (saved 23 Nov 2026)', or 'No card saved'. */
export function savedCardText(card: ClientNoShowPolicy['card']): string {
  return card ? `Card saved: ${cardText(card)} (saved ${formatShortDate(card.savedAt)})` : 'No card saved';
}

/** 'No-shows: 1 · Late cancellations: 2' */
export const missesText = (policy: Pick<ClientNoShowPolicy, 'noShows' | 'lateCancellations'>): string =>
  `No-shows: ${policy.noShows} · Late cancellations: ${policy.lateCancellations}`;

const FEE_KIND_NAMES: Record<ClientFee['kind'], string> = { no_show: 'No-show', late_cancellation: 'Late cancellation' };

export const feeKindText = (fee: Pick<ClientFee, 'kind'>): string => FEE_KIND_NAMES[fee.kind];

/** Where a fee stands, in a word or two: 'paid', 'requested', 'card declined', 'waived: <reason>', 'refunded'. */
export function feeStatusText(fee: Pick<ClientFee, 'status' | 'waiveReason'>): string {
  switch (fee.status) {
    case 'charging':
      return 'charging';
    case 'paid':
      return 'paid';
    case 'requested':
      return 'requested';
    case 'failed':
      return 'card declined';
    case 'waived':
      return fee.waiveReason ? `waived: ${fee.waiveReason}` : 'waived';
    case 'refunded':
      return 'refunded';
  }
}

/** 'No-show fee, £22.50, paid, 16 Nov 2026' */
export const feeLine = (fee: ClientFee): string =>
  `${feeKindText(fee)} fee, ${formatGBP(fee.charge)}, ${feeStatusText(fee)}, ${formatShortDate(fee.createdAt)}`;
