import type { Locator, Page } from 'playwright-core';

/** Which service on '/' to book, and from which end of the month to look for a free day. */
export interface FreeTimeChoice {
  /** 'last' = the last card; a number = that card (0 = first). */
  service?: number | 'last';
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

/** Opens '/' and presses 'Book Now' on one service card, landing on '/times'. */
export async function chooseService(page: Page, service: number | 'last' = 0): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Our Services' }).waitFor();
  const bookButtons = page.getByRole('button', { name: 'Book Now' });
  await (service === 'last' ? bookButtons.last() : bookButtons.nth(service)).click();
  await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
}

/**
 * Chooses a service on '/', then clicks through the month's open days until one offers times, and returns
 * that day's label and its time buttons.
 */
export async function chooseFreeTime(page: Page, { service = 0, from = 'first' }: FreeTimeChoice = {}): Promise<{ dayLabel: string; times: Locator }> {
  await chooseService(page, service);
  const days = page.locator('[role=grid] button:not([disabled])');
  const count = await days.count();
  for (let step = 0; step < count; step++) {
    const day = days.nth(from === 'first' ? step : count - 1 - step);
    const dayLabel = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    if (await dayHasFreeTimes(page)) return { dayLabel, times: timeButtons(page) };
  }
  throw new Error('No day with free times in the first month');
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

/**
 * Books `count` pay-at-salon appointments on one day through the public API, as customers would, so a test
 * does not depend on how busy the demo diary happens to be today. Takes the first day from tomorrow on
 * which one beautician of `service` (index on '/') has that many separate times; returns that day, YYYY-MM-DD.
 */
export async function crowdADay(page: Page, { service, count, clientName }: { service: number; count: number; clientName: string }): Promise<string> {
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
    const res = await api.post('/api/appointments', { data: { serviceId: chosen._id, beauticianId, any: false, variantName, startISO, mode: 'pay_in_salon', client } });
    if (res.status() !== 201) throw new Error(`Booking ${startISO} answered ${res.status()}: ${await res.text()}`);
  };
  for (let ahead = 1; ahead <= 28; ahead++) {
    const date = londonDay(new Date(Date.now() + ahead * 24 * 60 * 60 * 1000));
    // Book the earliest free time, then ask again: the server's answer accounts for the new booking and its buffers.
    let booked = 0;
    for (let slots = await slotsOn(date); booked < count && slots[0]; slots = await slotsOn(date)) {
      await book(slots[0].startISO);
      booked++;
    }
    if (booked === count) return date;
  }
  throw new Error(`No day in the next four weeks with ${count} separate free times`);
}
