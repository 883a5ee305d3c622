import { formatGBP, penceToPounds } from '../../core/money.ts';

/** Intl formatters are costly to build (a booking renders several e-mails): one per zone and kind, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let known = formatters.get(key);
  if (!known) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    formatters.set(key, (known = new Intl.DateTimeFormat('en-GB', { timeZone, ...options })));
  }
  return known;
}

/** 'Sat 28 March 2026' in the salon's zone (en-GB, spec §1). */
export function formatMailDate(instant: Date, timeZone: string): string {
  const parts = formatter('date', timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '10:00' (24-hour) in the salon's zone. */
export function formatMailTime(instant: Date, timeZone: string): string {
  return formatter('time', timeZone).format(instant);
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
