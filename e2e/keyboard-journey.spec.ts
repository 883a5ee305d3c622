import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { availabilityChecked, dayHasFreeTimes } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import { focused, pressUntil, tabUntil } from './support/keyboard.ts';

/**
 * Issue 9: the booking journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; no clicks).
 * Pedicure has two options and two beauticians, and no other spec books it, so the specs sharing this
 * server keep the free times they expect.
 */
const SERVICE = 'Pedicure';
const OPTION = 'Luxury with mask';
const BEAUTICIAN = 'Grace Okafor';
const CLIENT = { name: 'Kira Keys', email: 'kira.keys@example.co.uk', phone: '07700 900777' };

/** The focused element as 'tag:name', e.g. 'h1:Checkout'. */
const focusIs = async (page: Page) => {
  const f = await focused(page);
  return `${f.tag}:${f.name}`;
};

describe('a customer books with the keyboard only', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened));

  it('chooses a service on / and lands on the heading of /times', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();

    const skip = await tabUntil(page, (f) => f.name === 'Skip to content', 'the skip link', { max: 1 });
    expect(skip.visible).toBe(true);

    // Space on a category filter narrows the list; then on to this service's 'Book Now'.
    const nails = await tabUntil(page, (f) => f.tag === 'button' && f.name === 'Nails', "the 'Nails' filter");
    expect(nails.visible).toBe(true);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Nails', pressed: true }).waitFor();
    const book = await tabUntil(page, (f) => f.name === 'Book Now' && f.description === SERVICE, `'Book Now' for ${SERVICE}`);
    expect(book.visible).toBe(true);
    await page.keyboard.press('Enter');

    await page.waitForURL('**/times');
    await expect.poll(() => focusIs(page)).toBe('h1:Select Date & Time');
    expect(problems).toEqual([]);
  });

  it('picks an option, a beautician, a day and a time on /times', async () => {
    const option = await tabUntil(page, (f) => f.name === 'Option', 'the Option select');
    expect(option.visible).toBe(true);
    await pressUntil(page, 'ArrowDown', (f) => f.value.startsWith(OPTION), `the option '${OPTION}'`, 5);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Beautician');
    await pressUntil(page, 'ArrowDown', (f) => f.value === BEAUTICIAN, BEAUTICIAN, 5);
    // Back with Shift+Tab: the option kept its choice.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ name: 'Option', value: expect.stringContaining(OPTION) });
    await page.keyboard.press('Tab');

    // Next month (see showNextMonth in support/booking.ts), then the month is one Tab stop; arrows move between
    // the open days, Enter picks one.
    await tabUntil(page, (f) => /next month/i.test(f.name), "the calendar's next-month button");
    await page.keyboard.press('Enter');
    await availabilityChecked(page);
    const firstDay = await tabUntil(
      page,
      (f) => f.within === 'grid' && f.tag === 'button' && !/Month/.test(f.name),
      'a day in the calendar',
    );
    expect(firstDay.visible).toBe(true);
    let hasTimes = false;
    for (let tries = 0; tries < 20 && !hasTimes; tries++) {
      const day = await pressUntil(page, 'ArrowRight', (f) => f.within === 'grid', 'the next open day', 1);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).name).toBe(`${day.name}, selected`);
      hasTimes = await dayHasFreeTimes(page);
    }
    expect(hasTimes).toBe(true);

    const time = await tabUntil(page, (f) => f.within === 'Available times', 'the first free time');
    expect(time.visible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout');
    await expect.poll(() => focusIs(page)).toBe('h1:Checkout');
    await page.getByText(`${SERVICE} — ${OPTION}`).waitFor();
    await page.getByText(BEAUTICIAN).waitFor();
    expect(problems).toEqual([]);
  });

  it('fills the details, pays at the salon and reaches Booking Confirmed', async () => {
    // Straight to 'Pay at salon' with nothing filled in: the first field in error takes the focus and says why.
    const payAtSalon = await tabUntil(page, (f) => f.name === 'Pay at salon', "'Pay at salon'");
    expect(payAtSalon.visible).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => focusIs(page)).toBe('input:Name');
    expect(await focused(page)).toMatchObject({ description: 'Name is required', visible: true });

    await page.keyboard.type(CLIENT.name);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Email');
    await page.keyboard.type(CLIENT.email);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Phone');
    await page.keyboard.type(CLIENT.phone);

    await tabUntil(page, (f) => f.name === 'Pay at salon', "'Pay at salon'");
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    await expect.poll(() => focusIs(page)).toBe('h1:Booking Confirmed');
    expect(problems).toEqual([]);
  });
});
