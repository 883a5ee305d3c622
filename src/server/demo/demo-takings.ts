import type { SalonPayment } from '../modules/till/till.repository.ts';

/** How one of the demo's past visits was paid at the till. */
export interface DemoTill {
  payments: SalonPayment[];
  /** given up at the till (issue 23): the returning client's discount */
  discountPence: number;
  note: string;
}

const card = (amountPence: number, tipPence = 0): SalonPayment => ({ method: 'card', amountPence, tipPence });
const cash = (amountPence: number, tipPence = 0): SalonPayment => ({ method: 'cash', amountPence, tipPence });
/** A cash client who rounds up to the next £5 and leaves the change. */
const keepTheChange = (price: number) => Math.ceil(price / 500) * 500 - price;

/**
 * A salon's usual mix (docs/decisions/0027): mostly card, some cash, tips now and then, a bill split between card and
 * cash, and a returning client's discount, so the demo's revenue and end-of-day takings read like a real till's.
 */
const PATTERNS: Array<(price: number) => DemoTill> = [
  (p) => ({ payments: [card(p, 500)], discountPence: 0, note: '' }),
  (p) => ({ payments: [cash(p)], discountPence: 0, note: '' }),
  (p) => ({ payments: [card(p)], discountPence: 0, note: '' }),
  (p) => {
    const inCash = Math.min(2000, Math.floor(p / 200) * 100);
    return { payments: [card(p - inCash), cash(inCash, 300)], discountPence: 0, note: 'Split: part cash, the rest on card' };
  },
  (p) => ({ payments: [card(p, 200)], discountPence: 0, note: '' }),
  (p) => ({ payments: [cash(p, keepTheChange(p))], discountPence: 0, note: '' }),
  (p) => ({ payments: [card(p - Math.round(p / 10))], discountPence: Math.round(p / 10), note: '10% off for a returning client' }),
];

/** The till's record for each completed demo visit, in the order given (oldest first keeps it stable). */
export function demoTakings(pricesPence: number[]): DemoTill[] {
  return pricesPence.map((price, n) => PATTERNS[n % PATTERNS.length]!(price));
}
