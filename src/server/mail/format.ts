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

/**
 * The same few instants are written many times over while a booking's messages render (subjects, both parts, the
 * invite, each recipient's): each formatted once, the recent ones kept (formatting is a large part of rendering).
 */
const recent = new Map<string, string>();
const RECENT_MAX = 512;
function remembered(kind: 'date' | 'time', instant: Date, timeZone: string, format: () => string): string {
  const key = `${kind} ${timeZone} ${instant.getTime()}`;
  let text = recent.get(key);
  if (text === undefined) {
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(key, (text = format()));
  }
  return text;
}

/** 'Sat 28 March 2026' in the salon's zone (en-GB, spec §1). */
export function formatMailDate(instant: Date, timeZone: string): string {
  return remembered('date', instant, timeZone, () => {
    const parts = formatter('date', timeZone).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  });
}

/** '10:00' (24-hour) in the salon's zone. */
export function formatMailTime(instant: Date, timeZone: string): string {
  return remembered('time', instant, timeZone, () => formatter('time', timeZone).format(instant));
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
