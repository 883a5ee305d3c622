import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDaysToDate, dateInZone, SALON_TIME_ZONE } from '../../src/core/time.ts';
import { availabilityChecked, firstDayOfNextMonth } from './booking.ts';

const monthCaption = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Today on the salon's clock, YYYY-MM-DD. */
export const salonToday = (): string => dateInZone(new Date(), SALON_TIME_ZONE);

/** GET a JSON answer with the page's cookies (a signed-in page reads the staff routes). */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

interface ServiceSummary {
  _id: string;
  name: string;
  variants: Array<{ name: string }>;
  beauticianIds: string[];
}

/**
 * The first day of next month on which the service's first beautician offers a start at or after `from` (London
 * HH:mm) in its first variant: a day with an afternoon to block. Read from the public API, as '/times' reads it.
 */
export async function firstDayWithTimesFrom(page: Page, serviceName: string, from: string): Promise<string> {
  const services = await getJson<ServiceSummary[]>(page, '/api/services');
  const service = services.find((s) => s.name === serviceName)!;
  const first = firstDayOfNextMonth();
  for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = addDaysToDate(date, 1)) {
    const query = new URLSearchParams({
      serviceId: service._id,
      beauticianId: service.beauticianIds[0]!,
      variantName: service.variants[0]!.name,
      date,
    });
    const { slots } = await getJson<{ slots: Array<{ startISO: string }> }>(page, `/api/slots?${query}`);
    if (slots.some((s) => dateInZone(new Date(s.startISO), SALON_TIME_ZONE) === date && londonTime(s.startISO) >= from)) return date;
  }
  throw new Error(`No day next month on which ${serviceName} has times from ${from}`);
}

const londonTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { timeZone: SALON_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** On '/times', pages the calendar forward to the month of `date` and waits for its days to be checked. */
export async function showMonthOf(page: Page, date: string): Promise<void> {
  const caption = page.locator('[role=grid]').first();
  const wanted = monthCaption.format(noon(date));
  for (let pages = 0; (await caption.getAttribute('aria-label')) !== wanted; pages++) {
    if (pages > 3) throw new Error(`The calendar does not reach ${wanted}`);
    const before = await caption.getAttribute('aria-label');
    await page.getByRole('button', { name: /next month/i }).click();
    await expect.poll(() => caption.getAttribute('aria-label')).not.toBe(before);
  }
  await availabilityChecked(page);
}

/**
 * On the dashboard, pages its month grid forward to the month of `date` (staff may look any number of months ahead,
 * unlike '/times') and answers that day's cell.
 */
export async function diaryDayOf(page: Page, date: string): Promise<Locator> {
  const calendar = page.getByRole('region', { name: 'Appointments calendar' });
  const label = calendar.locator('.rbc-toolbar-label');
  const wanted = monthCaption.format(noon(date));
  await label.waitFor();
  for (let pages = 0; (await label.textContent()) !== wanted; pages++) {
    if (pages > 24) throw new Error(`The diary does not reach ${wanted}`);
    const before = await label.textContent();
    await calendar.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => label.textContent()).not.toBe(before);
  }
  return calendar.locator('.rbc-date-cell:not(.rbc-off-range)', { has: page.getByRole('button', { name: date.slice(8), exact: true }) });
}

/** The calendar's button for `date` (its label starts with the date in words, e.g. 'Friday 25 December 2026'). */
export const dayButton = (page: Page, date: string): Locator =>
  page.locator('[role=grid]').getByRole('button', { name: new RegExp(`\\b${dayWords.format(noon(date))}\\b`) });
