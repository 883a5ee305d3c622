import { describe, expect, it } from 'vitest';
import { availabilityChecked, chooseService, openDayLabels, showNextMonth } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import type { Page } from 'playwright-core';

/**
 * Issue 40: a day of next month reached with the keyboard while that month's free days were loading could not be
 * chosen: Enter did nothing, and only a second Enter later worked. Now the choice waits for the month's answer. The
 * answer is held back a moment here (as on a slow line), so the Enter lands while the month is still being checked.
 * Nothing is booked: the specs sharing this server keep their times.
 */
describe('choosing a day of a month still loading on /times', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened));

  it('chooses the day pressed once the month turns out to have it open', async () => {
    await chooseService(page, 'Pedicure');
    // Which day of next month is open, asked once as anyone would see it.
    await showNextMonth(page);
    const day = (await openDayLabels(page))[0];
    expect(day).toBeDefined();

    // A fresh page (the choice of service is kept) whose every answer of free days comes late.
    await page.route('**/api/slots/fully-booked**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
    await availabilityChecked(page);
    await page.getByRole('button', { name: /next month/i }).click();
    const pressed = page.getByRole('button', { name: new RegExp(`^${day!}`) });
    await pressed.focus();
    await page.keyboard.press('Enter');
    // Pressed while the month was still being checked...
    await expect.poll(() => pressed.getAttribute('aria-label')).toBe(`${day!}, Checking availability`);
    // ...and chosen once its answer came, with no second press.
    await expect.poll(() => pressed.getAttribute('aria-label'), { timeout: 10_000 }).toBe(`${day!}, selected`);
    await Promise.race([
      page.getByRole('list', { name: 'Available times' }).waitFor(),
      page.getByText('No available times for this date').waitFor(),
    ]);
    expect(problems).toEqual([]);
  });
});
