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
    then = [],
    client,
    start,
    sendConfirmation = false,
  }: {
    service: string;
    /** the visit's further services, each the same way (docs/decisions/0032) */
    then?: readonly string[];
    client: { name: string; phone: string; email?: string };
    start: Date;
    sendConfirmation?: boolean;
  },
): Promise<BookedVisit> {
  const catalogue = await getJson<ServiceSummary[]>(page, '/api/services');
  const asBooked = (name: string) => {
    const chosen = catalogue.find((s) => s.name === name)!;
    return { serviceId: chosen._id, variantName: chosen.variants[0]!.name, beauticianId: chosen.primaryBeauticianId };
  };
  const res = await page.request.post('/api/staff-bookings', {
    data: {
      client,
      ...asBooked(service),
      also: then.map(asBooked),
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
): Promise<BookedVisit> => bookAtDesk(page, { service: visit.service, then: visit.then, client, start: startedVisitStart(visit) });
