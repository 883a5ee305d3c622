import { groupByVisit } from '../../../../core/client-history.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';

type Part = Pick<AdminAppointment, '_id' | 'end' | 'partOfVisit'>;

/** Cards today's panel shows before 'Show all': about two rows, so the calendar stays in view on a busy day. */
export const TODAY_SHORT_LIST = 6;

/** What the panel shows, and how many of the day's appointments it leaves out: ended before now, or still to come. */
export interface TodaysShortList<T> {
  shown: readonly T[];
  earlier: number;
  later: number;
}

/**
 * What today's panel shows of the day's appointments (start order) at `now`: all of a quiet day; of a busy one, the
 * next few still to finish (in the chair now, then coming up), or the day's last few once everything has ended.
 */
export function todaysShortList<T extends { end: string }>(day: readonly T[], now: Date, size = TODAY_SHORT_LIST): TodaysShortList<T> {
  const ended = (a: T) => new Date(a.end).getTime() <= now.getTime();
  if (day.length <= size) return { shown: day, earlier: 0, later: 0 };
  // Not "from the first unfinished one on": a long visit begun in the morning would keep the ended ones after it.
  const unfinished = day.filter((a) => !ended(a));
  const shown = unfinished.length > 0 ? unfinished.slice(0, size) : day.slice(-size);
  const left = day.filter((a) => !shown.includes(a));
  return { shown, earlier: left.filter(ended).length, later: left.filter((a) => !ended(a)).length };
}

/** What 'Show all' would add, in words: '13 earlier today', '2 later today', '3 earlier and 4 later today'. */
export function leftOutText({ earlier, later }: { earlier: number; later: number }): string {
  if (earlier > 0 && later > 0) return `${earlier} earlier and ${later} later today`;
  if (earlier > 0) return `${earlier} earlier today`;
  return later > 0 ? `${later} later today` : '';
}

/** One card of today's panel: a visit, its services in the order they happen (one for a visit of one service). */
export interface TodaysVisit<T extends Part = AdminAppointment> {
  /** its first service (of those listed): the card's time, status and client, and what opens its details */
  first: T;
  services: T[];
  /** when its last service ends: when it leaves the short list */
  end: string;
}

/**
 * The day's appointments (start order) as the visits they are (issue 40): a visit of colour, cut and brows is one card
 * listing them, not three, as the client booked one visit.
 */
export function todaysVisits<T extends Part>(day: readonly T[]): TodaysVisit<T>[] {
  const parts = day.map((appointment) => ({ visitId: appointment.partOfVisit?._id ?? appointment._id, appointment }));
  return groupByVisit(parts).map((visit) => {
    const services = visit.map((p) => p.appointment);
    return { first: services[0]!, services, end: services[services.length - 1]!.end };
  });
}
