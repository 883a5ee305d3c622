import { addDaysToDate, dateInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../src/core/time.ts';

const MINUTE_MS = 60_000;
const STEP_MS = 5 * MINUTE_MS;

/**
 * A visit a browser test books by staff as already started (to check it out, mark a no-show, see it among today's
 * appointments): a demo service, whose main beautician takes it, and how long before now it starts.
 */
export interface StartedVisit {
  service: string;
  /** the visit's further services, back to back after it, each by its own main beautician (docs/decisions/0032) */
  then?: readonly string[];
  minutesAgo: number;
  /**
   * The spec needs it today in London (today's panel, the agenda from today, the day's takings): it starts at midnight
   * at the earliest. Otherwise it may start yesterday evening; it still waits for its checkout (visits complete
   * themselves 12 hours after they end).
   */
  today: boolean;
  /**
   * The visit's length in minutes (its services back to back), when all of it must fall on one London day: it then
   * starts early enough to end by midnight (Revenue Analytics counts each service on the day it starts).
   */
  oneDayMinutes?: number;
}

/**
 * Every started visit the browser tests book, in one table so that no two can collide at any time of the London
 * day, by construction: each beautician has at most one visit that must be today (clamped to midnight, so in the
 * first hours of a day it lands at 00:00), and their other visits start earlier by more than their own length and a
 * whole run of the suite. visit-times.test.ts checks it for every five minutes of ordinary and clock-change days,
 * against each other and the demo diary. Beauticians: Amelia does Cut & Blow Dry, Chloe nails, Grace skin and
 * massage, Priya lashes (src/server/demo/demo-data.ts).
 */
export const STARTED_VISITS = {
  /** till.spec.ts: checked out by card and cash, and counted in today's takings */
  tillCheckout: { service: 'Cut & Blow Dry', minutesAgo: 60, today: true },
  /** till.spec.ts: checked out elsewhere first, from the awaiting-checkout panel (any day) */
  tillClash: { service: 'Swedish Massage', minutesAgo: 240, today: false },
  /** admin-appointments.spec.ts: a no-show, found again in the agenda, which starts today */
  noShow: { service: 'Gel Manicure', minutesAgo: 120, today: true },
  /** client-data.spec.ts: checked out, exported and erased */
  exportedVisit: { service: 'Gel Manicure', minutesAgo: 300, today: false },
  /** clients.spec.ts: in today's panel on the dashboard, with the client's notes */
  clientNotes: { service: 'Dermaplaning', minutesAgo: 30, today: true },
  /** accessibility.spec.ts: the awaiting-checkout panel and the till dialog (any day) */
  accessibleTill: { service: 'Lash Lift & Tint', minutesAgo: 540, today: false },
  /** visit-till.spec.ts: a visit of two beauticians (Amelia's colour, then Priya's brows) checked out as one bill */
  visitTill: { service: 'Full Head Colour', then: ['Brow Shape & Tint'], minutesAgo: 360, today: false, oneDayMinutes: 95 },
  /**
   * visit-as-one.spec.ts: a visit of two of Priya's services, one card in today's panel and one visit on the client's
   * profile (issue 40). Not brows: visit-till.spec.ts counts the brows of its visit's day. Both services fall on
   * today (60 and 120 minutes), or late in the evening the second is tomorrow's.
   */
  oneCardToday: { service: 'Lash Lift & Tint', then: ['Classic Lash Extensions'], minutesAgo: 20, today: true, oneDayMinutes: 180 },
} as const satisfies Record<string, StartedVisit>;

/**
 * When `visit` starts if booked at `now`: `minutesAgo` before it on a five-minute step, not before midnight when it
 * must be today, and early enough to end by the next midnight when it must be on one day.
 */
export function startedVisitStart(visit: StartedVisit, now: Date = new Date()): Date {
  let start = Math.floor((now.getTime() - visit.minutesAgo * MINUTE_MS) / STEP_MS) * STEP_MS;
  if (visit.oneDayMinutes !== undefined) {
    const nextMidnight = startOfDayInZone(addDaysToDate(dateInZone(new Date(start), SALON_TIME_ZONE), 1), SALON_TIME_ZONE).getTime();
    start = Math.min(start, Math.floor((nextMidnight - visit.oneDayMinutes * MINUTE_MS) / STEP_MS) * STEP_MS);
  }
  if (visit.today) start = Math.max(start, startOfDayInZone(dateInZone(now, SALON_TIME_ZONE), SALON_TIME_ZONE).getTime());
  return new Date(start);
}

/**
 * The first 06:00 or 22:00 UTC more than half an hour after `now`, under a day ahead (manage-move.spec.ts: a booking
 * inside the 24-hour free-change window). Nobody works then, so no demo visit is in the way, and it lies after the
 * end of every started visit above.
 */
export function soonWhenNobodyWorks(now: Date = new Date()): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const candidates = [0, 1].flatMap((days) => [6, 22].map((hour) => day + days * 86_400_000 + hour * 3_600_000));
  return new Date(candidates.filter((at) => at > now.getTime() + 30 * MINUTE_MS).sort((a, b) => a - b)[0]!);
}
