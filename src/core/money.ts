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
