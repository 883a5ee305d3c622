import { addDaysToDate, SALON_TIME_ZONE, startOfDayInZone } from './time.ts';

/**
 * The state each back-office screen opens in, where it decides what the screen asks for first: the screens start so,
 * and the server names the same requests in their pages (core/admin-first-requests.ts).
 */

/** The Appointments screen opens on its first page of everything, the latest first. */
export const APPOINTMENTS_PAGE_SIZE = 50;
export const APPOINTMENTS_FIRST_SORT = { sort: 'start', order: 'desc' } as const;
/** The Clients screen and the Outbox page through their lists 25 at a time. */
export const CLIENTS_PAGE_SIZE = 25;
export const OUTBOX_PAGE_SIZE = 25;
/** The closures the Working Hours screen lists: from today, this many days ahead (the list takes at most 400). */
export const CLOSURES_DAYS_AHEAD = 399;

const startOf = (date: string) => startOfDayInZone(date, SALON_TIME_ZONE).toISOString();

/** The window of the Working Hours screen's closures, from the London date `today`. */
export const closuresWindow = (today: string) => ({ from: startOf(today), to: startOf(addDaysToDate(today, CLOSURES_DAYS_AHEAD)) });

/** Spec §4: Revenue Analytics opens on this month so far (London dates, both ends inclusive). */
export const revenueOpeningRange = (today: string) => ({ startDate: `${today.slice(0, 7)}-01`, endDate: today });
