import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addDaysToDate, addMonthsToDate, SALON_TIME_ZONE, zonedDateTime } from '../src/core/time.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { firstDayOfNextMonth } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { bookAtDesk, type BookedVisit } from './support/till.ts';

/**
 * Issue 23, a busy Saturday in the diary: a 20-minute brow shape beside three other beauticians' visits at the same
 * time, each showing its client's whole name in the week view (everyone's diary) and the day view; then the brow
 * artist's day off over her visit, counted in words. Issue 25: a service with a processing part set on the Services
 * screen, booked at 12:00, its processing part hatched in the diary. On the first Saturday of the month after next,
 * where no other spec books; the visits are cancelled, the day off and the service removed at the end.
 */
const AT = '10:00';
const DAY_OFF = 'Training (browser test)';
const TONER = { service: 'Gloss & Tone', client: { name: 'Marisol Achterberg', phone: '07700 900645' } };
const VISITS = [
  {
    service: 'Brow Shape & Tint',
    client: { name: 'Wren Ashby', phone: '07700 900641' },
    label: '10:00–10:20, Brow Shape & Tint, with Priya Shah',
  },
  {
    service: 'Cut & Blow Dry',
    client: { name: 'Imogen Castellano', phone: '07700 900642' },
    label: '10:00–10:45, Cut & Blow Dry, with Amelia Hart',
  },
  {
    service: 'Gel Manicure',
    client: { name: 'Delphine Marsh', phone: '07700 900643' },
    label: '10:00–10:45, Gel Manicure, with Chloe Davies',
  },
  {
    service: 'Signature Facial',
    client: { name: 'Harriet Okonjo', phone: '07700 900644' },
    label: '10:00–10:30, Signature Facial, with Grace Okafor',
  },
];

