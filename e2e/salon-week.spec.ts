import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS } from '../src/server/db/demo-data.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { firstDayOfNextMonth } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';

/**
 * Issue 16, the diary a salon runs its week on: a phone booking for a returning client from the dashboard, and an
 * appointment dragged to another time. Amelia Hart (Tue and Wed 09:00–17:30) and her Cut & Blow Dry, next month.
 */
const SERVICE = 'Cut & Blow Dry';
const BEAUTICIAN = 'Amelia Hart';

interface Listed {
  _id: string;
  start: string;
  client: { name: string; phone: string };
}

/** The nth Wednesday of next month, YYYY-MM-DD. */
function wednesdayNextMonth(nth: number): string {
  const day = new Date(`${firstDayOfNextMonth()}T12:00:00Z`);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + 7 * nth);
  return day.toISOString().slice(0, 10);
}

/** A time Amelia has free that day (as customers are offered it), with the ids a booking needs. */
async function freeTime(page: Page, date: string) {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{ _id: string; name: string; variants: Array<{ name: string }>; primaryBeauticianId: string }>;
  const service = services.find((s) => s.name === SERVICE)!;
  const query = new URLSearchParams({ serviceId: service._id, beauticianId: service.primaryBeauticianId, variantName: service.variants[0]!.name, date });
  const { slots } = (await (await page.request.get(`/api/slots?${query}`)).json()) as { slots: Array<{ startISO: string }> };
  return { service, startISO: slots[0]!.startISO };
}

const londonWallTime = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
};

describe('a phone booking for a returning client, from the dashboard', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });
  const returning = DEMO_CLIENTS[3]!;

  it('finds the client by phone number, fills in their details, and books them', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const { startISO } = await freeTime(page, wednesdayNextMonth(1));

    await page.getByRole('button', { name: '+ New appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByLabel('Find a returning client').fill(returning.phone.replace(/\s/g, ''));
    await dialog.getByRole('list', { name: 'Clients found' }).getByRole('button', { name: new RegExp(returning.name) }).click();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(returning.name);
    expect(await dialog.getByLabel('Email (optional)').inputValue()).toBe(returning.email);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByLabel('Service').selectOption({ label: SERVICE });
    await dialog.getByLabel('Variant').selectOption({ index: 1 });
    await dialog.getByLabel('Beautician').selectOption({ label: BEAUTICIAN });
    await dialog.getByLabel('Start').fill(londonWallTime(startISO));
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const listed = (await (await page.request.get(`/api/appointments?q=${encodeURIComponent(returning.phone)}`)).json()) as Listed[];
    expect(listed.some((a) => a.start === new Date(startISO).toISOString() && a.client.name === returning.name)).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('moving an appointment on the calendar', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });
  const CLIENT = { name: 'Dora Dragged', phone: '07700 900616' };

  it('drags an appointment two hours later in the week view, and it stays there after a reload', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const date = wednesdayNextMonth(2);
    const { service, startISO } = await freeTime(page, date);
    const booked = await page.request.post('/api/staff-bookings', {
      data: { client: CLIENT, serviceId: service._id, variantName: service.variants[0]!.name, beauticianId: service.primaryBeauticianId, start: startISO },
    });
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: Listed };

    // The week view of that Wednesday: Week, then Next until its day shows.
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    const event = calendar.getByRole('button', { name: new RegExp(CLIENT.name) }).first();
    for (let week = 0; week < 10 && !(await event.isVisible()); week++) {
      await calendar.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Loading appointments…').waitFor({ state: 'detached' });
    }
    await event.waitFor();

    // Two hours of the time grid, measured on its own hour labels.
    const hour = async (label: string) => (await calendar.locator('.rbc-time-gutter .rbc-label', { hasText: label }).first().boundingBox())!.y;
    const twoHours = (await hour('12:00')) - (await hour('10:00'));
    const box = (await event.boundingBox())!;
    // Held by its middle: its top and bottom edges resize it.
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + twoHours / 2, { steps: 5 });
    await page.mouse.move(x, y + twoHours, { steps: 5 });
    await page.mouse.up();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes(appointment._id) && res.status() === 200);
    // Two hours later may leave her working hours: say yes if asked.
    await Promise.race([saved, confirm.getByRole('button', { name: 'Move anyway' }).click().catch(() => {})]);
    await saved;

    const moved = new Date(new Date(startISO).getTime() + 2 * 3_600_000).toISOString();
    const after = (await (await page.request.get(`/api/appointments?q=${encodeURIComponent(CLIENT.name)}`)).json()) as Listed[];
    expect(after.find((a) => a._id === appointment._id)!.start).toBe(moved);
    // And on the screens, after a reload: the list shows the new start.
    await page.goto('/admin/appointments');
    await page.reload();
    await page.getByPlaceholder('Search by name, email, phone, service...').fill(CLIENT.name);
    const row = page.getByRole('row').filter({ hasText: CLIENT.name });
    await row.getByText(londonWallTime(moved).slice(11), { exact: false }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('the calendar while another range loads', () => {
  let page: Page;
  pageForSuite((opened) => ({ page } = opened), { width: 1440, height: 900 });

  it('does not let the last range’s events be opened', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    const event = calendar.getByRole('button', { name: /\((Confirmed|Completed|No Show|Cancelled[^)]*)\)/ }).first();
    await event.waitFor();
    // The next answer is held back: the old events stay on show, greyed, and a click opens nothing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/appointments?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Filter by Beautician').selectOption({ index: 1 });
    await page.getByText('Loading appointments…').waitFor();
    await event.click({ force: true });
    release();
    await page.getByText('Loading appointments…').waitFor({ state: 'detached' });
    // Had the click gone through, the old appointment's details would be open now.
    expect(await page.getByRole('dialog', { name: 'Appointment Details' }).isVisible()).toBe(false);
    await page.unroute('**/api/appointments?**');
  });
});
