import type { PaymentMode } from '../schemas/appointment.schema.ts';

/**
 * What an online checkout charges, in pence: the full price for 'pay_now', the salon's deposit share for
 * 'deposit' (rounded half up to a whole penny, never more than the price), nothing for 'pay_in_salon'.
 */
export function amountDuePence(mode: PaymentMode, pricePence: number, depositPercent: number): number {
  const price = Math.max(0, Math.round(pricePence));
  if (mode === 'pay_in_salon') return 0;
  if (mode === 'pay_now') return price;
  const percent = Math.min(100, Math.max(0, depositPercent));
  return Math.min(price, Math.round((price * percent) / 100));
}

/** When a hold taken at `now` stops holding the slot. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}
