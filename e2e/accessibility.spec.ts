import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { chooseFreeTime, chooseService, crowdADay, fillClientDetails } from './support/booking.ts';
import { pageForSuite } from './support/browser.ts';
import { DEMO_STAFF, signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { bookStartedVisit } from './support/till.ts';
import { STARTED_VISITS } from './support/visit-times.ts';

/**
 * Issue 9: every page, in each state a visitor meets, has no serious or critical axe violation of WCAG 2.2 A/AA.
 * The bookings made here use the third service and a client name no other spec uses, so the specs sharing this
 * server see the demo salon they expect.
 */
const SERVICE = 2;

/** Asserts the page as it is now passes axe; `where` names the page and state in a failure. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('the public pages pass axe', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened));

  it('before anything is chosen: /times and /checkout ask for a service', async () => {
    for (const path of ['/times', '/checkout']) {
      await page.goto(path);
      await page.getByText('Please select a service first.').waitFor();
      await expectAccessible(page, `${path} with nothing chosen`);
    }
    expect(problems).toEqual([]);
  });

  it('the services list, the salon page and a page that does not exist', async () => {
    const pages = [
      { path: '/', title: 'Our Services' },
      { path: '/services', title: 'Our Services' },
      { path: '/salon', title: 'Opening Hours' },
      { path: '/no-such-page', title: 'Page not found' },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await heading(page, title).waitFor();
      await expectAccessible(page, path);
    }
    expect(problems).toEqual([]);
  });

  it('/times with a service chosen, before and after picking a day', async () => {
    await chooseService(page, SERVICE);
    await page.getByText('Pick a date to see the available times.').waitFor();
    await expectAccessible(page, '/times with no date');

    await chooseFreeTime(page, { service: SERVICE });
    await expectAccessible(page, '/times with a date and its times');
    expect(problems).toEqual([]);
  });

  it('/checkout empty, with its validation errors, and /confirmation', async () => {
    const { times } = await chooseFreeTime(page, { service: SERVICE });
    await times.first().click();
    await heading(page, 'Your Details').waitFor();
    await expectAccessible(page, '/checkout');

    await page.getByRole('button', { name: 'Pay at salon' }).click();
    await page.getByText('Phone number is required').waitFor();
    await expectAccessible(page, '/checkout with errors');

    await fillClientDetails(page, { name: 'Axel Ease', email: 'axel.ease@example.co.uk', phone: '07700 900555' });
    await page.getByRole('button', { name: 'Pay at salon' }).click();
    await heading(page, 'Booking Confirmed').waitFor();
    await expectAccessible(page, '/confirmation');
    expect(problems).toEqual([]);
  });

  it('the offline payment page, /cancel when the customer leaves it, and /success when they pay', async () => {
    const { times } = await chooseFreeTime(page, { service: SERVICE, from: 'last' });
    await times.first().click();
    await fillClientDetails(page, { name: 'Axel Ease', email: 'axel.ease@example.co.uk', phone: '07700 900555' });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/pay/**');
    await page.getByText('Test payment — no money moves', { exact: false }).waitFor();
    await expectAccessible(page, 'the offline payment page');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await heading(page, 'Payment Canceled').waitFor();
    await expectAccessible(page, '/cancel');

    // Changed their mind: back to the payment page, and pay.
    await page.goBack();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await heading(page, 'Booking confirmed').waitFor();
    await expectAccessible(page, '/success');
    expect(problems).toEqual([]);
  });
});

describe('the back office pages pass axe', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });

  /** Follows a sidebar link and waits for the page's heading. */
  async function openSection(link: string, title: string) {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: link, exact: true }).click();
    await heading(page, title).waitFor();
  }

  it('sign-in, also with the server refusal shown', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, '/admin/login');

    await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await expectAccessible(page, '/admin/login with an error');

    await signInAsDemoStaff(page);
    await heading(page, 'Dashboard').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('the dashboard calendar in each view, and the details dialog', async () => {
    const calendar = page.getByRole('region', { name: 'Appointments calendar' });
    await calendar
      .getByRole('button', { name: /\((Confirmed|Completed)\)/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'dashboard, month view');
    for (const view of ['Week', 'Day', 'Agenda']) {
      await calendar.getByRole('button', { name: view, exact: true }).click();
      // react-big-calendar marks the view on show by a class only.
      await expect.poll(() => calendar.getByRole('button', { name: view, exact: true }).getAttribute('class')).toContain('rbc-active');
      await expectAccessible(page, `dashboard, ${view.toLowerCase()} view`);
    }

    await calendar
      .getByRole('button', { name: /\((Confirmed|Completed)\)/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByRole('heading', { name: 'Customer Information' }).waitFor();
    await expectAccessible(page, 'the appointment details dialog');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('the awaiting checkout panel and the check out dialog', async () => {
    await bookStartedVisit(page, STARTED_VISITS.accessibleTill, { name: 'Axel Till', phone: '07700 900556' });
    await page.reload();
    const panel = page.getByRole('region', { name: /^Awaiting checkout \(\d+\)$/ });
    await panel.getByText('Axel Till').waitFor();
    await expectAccessible(page, 'the awaiting checkout panel');

    await panel.getByRole('button', { name: /^Check out Axel Till/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Check out' });
    await checkout.getByRole('button', { name: 'Complete checkout' }).waitFor();
    await checkout.getByRole('button', { name: '+ Add payment' }).click();
    await checkout.getByRole('group', { name: 'Payment 2' }).waitFor();
    await expectAccessible(page, 'the check out dialog');
    // Taken as 'other' (the till spec counts the day's card and cash), for the payments dialog below.
    await checkout.getByRole('button', { name: 'Remove payment 2' }).click();
    await checkout.getByRole('group', { name: 'Payment 1' }).getByLabel('Method').selectOption('other');
    await checkout.getByRole('button', { name: 'Complete checkout' }).click();
    await checkout.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it("a crowded day's dialog on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // The 500 px month fits about two bookings a day: four on one day overflow, whatever today's diary holds.
      const crowded = await crowdADay(page, { service: SERVICE, count: 4, clientName: 'Axel Crowd' });
      await page.reload();
      const calendar = page.getByRole('region', { name: 'Appointments calendar' });
      await calendar.getByRole('button', { name: 'Month', exact: true }).click();
      // crowdADay books next month: the calendar opens on this one.
      await calendar.getByRole('button', { name: 'Next', exact: true }).click();
      await calendar.getByText(new Date(`${crowded}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })).waitFor();
      const more = calendar.getByRole('button', { name: /^\+\d+ more$/ }).first();
      await more.waitFor();
      // Not the phone month grid itself: its stacked event chips are under WCAG 2.5.8's 24 px (see docs/RELIABILITY.md).
      await more.click();
      const day = page.getByRole('dialog');
      await day
        .getByRole('button', { name: /\((Confirmed|Completed|No Show|Cancelled[^)]*)\)$/ })
        .first()
        .waitFor();
      await expectAccessible(page, "a crowded day's dialog");
      await page.keyboard.press('Escape');
      await day.waitFor({ state: 'hidden' });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('appointments, with the edit and cancel dialogs', async () => {
    await openSection('Appointments', 'Appointments');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.getByRole('button', { name: 'Edit' }).waitFor();
    await expectAccessible(page, 'appointments');

    await firstRow.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await edit.getByLabel('Notes').waitFor();
    await expectAccessible(page, 'the edit dialog');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Cancel', exact: true, disabled: false }).first().click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await cancel.getByLabel('Reason').waitFor();
    await expectAccessible(page, 'the cancel dialog');
    await page.keyboard.press('Escape');
    await cancel.waitFor({ state: 'hidden' });

    // The visit checked out above: its payments, a further payment, and a reversal.
    await page.getByPlaceholder('Search by name, email, phone, service...').fill('Axel Till');
    await page.getByRole('row').filter({ hasText: 'Axel Till' }).getByRole('button', { name: 'Payments', exact: true }).click();
    const payments = page.getByRole('dialog', { name: 'Payments' });
    await payments.getByRole('list', { name: 'Money history' }).waitFor();
    await payments.getByRole('button', { name: 'Add payment', exact: true }).click();
    await payments.getByRole('button', { name: 'Save payment' }).waitFor();
    await expectAccessible(page, 'the payments dialog');
    await payments
      .getByRole('button', { name: /^Reverse / })
      .first()
      .click();
    const reverse = page.getByRole('dialog', { name: 'Reverse payment' });
    await reverse.getByLabel('Reason').waitFor();
    await expectAccessible(page, 'the reverse payment dialog');
    await page.keyboard.press('Escape');
    await reverse.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await payments.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('services and staff, with their forms', async () => {
    const lists = [
      { link: 'Services', add: '+ Add Service', form: 'Create New Service', loaded: /Showing \d+ of \d+ services/ },
      { link: 'Staff', add: '+ Add Staff Member', form: 'Add New Staff Member', loaded: /Showing \d+ of \d+ staff members/ },
    ];
    for (const { link, add, form, loaded } of lists) {
      await openSection(link, link);
      await page.getByText(loaded).waitFor();
      await expectAccessible(page, link);
      await page.getByRole('button', { name: add }).click();
      await heading(page, form).waitFor();
      await expectAccessible(page, form);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('working hours, settings and revenue', async () => {
    await openSection('Working Hours', 'Salon Working Hours');
    await page.getByLabel('Monday', { exact: true }).waitFor();
    await expectAccessible(page, 'working hours');

    await openSection('Settings', 'About Salon');
    await page.getByLabel('Salon Name').waitFor();
    await expectAccessible(page, 'settings');

    await openSection('Revenue Analytics', 'Revenue Analytics');
    await page.getByText('Total Bookings').waitFor();
    // Thirty days hold the demo's past visits, whatever today's date: the tables beyond spec §2 show.
    await page.getByRole('button', { name: 'Last 30 Days', exact: true }).click();
    await heading(page, 'Revenue by payment method').waitFor();
    await heading(page, 'End-of-day takings').waitFor();
    await page.getByRole('link', { name: 'Download takings CSV' }).waitFor();
    await expectAccessible(page, 'revenue');
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
