import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STAFF_RULES } from '../../src/core/booking/staff-rules.ts';
import { dateInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../src/core/time.ts';
import { getJson } from './time-off.ts';

const MINUTE_MS = 60_000;

export interface BookedVisit {
  _id: string;
  start: string;
  price: number;
  service: { name: string };
}

interface ServiceSummary {
  _id: string;
  name: string;
  variants: Array<{ name: string }>;
  primaryBeauticianId: string;
}

/** `minutes` before now, on a five-minute step: the demo salon has nothing booked today, so the time is free. */
export const minutesAgo = (minutes: number): Date => new Date(Math.floor((Date.now() - minutes * MINUTE_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS);

/**
 * `minutes` before now, but today (London): from midnight at the earliest. Started, not yet auto-completed (12 hours
 * after its end), and in the agenda that opens on today.
 */
export const earlierToday = (minutes: number): Date => {
  const midnight = startOfDayInZone(dateInZone(new Date(), SALON_TIME_ZONE), SALON_TIME_ZONE);
  return new Date(Math.max(midnight.getTime(), minutesAgo(minutes).getTime()));
};

/**
 * A visit paid at the salon at `start`, booked by staff as at the desk (the named service's first variant, with its
 * main beautician), every rule staff may break confirmed (the past, outside hours, time off); the client is e-mailed
 * only when `sendConfirmation` says so. Each spec uses a service of another beautician, so their visits never overlap.
 */
export async function bookAtDesk(
  page: Page,
  { service, client, start, sendConfirmation = false }: { service: string; client: { name: string; phone: string; email?: string }; start: Date; sendConfirmation?: boolean },
): Promise<BookedVisit> {
  const chosen = (await getJson<ServiceSummary[]>(page, '/api/services')).find((s) => s.name === service)!;
  const res = await page.request.post('/api/staff-bookings', {
    data: {
      client,
      serviceId: chosen._id,
      variantName: chosen.variants[0]!.name,
      beauticianId: chosen.primaryBeauticianId,
      start: start.toISOString(),
      sendConfirmation,
      allow: [...STAFF_RULES],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { appointment: BookedVisit }).appointment;
}

/** The London date of an instant, YYYY-MM-DD: the day a visit's revenue, or a payment's takings, counts in. */
export const londonDate = (iso: string): string => dateInZone(new Date(iso), SALON_TIME_ZONE);
