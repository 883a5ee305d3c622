import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { bookAtDesk } from './support/till.ts';
import { startedVisitStart, STARTED_VISITS } from './support/visit-times.ts';

/**
 * Issue 18, client records: two bookings with one e-mail, written in different case, make one client whose profile
 * shows both; staff keep private notes and marketing consent there, and the notes come with the client's appointments.
 * The visits are booked by staff, through the API, 300 days ahead before opening time, where no other spec sharing
 * this server books, and one that started earlier today, at the time visit-times.ts gives it.
 */
const CLIENT = { name: 'Cleo Recordson', phone: '07700 900778' };
const SERVICE = STARTED_VISITS.clientNotes.service;
const DAY_MS = 86_400_000;

/** 06:00 UTC `days` from now: before the salon opens in either season, so staff confirm it as outside hours. */
const earlyMorning = (days: number): Date => {
  const day = new Date(Date.now() + days * DAY_MS);
  day.setUTCHours(6, 0, 0, 0);
  return day;
};

const bookByStaff = (page: Page, email: string, start: Date) => bookAtDesk(page, { service: SERVICE, client: { ...CLIENT, email }, start });

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

describe('client records', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });

  it('two bookings with one e-mail make one client whose profile shows both; the Clients screen and the profile pass axe', async () => {
    await page.goto('/admin');
    await signInAsDemoStaff(page);
    await bookByStaff(page, 'Cleo.Recordson@example.co.uk', earlyMorning(300));
    await bookByStaff(page, 'cleo.recordson@EXAMPLE.co.uk', earlyMorning(301));

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Clients', exact: true }).click();
    await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Clients found' }).getByRole('link').first().waitFor();
    await expectAccessible(page, '/admin/clients');

    await page.getByLabel('Search clients').fill('recordson');
    const found = page.getByRole('region', { name: 'Clients found' }).getByRole('row').filter({ hasText: 'Cleo Recordson' });
    await expect.poll(() => page.getByRole('region', { name: 'Clients found' }).getByRole('row').count()).toBe(2);
    expect(await found.textContent()).toContain('Cleo.Recordson@example.co.uk');
    await found.getByRole('link', { name: 'Cleo Recordson' }).click();

    await page.getByRole('heading', { name: 'Cleo Recordson', exact: true }).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming visits' });
    await upcoming.getByRole('row').nth(2).waitFor();
    expect(await upcoming.getByRole('row').count()).toBe(3);
    expect(await upcoming.getByText(SERVICE, { exact: false }).count()).toBe(2);
    await expectAccessible(page, 'the client profile');

    // Private notes and marketing consent, kept on the record with the date consent was given.
    await page.getByLabel(/Private notes/).fill('Patch test done 1 Dec; allergic to PPD');
    await page.getByLabel('Happy to receive marketing e-mails').check();
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Client saved.').waitFor();
    await page.getByText(/^Agreed on /).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Cleo Recordson', exact: true }).waitFor();
    expect(await page.getByLabel(/Private notes/).inputValue()).toBe('Patch test done 1 Dec; allergic to PPD');
    expect(await page.getByLabel('Happy to receive marketing e-mails').isChecked()).toBe(true);
    await expectAccessible(page, 'the client profile after saving');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('shows the private notes with the client’s appointment on the dashboard, whose name opens their profile', async () => {
    await bookByStaff(page, 'cleo.recordson@example.co.uk', startedVisitStart(STARTED_VISITS.clientNotes));
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const today = page.getByRole('region', { name: /^Today's Appointments/ });
    // A busy demo day shows the next few first ('Show all n'); the visit that started earlier is among them all.
    const card = today.getByRole('button', { name: new RegExp(CLIENT.name) }).filter({ hasText: SERVICE });
    const showAll = today.getByRole('button', { name: /^Show all \d+$/ });
    await expect
      .poll(async () => {
        if (await showAll.isVisible()) await showAll.click();
        return card.isVisible();
      })
      .toBe(true);
    await card.click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByRole('heading', { name: 'Client notes' }).waitFor();
    await details.getByText('Patch test done 1 Dec; allergic to PPD').waitFor();
    // And at the till, before anything is taken.
    await details.getByRole('button', { name: 'Check out' }).click();
    const till = page.getByRole('dialog', { name: 'Check out' });
    await till.getByText('Client notes: Patch test done 1 Dec; allergic to PPD').waitFor();
    await till.getByRole('button', { name: 'Close' }).click();
    await details.getByRole('link', { name: CLIENT.name }).click();
    await page.getByRole('heading', { name: CLIENT.name, exact: true }).waitFor();
    // The visit that has started is past; the two far ahead are still to come.
    await page.getByRole('region', { name: 'Past visits' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('region', { name: 'Past visits' }).getByRole('row').count()).toBe(2);

    // Every one of their appointments in the list carries the notes.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
    await page.getByPlaceholder('Search by name, email, phone, service...').fill(CLIENT.name);
    const rows = page.getByRole('row').filter({ hasText: CLIENT.name });
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.filter({ hasText: 'Client notes: Patch test done 1 Dec; allergic to PPD' }).count()).toBe(3);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
