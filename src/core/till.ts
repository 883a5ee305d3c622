import type { Refusal } from './booking/transitions.ts';

/** What staff choose at the till. */
export const TILL_METHODS = ['card', 'cash', 'other'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];

/** Every method an entry may carry: online money, the till's, and the auto-complete job's 'not recorded'. */
export const MONEY_METHODS = ['online', ...TILL_METHODS, 'not_recorded'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** Every method a ledger entry may carry: a discount (and its reversal) is an entry that moves no money (issue 23). */
export const ENTRY_METHODS = [...MONEY_METHODS, 'discount'] as const;
export type EntryMethod = (typeof ENTRY_METHODS)[number];

export const MONEY_KINDS = ['online_payment', 'online_refund', 'salon_payment', 'discount', 'reversal'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export const METHOD_LABELS: Record<EntryMethod, string> = {
  online: 'Online',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
  not_recorded: 'Not recorded',
  discount: 'Discount',
};

export const KIND_LABELS: Record<MoneyKind, string> = {
  online_payment: 'Paid online',
  online_refund: 'Refunded online',
  salon_payment: 'Taken at the salon',
  discount: 'Discount',
  reversal: 'Reversal',
};

/**
 * A mistake at the till is corrected by a reversal that negates the entry (docs/decisions/0027): a payment taken at the
 * salon, or a discount (whose amount the client then owes again). Online money goes back through the provider (a
 * cancellation's refund), never by a till entry, and nothing is reversed twice.
 */
export function canReverse(entry: { kind: MoneyKind; reversed: boolean }): Refusal {
  if (entry.kind === 'reversal')
    return { ok: false, code: 'IS_REVERSAL', message: 'A reversal cannot be reversed; record the payment again instead.' };
  if (entry.kind !== 'salon_payment' && entry.kind !== 'discount')
    return { ok: false, code: 'ONLINE_MONEY', message: 'Online payments and refunds are not changed at the till.' };
  if (entry.reversed) return ALREADY_REVERSED;
  return { ok: true };
}

/** The refusal of a second reversal: also the answer when the database's unique index is what stops it. */
export const ALREADY_REVERSED = { ok: false, code: 'ALREADY_REVERSED', message: 'This entry has already been reversed.' } as const;

/** One day's (or a range's) takings, in pence: money that moved, by method; tips apart from the total. */
export interface TakingsPence {
  card: number;
  cash: number;
  other: number;
  notRecorded: number;
  online: number;
  /** online money sent back (a positive figure) */
  refunds: number;
  tips: number;
  /** card + cash + other + not recorded + online − refunds: everything taken, tips excluded */
  total: number;
  /** the part of `total` that was test money (no real money moved) */
  testMoney: number;
}

export const NO_TAKINGS: TakingsPence = {
  card: 0,
  cash: 0,
  other: 0,
  notRecorded: 0,
  online: 0,
  refunds: 0,
  tips: 0,
  total: 0,
  testMoney: 0,
};

const TAKINGS_KEY: Record<MoneyMethod, keyof TakingsPence> = {
  online: 'online',
  card: 'card',
  cash: 'cash',
  other: 'other',
  not_recorded: 'notRecorded',
};

/**
 * Adds one entry to takings: a reversal nets against its method, an online refund counts as a refund, and a discount
 * (or its reversal) moves no money, so it adds nothing.
 */
export function addToTakings(
  t: TakingsPence,
  e: { kind: MoneyKind; method: EntryMethod; amountPence: number; tipPence: number; testMoney: boolean },
): TakingsPence {
  if (e.method === 'discount') return t;
  const next = {
    ...t,
    tips: t.tips + e.tipPence,
    total: t.total + e.amountPence,
    testMoney: t.testMoney + (e.testMoney ? e.amountPence : 0),
  };
  if (e.kind === 'online_refund') next.refunds -= e.amountPence;
  else next[TAKINGS_KEY[e.method]] += e.amountPence;
  return next;
}
