import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STAFF_RULES } from '../../src/core/booking/staff-rules.ts';
import { dateInZone, SALON_TIME_ZONE } from '../../src/core/time.ts';
import { getJson } from './time-off.ts';
import { startedVisitStart, type StartedVisit } from './visit-times.ts';

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

/**
 * A visit paid at the salon at `start`, booked by staff as at the desk (the named service's first variant, with its
 * main beautician), every rule staff may break confirmed (the past, outside hours, time off); the client is e-mailed
 * only when `sendConfirmation` says so. Visits that have started take their times from visit-times.ts, where no two
 * can collide.
 */
export async function bookAtDesk(
  page: Page,
  {
    service,
    client,
    start,
    sendConfirmation = false,
  }: { service: string; client: { name: string; phone: string; email?: string }; start: Date; sendConfirmation?: boolean },
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

/** A started visit of visit-times.ts's table, booked now at the time the table gives it. */
export const bookStartedVisit = (
  page: Page,
  visit: StartedVisit,
  client: { name: string; phone: string; email?: string },
): Promise<BookedVisit> => bookAtDesk(page, { service: visit.service, client, start: startedVisitStart(visit) });
