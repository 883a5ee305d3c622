import { formatGBP, penceToPounds } from './money.ts';

/**
 * What the rest of a short till request is (issue 23, docs/decisions/0027): a discount (the visit costs less, in every
 * report) or still owed (shown on the client's record and the dashboard until it is paid).
 */
export const SHORTFALL_CHOICES = ['discount', 'owed'] as const;
export type ShortfallChoice = (typeof SHORTFALL_CHOICES)[number];

export const SHORTFALL_LABELS: Record<ShortfallChoice, string> = { discount: 'A discount', owed: 'Still owed' };

export type ShortfallSettled = { ok: true; discountPence: number } | { ok: false; code: 'SHORTFALL_UNDECIDED'; message: string };

/** What a till request leaves unpaid (pence): the visit's balance less the payments' amounts (tips apart); 0 or more. */
export const unpaidAfter = (balancePence: number, paidPence: number): number => Math.max(0, balancePence - paidPence);

/** The question the till asks, and the refusal of a short request that does not answer it. */
export const shortfallQuestion = (unpaidPence: number): string => {
  const amount = formatGBP(penceToPounds(unpaidPence));
  return `The payments leave ${amount} unpaid. Is the ${amount} a discount, or does the client still owe it?`;
};

/**
 * A till request whose payments fall short of the visit's balance must say what the rest is; nothing short, nothing to
 * say (a choice sent anyway is ignored). Answers the discount to record: the shortfall, or none when it is owed.
 */
export function settleShortfall(balancePence: number, paidPence: number, choice: ShortfallChoice | undefined): ShortfallSettled {
  const unpaid = unpaidAfter(balancePence, paidPence);
  if (unpaid === 0) return { ok: true, discountPence: 0 };
  if (choice === undefined) return { ok: false, code: 'SHORTFALL_UNDECIDED', message: shortfallQuestion(unpaid) };
  return { ok: true, discountPence: choice === 'discount' ? unpaid : 0 };
}