/** The first Saturday of the month after next, YYYY-MM-DD. */
function firstSaturdayOfMonthAfterNext(): string {
  let day = addMonthsToDate(firstDayOfNextMonth(), 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDaysToDate(day, 1);
  return day;
}

/**
 * Whether the client's name is drawn whole inside its event: the text's own box (which runs past a clipped box, or
 * onto a second line hidden below) lies inside the event's content box and inside the calendar's scrolled view.
 */
async function nameFitsIn(event: Locator, name: string): Promise<boolean> {
  await event.scrollIntoViewIfNeeded();
  return event.evaluate((box, wanted) => {
    const text = [...box.querySelectorAll('*')].find((el) => el.children.length === 0 && el.textContent === wanted);
    if (!text) return false;
    const range = document.createRange();
    range.selectNodeContents(text);
    const drawn = range.getBoundingClientRect();
    const inside = (outer: DOMRect) =>
      drawn.left >= outer.left - 0.5 &&
      drawn.right <= outer.right + 0.5 &&
      drawn.top >= outer.top - 0.5 &&
      drawn.bottom <= outer.bottom + 0.5;
    const content = box.querySelector('.rbc-event-content')!.getBoundingClientRect();
    return inside(content) && inside(box.closest('.rbc-time-content')!.getBoundingClientRect());
  }, name);
}

describe('a busy Saturday in the diary', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });
  const day = firstSaturdayOfMonthAfterNext();
  const booked: BookedVisit[] = [];

  afterAll(async () => {
    const listed = (await (await page.request.get(`/api/time-off?from=${day}T00:00:00Z&to=${addDaysToDate(day, 1)}T00:00:00Z`)).json()) as {
      timeOff: Array<{ _id: string; note: string }>;
    };
    for (const entry of listed.timeOff.filter((t) => t.note === DAY_OFF)) await page.request.delete(`/api/time-off/${entry._id}`);
    for (const visit of booked) await page.request.post(`/api/appointments/${visit._id}/cancel`, { data: { requestedBy: 'staff' } });
    // Its visit cancelled, the service with a processing part goes too: the other spec files see the demo catalogue.
    const services = (await (await page.request.get('/api/services?include=inactive')).json()) as Array<{ _id: string; name: string }>;
    for (const service of services.filter((x) => x.name === TONER.service)) await page.request.delete(`/api/services/${service._id}`);
  });

  /** The day itself in the day view, a column per beautician: two months on, then its number drills down. */
  async function openTheDay() {
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    for (let months = 0; months < 2; months++) {
      await calendar.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Loading appointments…').waitFor({ state: 'detached' });
    }
    const dayCell = calendar.locator('.rbc-date-cell:not(.rbc-off-range)', {
      has: page.getByRole('button', { name: day.slice(8), exact: true }),
    });
    await dayCell.getByRole('button').click();
    await calendar.locator('.rbc-row-resource .rbc-header', { hasText: 'Grace Okafor' }).waitFor();
    return calendar;
  }

  /** Each visit's event: found by its accessible name (client, time, service, beautician, status), its name drawn whole. */
  async function expectEveryNameReadable(where: string) {
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    for (const { client, label } of VISITS) {
      const event = calendar.getByRole('button', { name: `${client.name}, ${label} (Confirmed)`, exact: true });
      await event.waitFor();
      expect(await nameFitsIn(event, client.name), `${client.name} in the ${where}`).toBe(true);
      expect(await event.getAttribute('title')).toContain(`${client.name} – `);
    }
    expect(await seriousAccessibilityViolations(page), where).toEqual([]);
  }

  it('shows each client’s whole name, the 20-minute visit’s too, in the day view and in the week view of everyone', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const { service, client } of VISITS)
      booked.push(await bookAtDesk(page, { service, client, start: zonedDateTime(day, AT, SALON_TIME_ZONE) }));

    // The month after next, then the day itself (its number drills down to the day view, a column per beautician).
    const calendar = await openTheDay();
    await expectEveryNameReadable('day view');

    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    await calendar.locator('.rbc-time-header .rbc-header', { hasText: `Sat ${Number(day.slice(8))}` }).waitFor();
    await expectEveryNameReadable('week view');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('hatches the processing part set on the Services screen, where the beautician is free and the client stays', async () => {
    await page.goto('/admin/services');
    await page.getByRole('button', { name: '+ Add Service' }).click();
    await page.getByRole('heading', { name: 'Create New Service' }).waitFor();
    await page.getByLabel('Service Name').fill(TONER.service);
    await page.getByLabel('Category').fill('Wellness');
    await page.getByLabel('Primary Beautician').selectOption({ label: 'Grace Okafor' });
    await page.getByLabel('Duration (min)').fill('105');
    await page.getByLabel('Price (£)').fill('60');
    await page.getByLabel('Processing starts after (min)').fill('30');
    await page.getByLabel('Processing time (min)').fill('45');
    // Its parts as staff read them; clean-up is the buffer after, as its hint says.
    await page.getByText('30 min · 45 min processing · 30 min').waitFor();
    await page.getByText('Clean-up time: the beautician is busy, the client has gone.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByRole('row').filter({ hasText: TONER.service }).waitFor();

    booked.push(await bookAtDesk(page, { ...TONER, start: zonedDateTime(day, '12:00', SALON_TIME_ZONE) }));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const calendar = await openTheDay();
    const name = `${TONER.client.name}, 12:00–13:45, ${TONER.service}, processing 12:30–13:15, with Grace Okafor (Confirmed)`;
    const event = calendar.getByRole('button', { name, exact: true });
    await event.scrollIntoViewIfNeeded();
    expect(await event.getAttribute('class')).toContain('cal-processing');
    // Solid where Grace works, striped from 30 of its 105 minutes to 75.
    const fill = await event.evaluate((box) => getComputedStyle(box).backgroundImage);
    expect(fill).toContain('28.57%');
    expect(fill).toContain('71.43%');
    expect(fill).toContain('repeating-linear-gradient');
    expect(await nameFitsIn(event, TONER.client.name)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await event.click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('12:30–13:15 Processing (beautician free)').waitFor();
    expect(await details.getByRole('listitem').allTextContents()).toEqual([
      '12:00–12:30 With the beautician',
      '12:30–13:15 Processing (beautician free)',
      '13:15–13:45 With the beautician',
    ]);
    await details.getByRole('button', { name: 'Close' }).click();
    // The agenda, which lists rather than draws, says when the beautician is free in words.
    await calendar.getByRole('button', { name: 'Agenda', exact: true }).click();
    const listed = calendar.locator('.rbc-agenda-view').getByRole('button', { name: new RegExp(TONER.client.name) });
    expect(await listed.textContent()).toContain(' · processing 12:30–13:15');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('draws a visit before opening hours and one over midnight at their own times, not at the grid’s edge', async () => {
    const early = { service: 'Cut & Blow Dry', client: { name: 'Ottilie Earlybird', phone: '07700 900646' } };
    const late = { service: 'Gel Manicure', client: { name: 'Nerys Lateshift', phone: '07700 900647' } };
    booked.push(await bookAtDesk(page, { ...early, start: zonedDateTime(day, '06:30', SALON_TIME_ZONE) }));
    booked.push(await bookAtDesk(page, { ...late, start: zonedDateTime(day, '23:30', SALON_TIME_ZONE) }));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const calendar = await openTheDay();
    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    await calendar.locator('.rbc-time-header .rbc-header', { hasText: `Sat ${Number(day.slice(8))}` }).waitFor();

    // Where an hour's label is drawn in the grid's gutter, in page coordinates (the labels scroll with the visits).
    const hourAt = async (label: string) =>
      (await calendar.locator('.rbc-time-gutter .rbc-label', { hasText: label }).first().boundingBox())!.y;
    const hour = (await hourAt('23:00')) - (await hourAt('22:00'));
    // 06:30 half way between the 06:00 and 07:00 lines (the spec's hours alone drew it at 08:00, the grid's top).
    const first = calendar.getByRole('button', { name: new RegExp(`^${early.client.name},`) });
    expect(Math.abs((await first.boundingBox())!.y - ((await hourAt('06:00')) + hour / 2))).toBeLessThan(4);
    // 23:30 to 00:15: on the Saturday from half past eleven, and on the Sunday from midnight (the library put a visit
    // over midnight in the all-day row, which the diary hides).
    const pieces = calendar.getByRole('button', { name: new RegExp(`^${late.client.name},`) });
    await expect.poll(() => pieces.count()).toBe(2);
    const tops = (await Promise.all([0, 1].map(async (i) => (await pieces.nth(i).boundingBox())!.y))).sort((a, b) => a - b);
    expect(Math.abs(tops[0]! - (await hourAt('00:00')))).toBeLessThan(4);
    expect(Math.abs(tops[1]! - ((await hourAt('23:00')) + hour / 2))).toBeLessThan(4);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("counts in words the booked visits a day off covers: '1 booked appointment falls in this time off.'", async () => {
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Time off of Priya Shah' }).click();
    await page.getByRole('dialog', { name: 'Time off: Priya Shah' }).getByRole('button', { name: 'Add time off' }).click();
    const form = page.getByRole('dialog', { name: 'Add time off' });
    await form.getByLabel('First day').fill(day);
    await form.getByLabel('Last day').fill(day);
    await form.getByLabel(/^Note/).fill(DAY_OFF);
    await form.getByRole('button', { name: 'Add time off' }).click();
    const warning = form.getByRole('alert');
    await warning.getByRole('link', { name: /Wren Ashby/ }).waitFor();
    expect(await warning.getByText(/booked appointment/).textContent()).toBe('1 booked appointment falls in this time off.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Done' }).click();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
