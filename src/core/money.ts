/** The database keeps integer pence; the API speaks pounds as a number (docs/architecture.md 'Data'). */
export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/**
 * Pounds to integer pence. `19.99 * 100` is 1998.9999999999998 in binary floating point, so the product is
 * first cut to 15 significant digits (all a double holds reliably), then rounded half away from zero.
 */
export function poundsToPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount of money: ${pounds}`);
  const pence = Number((pounds * 100).toPrecision(15));
  const rounded = Math.round(Math.abs(pence));
  return pence < 0 && rounded > 0 ? -rounded : rounded;
}

/** A whole number of pence: 12.5 and 12.99 are amounts of money, 12.999 is not. */
export const hasWholePence = (pounds: number): boolean => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

// Spec §1 and §9: GBP, £ with 2 decimals, en-GB formatting.
const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → '£1,234.50'. */
export function formatGBP(pounds: number): string {
  return gbp.format(pounds);
}

/**
 * Spreads `totalPence` over parts in proportion to `weights` (a visit's money over its services by their prices,
 * docs/decisions/0032), to the penny: each part gets its share rounded down, and the pennies left go one each to the
 * parts with the largest remainders (the earlier part first on a tie), so the shares always add up to the total.
 * All-zero weights spread it evenly. The total may be negative (a reversal); the shares then carry its sign.
 */
export function apportionPence(totalPence: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalPence)) throw new RangeError(`Not a whole number of pence: ${totalPence}`);
  if (weights.length === 0) {
    if (totalPence !== 0) throw new RangeError('Nothing to spread the money over');
    return [];
  }
  if (weights.some((w) => !(w >= 0))) throw new RangeError('Weights must be zero or more');
  const sum = weights.reduce((a, b) => a + b, 0);
  const even = sum === 0;
  const magnitude = Math.abs(totalPence);
  const exact = weights.map((w) => (even ? magnitude / weights.length : (magnitude * w) / sum));
  const shares = exact.map(Math.floor);
  let left = magnitude - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return totalPence < 0 ? shares.map((s) => (s === 0 ? 0 : -s)) : shares;
}

/** The sum of amounts in pence (a visit's price over its services, say). */
export function sumPence(amounts: readonly number[]): number {
  return amounts.reduce((total, pence) => total + pence, 0);
}
