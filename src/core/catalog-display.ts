import { formatGBP } from './money.ts';

/**
 * Spec §5 'Display rules' for service cards. A new variant starts at price 0 (spec §9), which means
 * "not priced yet", so only positive numbers count; the card reads 'From £25.00' with the cheapest.
 */
export function priceRangeLabel(variants: Array<{ price: number }>): string | null {
  const prices = variants.map((v) => v.price).filter((p) => typeof p === 'number' && Number.isFinite(p) && p > 0);
  if (prices.length === 0) return null;
  return `From ${formatGBP(Math.min(...prices))}`;
}

/** '30–60 min', or '45 min' when every variant takes the same time; missing or zero durations are skipped. */
export function durationRangeLabel(variants: Array<{ durationMin?: number | null }>): string | null {
  const durations = variants.map((v) => v.durationMin).filter((d): d is number => typeof d === 'number' && Number.isFinite(d) && d > 0);
  if (durations.length === 0) return null;
  const min = Math.min(...durations);
  const max = Math.max(...durations);
  return min === max ? `${min} min` : `${min}–${max} min`;
}

/** A visit's total time: '45 min', '2 h', '2 h 15 min'. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
