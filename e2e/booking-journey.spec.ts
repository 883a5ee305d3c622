import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { chooseFreeTime, dayHasFreeTimes, fillClientDetails, showNextMonth } from './support/booking.ts';

describe('a customer books and pays at the salon', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('books from the services list to Booking Confirmed, and the time is gone afterwards', async () => {
    const { page, problems } = await openPage(browser);
    const { dayLabel, times } = await chooseFreeTime(page);
    const chosen = (await times.first().textContent())!.trim();
    await times.first().click();

    await page.waitForURL('**/checkout');
    await expect.poll(() => page.getByText(chosen, { exact: false }).count()).toBeGreaterThan(0);
    await fillClientDetails(page, { name: 'Olivia Bennett', email: 'olivia.bennett@example.co.uk', phone: '07700 900321' });
    await page.getByRole('button', { name: 'Pay at salon' }).click();

    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Back to Services' }).click();

    // The next customer asks for the same service on the same day: that time is no longer offered.
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
    await showNextMonth(page);
    // The booking may have taken the day's last time (other specs book next month too): then the calendar says so.
    const day = page.getByRole('button', { name: new RegExp(`^${dayLabel}(, Fully booked)?$`) });
    if ((await day.getAttribute('aria-label'))!.endsWith('Fully booked')) {
      expect(await day.isDisabled()).toBe(true);
    } else {
      await day.click();
      await dayHasFreeTimes(page);
      expect(await page.getByRole('list', { name: 'Available times' }).getByRole('button', { name: chosen, exact: true }).count()).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  it('shows every checkout message under its field and clears it when the field is edited', async () => {
    const { page, problems } = await openPage(browser);
    const { times } = await chooseFreeTime(page, { service: 1 });
    await times.first().click();
    await page.waitForURL('**/checkout');

    await page.getByRole('button', { name: 'Pay at salon' }).click();
    for (const message of ['Name is required', 'Email is required', 'Phone number is required']) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Pay at salon' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Name').fill('Ava');
    await expect.poll(() => page.getByText('Name must be at least 2 characters').count()).toBe(0);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(1);
    expect(page.url()).toMatch(/\/checkout$/);
    expect(problems).toEqual([]);
  });

  it('keeps the choice over a reload and works on a 360 px phone with the menu', async () => {
    const { page, problems } = await openPage(browser, { width: 360, height: 740 });
    const { times } = await chooseFreeTime(page);
    await times.first().click();
    await page.waitForURL('**/checkout');
    await page.reload();
    await page.getByLabel('Name').waitFor();
    expect(await page.getByText('Please select a service first.').count()).toBe(0);

    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/salon');
    await page.getByRole('heading', { name: 'Opening Hours' }).waitFor();
    expect(await page.getByText('Today', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'About' }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});
