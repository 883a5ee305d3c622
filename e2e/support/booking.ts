import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Which service on '/' to book, and from which end of the month to look for a free day. */
export interface FreeTimeChoice {
  /** 'last' = the last card; a number = that card (0 = first); a string = the card of the service of that name. */
  service?: ServicePick;
  /** Look from the first day in view forwards, or from the last one backwards (to keep away from other specs' picks). */
  from?: 'first' | 'last';
}

/** The time buttons of the day on show on '/times'. */
export const timeButtons = (page: Page): Locator => page.getByRole('list', { name: 'Available times' }).getByRole('button');

/** Waits until the chosen day shows either its times or 'No available times for this date'; true when it has times. */
export async function dayHasFreeTimes(page: Page): Promise<boolean> {
  const times = timeButtons(page);
  await Promise.race([times.first().waitFor(), page.getByText('No available times for this date').waitFor()]);
  return (await times.count()) > 0;
}

export type ServicePick = number | 'last' | string;

/** Opens '/' and presses 'Book Now' on one service card, landing on '/times'. */
export async function chooseService(page: Page, service: ServicePick = 0): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Our Services' }).waitFor();
  const bookButtons = page.getByRole('button', { name: 'Book Now' });
  const named = (name: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .getByRole('button', { name: 'Book Now' });
  await (service === 'last' ? bookButtons.last() : typeof service === 'number' ? bookButtons.nth(service) : named(service)).click();
  await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
}

/**
 * Shows next month on '/times'. Browser tests book in a month they choose, never in what is left of this one:
 * late in a month only a few open days remain and other specs book them out. Next month always lies wholly
 * ahead (the calendar reaches three months), so it has open days whatever today's date.
 */
export async function showNextMonth(page: Page): Promise<void> {
  const caption = page.locator('[role=grid]').first();
  const before = await caption.getAttribute('aria-label');
  await page.getByRole('button', { name: /next month/i }).click();
  await expect.poll(() => caption.getAttribute('aria-label')).not.toBe(before);
  await availabilityChecked(page);
}

/** Waits until the month on show has its fully booked days: until then no day can be chosen. */
export async function availabilityChecked(page: Page): Promise<void> {
  await page.getByText('Checking availability…').waitFor({ state: 'hidden' });
}

/** The labels of the days that can be chosen now, read afresh from the calendar on show. */
export async function openDayLabels(page: Page): Promise<string[]> {
  const days = page.locator('[role=grid] button:not([disabled])');
  return (await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).filter(Boolean);
}

/**
 * Chooses a service on '/', shows next month (see showNextMonth), then clicks through its open days until one
 * offers times, and returns that day's label and its time buttons. The open days are read again before every
 * click: a day another spec books out meanwhile drops out of the walk instead of leaving a stale count.
 */
export async function chooseFreeTime(
  page: Page,
  { service = 0, from = 'first' }: FreeTimeChoice = {},
): Promise<{ dayLabel: string; times: Locator }> {
  await chooseService(page, service);
  return freeDayNextMonth(page, from);
}

/**
 * On '/times' (one service or a visit), shows next month and clicks through its open days until one offers times:
 * that day's label and its time buttons (see chooseFreeTime).
 */
export async function freeDayNextMonth(page: Page, from: 'first' | 'last' = 'first'): Promise<{ dayLabel: string; times: Locator }> {
  await showNextMonth(page);
  const tried = new Set<string>();
  for (;;) {
    const open = await openDayLabels(page);
    const dayLabel = (from === 'first' ? open : open.reverse()).find((label) => !tried.has(label) && !label.endsWith(', selected'));
    if (dayLabel === undefined) throw new Error(`No day with free times next month (tried ${tried.size})`);
    tried.add(dayLabel);
    await page.getByRole('button', { name: dayLabel, exact: true }).click();
    if (await dayHasFreeTimes(page)) return { dayLabel, times: timeButtons(page) };
  }
}

/** A customer's details as the checkout form asks for them. */
export interface ClientDetails {
  name: string;
  email: string;
  phone: string;
}

/** Fills 'Your Details' on '/checkout'. */
export async function fillClientDetails(page: Page, client: ClientDetails): Promise<void> {
  await page.getByLabel('Name').fill(client.name);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Phone').fill(client.phone);
}

/**
 * On the offline provider's test payment page (no Stripe keys), pays what it asks and waits for '/success'.
 * Returns the amount as the page showed it, e.g. '£9.00'.
 */
export async function payOnTestPaymentPage(page: Page): Promise<string> {
  await page.waitForURL('**/pay/**');
  await page.getByText('Test payment — no money moves', { exact: false }).waitFor();
  const pay = page.getByRole('button', { name: /^Pay £/ });
  const amount = (await pay.textContent())!.replace('Pay', '').trim();
  await pay.click();
  await page.waitForURL('**/success?**');
  return amount;
}

interface ServiceSummary {
  _id: string;
  variants: Array<{ name: string }>;
  beauticianIds: string[];
}

const londonDay = (instant: Date): string => instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/** The first day of next month in London, YYYY-MM-DD: where the browser tests book (see showNextMonth). */
export function firstDayOfNextMonth(now = new Date()): string {
  const [year, month] = londonDay(now).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const dayAfter = (date: string): string => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * Books `count` pay-at-salon appointments on one day through the public API, as customers would, so a test
 * does not depend on how busy the demo diary happens to be. Takes the first day of next month (see
 * showNextMonth) on which one beautician of `service` (index on '/') has that many separate times; returns
 * that day, YYYY-MM-DD.
 */
export async function crowdADay(
  page: Page,
  { service, count, clientName }: { service: number; count: number; clientName: string },
): Promise<string> {
  const api = page.request;
  const services = (await (await api.get('/api/services')).json()) as ServiceSummary[];
  const chosen = services[service]!;
  const variantName = chosen.variants[0]!.name;
  const beauticianId = chosen.beauticianIds[0]!;
  const slotsOn = async (date: string) => {
    const query = new URLSearchParams({ serviceId: chosen._id, beauticianId, variantName, date });
    return ((await (await api.get(`/api/slots?${query}`)).json()) as { slots: Array<{ startISO: string; endISO: string }> }).slots;
  };
  const book = async (startISO: string) => {
    const client = { name: clientName, email: 'crowded.day@example.co.uk', phone: '07700 900123', notes: '' };
    const res = await api.post('/api/appointments', {
      data: { serviceId: chosen._id, beauticianId, any: false, variantName, startISO, mode: 'pay_in_salon', client },
    });
    if (res.status() !== 201) throw new Error(`Booking ${startISO} answered ${res.status()}: ${await res.text()}`);
  };
  const first = firstDayOfNextMonth();
  for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = dayAfter(date)) {
    // Book the earliest free time, then ask again: the server's answer accounts for the new booking and its buffers.
    let booked = 0;
    for (let slots = await slotsOn(date); booked < count && slots[0]; slots = await slotsOn(date)) {
      await book(slots[0].startISO);
      booked++;
    }
    if (booked === count) return date;
  }
  throw new Error(`No day next month with ${count} separate free times`);
}
