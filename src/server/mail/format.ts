import { formatGBP, penceToPounds } from '../../core/money.ts';

/** 'Sat 28 March 2026' in the salon's zone (en-GB, spec §1). */
export function formatMailDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '10:00' (24-hour) in the salon's zone. */
export function formatMailTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** 'Sat 28 March 2026 at 10:00'. */
export function formatMailStart(instant: Date, timeZone: string): string {
  return `${formatMailDate(instant, timeZone)} at ${formatMailTime(instant, timeZone)}`;
}

export const formatPence = (pence: number): string => formatGBP(penceToPounds(pence));

/** A search link any phone or browser opens in Google Maps. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
