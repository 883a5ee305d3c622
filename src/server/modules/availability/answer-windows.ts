import type { SlotRules } from '../../../core/availability/slots.ts';
import { FullyBookedResponseSchema, type FullyBookedResponse } from '../../../core/schemas/availability.schema.ts';
import { dateInZone, endOfDayInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { rememberedAnswer, type AnswerStore } from './busy-cache.ts';

/** How long a remembered availability answer holds as the clock moves (docs/decisions/0015), for a day's and a month's. */

const MINUTE_MS = 60_000;

export const nextMidnight = (now: Date, zone: string): number => endOfDayInZone(dateInZone(now, zone), zone).getTime();

/**
 * With the same appointments a day's starts stay as they are until the first of them falls inside the minimum notice,
 * an unpaid hold runs out (`busyChangesAt`), or midnight moves the bookable dates.
 */
export function dayAnswerValidUntil(firstStart: number | undefined, rules: SlotRules, busyChangesAt: number): number {
  const firstLeaves = firstStart === undefined ? Infinity : firstStart - rules.minNoticeMinutes * MINUTE_MS + 1;
  return Math.min(firstLeaves, busyChangesAt, nextMidnight(rules.now, rules.zone));
}

/** How far ahead a month's answer is checked to hold: a day can fill up only as its last starts come too close. */
const MONTH_ANSWER_CHECKED_FOR_MS = 15 * MINUTE_MS;

/**
 * A month read once (its appointments and time off as of now): when its busy time next changes by itself (a hold
 * running out), the salon's zone, and the pure computation of its answer at any instant before then.
 */
export interface MonthRead {
  busyChangesAt: number;
  zone: string;
  monthAt: (at: Date) => FullyBookedResponse;
}

/**
 * A month's answer, serialized and remembered under `key`. With the same appointments and bookable dates, time
 * passing only fills days (their starts come too close), never frees one: the same answer a little later, before any
 * hold runs out and before midnight, is the answer all the way there. Both are worked out from one read.
 */
export function rememberedMonth(
  db: Database,
  key: string,
  now: Date,
  read: () => Promise<MonthRead>,
  store?: AnswerStore,
): Promise<string> {
  const compute = async () => {
    const { monthAt, busyChangesAt, zone } = await read();
    const horizon = Math.min(busyChangesAt, nextMidnight(now, zone), now.getTime() + MONTH_ANSWER_CHECKED_FOR_MS);
    const json = JSON.stringify(FullyBookedResponseSchema.parse(monthAt(now)));
    const holds = JSON.stringify(FullyBookedResponseSchema.parse(monthAt(new Date(horizon - 1)))) === json;
    return { json, validUntil: holds ? horizon : now.getTime() };
  };
  return rememberedAnswer(db, key, now, compute, store);
}
