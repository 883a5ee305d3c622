import { apportionPence } from './money.ts';

/**
 * A visit of several services is one bill at the till (issue 25, docs/decisions/0032): one balance, the sum of its
 * parts', while every payment, discount and tip is recorded on the parts, so revenue by beautician stays a sum.
 */

/** Who gets a tip when staff do not name anyone: split evenly over the visit's beauticians, or the one who did most. */
export const TIP_RULES = ['even', 'most'] as const;
export type TipRule = (typeof TIP_RULES)[number];
/** A rule, or the beautician(s) of the visit staff name. */
export type TipTo = TipRule | readonly string[];
export const DEFAULT_TIP_TO: TipRule = 'even';

/** What the till needs to know of one part (a service) of the visit, in visit order. */
export interface BillPart {
  beauticianId: string;
  pricePence: number;
  /** what it still costs less everything taken for it: core/revenue.ts `balancePence` */
  balancePence: number;
}

/** The visit's beauticians, each once, in the order their first service comes. */
export function visitBeauticians(parts: readonly Pick<BillPart, 'beauticianId'>[]): string[] {
  return [...new Set(parts.map((p) => p.beauticianId))];
}

/** The beautician whose services in this visit cost the most in all; of two alike, the one who started first. */
export function didMost(parts: readonly Pick<BillPart, 'beauticianId' | 'pricePence'>[]): string {
  const totals = new Map<string, number>();
  for (const p of parts) totals.set(p.beauticianId, (totals.get(p.beauticianId) ?? 0) + p.pricePence);
  let best = parts[0]!.beauticianId;
  for (const [id, total] of totals) if (total > totals.get(best)!) best = id;
  return best;
}

/** The named beauticians who have no part in the visit: the till refuses to tip them. */
export function notInVisit(parts: readonly Pick<BillPart, 'beauticianId'>[], named: readonly string[]): string[] {
  const ofVisit = new Set(parts.map((p) => p.beauticianId));
  return named.filter((id) => !ofVisit.has(id));
}

/** Who the tip goes to, in visit order. */
export function tipRecipients(parts: readonly Pick<BillPart, 'beauticianId' | 'pricePence'>[], tipTo: TipTo): string[] {
  if (tipTo === 'most') return [didMost(parts)];
  const everyone = visitBeauticians(parts);
  if (tipTo === 'even') return everyone;
  return everyone.filter((id) => tipTo.includes(id));
}

/**
 * A tip over the parts: split evenly over its recipients to the penny (the earlier one gets an odd penny), each share
 * on the recipient's first part of the visit, so it counts for that beautician.
 */
export function spreadTip(tipPence: number, parts: readonly Pick<BillPart, 'beauticianId' | 'pricePence'>[], tipTo: TipTo): number[] {
  const recipients = tipRecipients(parts, tipTo);
  const shares = apportionPence(
    tipPence,
    recipients.map(() => 1),
  );
  const perPart = parts.map(() => 0);
  recipients.forEach((id, i) => {
    perPart[parts.findIndex((p) => p.beauticianId === id)]! += shares[i]!;
  });
  return perPart;
}

/**
 * An amount taken for the visit over its parts: in proportion to what each still owes, so the parts are paid off
 * together, and any extra beyond what the visit owes in proportion to the prices (docs/decisions/0032).
 */
export function spreadAmount(amountPence: number, owedPence: readonly number[], pricesPence: readonly number[]): number[] {
  const owed = owedPence.map((o) => Math.max(0, o));
  const towardsOwed = Math.min(
    amountPence,
    owed.reduce((a, b) => a + b, 0),
  );
  const shares = apportionPence(towardsOwed, owed);
  const extra = amountPence - towardsOwed;
  if (extra === 0) return shares;
  return apportionPence(extra, pricesPence).map((e, i) => shares[i]! + e);
}

/** What one till request records on each part: per payment, the amounts and tips; and the discount, if any. */
export interface SpreadBill {
  payments: Array<{ amounts: number[]; tips: number[] }>;
  discounts: number[];
}

/**
 * A till request over the visit's parts. The payments one after another, each by what the parts still owe after the
 * ones before; then the discount (what the payments left unpaid, given up) by what they still owe after all of them,
 * which leaves every part paid. Tips go by `tipTo`.
 */
export function spreadBill(
  parts: readonly BillPart[],
  payments: readonly { amountPence: number; tipPence: number }[],
  discountPence: number,
  tipTo: TipTo,
): SpreadBill {
  const prices = parts.map((p) => p.pricePence);
  const owed = parts.map((p) => p.balancePence);
  const spread = payments.map((payment) => {
    const amounts = spreadAmount(payment.amountPence, owed, prices);
    amounts.forEach((a, i) => (owed[i]! -= a));
    return { amounts, tips: spreadTip(payment.tipPence, parts, tipTo) };
  });
  return { payments: spread, discounts: spreadAmount(discountPence, owed, prices) };
}

/** What telling one payment's entries apart needs of a money entry. */
export interface PaymentEntry {
  id: string;
  appointmentId: string;
  /** the till's payment it is a share of; null for online money */
  paymentId: string | null;
  method: string;
  kind: string;
  takenAt: Date;
  testMoney: boolean;
}

/**
 * A visit's money entries as the payments made, each the entries it left on the visit's parts, in the order the first
 * of each was recorded. The till's share a payment id. Online money is mirrored per appointment by migration 0011's
 * trigger, so the entries one online payment (or refund) of a visit left on its parts, at one instant, are put back
 * together: one to a part.
 */
export function paymentsOf<T extends PaymentEntry>(entries: readonly T[]): T[][] {
  const byKey = new Map<string, T[][]>();
  const all: T[][] = [];
  for (const e of entries) {
    const key = e.paymentId ?? (e.method === 'online' ? `${e.kind} ${e.takenAt.toISOString()} ${e.testMoney}` : e.id);
    const open = (byKey.get(key) ?? []).find((p) => e.paymentId !== null || !p.some((x) => x.appointmentId === e.appointmentId));
    if (open) open.push(e);
    else {
      const payment = [e];
      byKey.set(key, [...(byKey.get(key) ?? []), payment]);
      all.push(payment);
    }
  }
  return all;
}
