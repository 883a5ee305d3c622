import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pageForSuite } from './support/browser.ts';
import { DEMO_STAFF, unexpectedProblems } from './support/staff.ts';
import { bookStartedVisit } from './support/till.ts';
import { STARTED_VISITS } from './support/visit-times.ts';

/**
 * Staff journey of issue 3 on the demo salon (src/server/demo/demo-*.ts): past bookings are completed, future
 * ones confirmed and paid at the salon. Each step uses its own client, none of which the booking journey
 * needs, so the spec files sharing this server do not disturb each other.
 */
const EDITED_CLIENT = 'Georgia Price'; // future, confirmed
const CANCELLED_CLIENT = 'Ruby Wilson'; // future, confirmed, pay at salon
// Past and still confirmed (booked by the test): a visit checked out cannot be a no-show (docs/decisions/0027).
const NO_SHOW_CLIENT = 'Nora Noshow';

async function search(page: Page, text: string): Promise<Locator> {
  const box = page.getByPlaceholder('Search by name, email, phone, service...');
  await box.fill(text);
  const rows = page.getByRole('row').filter({ hasText: text });
  // The search is debounced and runs on the server: wait until the table lists that client's rows only.
  const onlyThatClient = async () => {
    const [all, matching] = [(await page.getByRole('row').count()) - 1, await rows.count()];
    return matching > 0 && matching === all;
  };
  await expect.poll(onlyThatClient, { timeout: 10_000 }).toBe(true);
  return rows;
}

describe('staff sign in and manage appointments', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });

  it('sends a signed-out visitor to sign in, shows the server refusal, then returns to the page asked for', async () => {
    await page.goto('/admin');
    await page.waitForURL('**/admin/login?returnTo=%2Fadmin');
    await page.getByLabel('E-mail').fill(DEMO_STAFF.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();

    await page.getByLabel('Password').fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByText('Salon Manager', { exact: true }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('finds an appointment by the client name and edits its notes and price', async () => {
    await page.getByRole('link', { name: 'Appointments' }).click();
    await page.getByRole('heading', { name: 'Appointments' }).waitFor();
    const rows = await search(page, EDITED_CLIENT);
    const row = rows.first();

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
    await dialog.getByLabel('Notes').fill('Prefers a quiet room');
    await dialog.getByLabel('Price').fill('95.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('£95.50');

    // Saved on the server, not only on screen: a fresh page finds the new price.
    await page.reload();
    const again = await search(page, EDITED_CLIENT);
    expect(await again.first().textContent()).toContain('£95.50');
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('cancels a future appointment after the refund preview, and its badge turns to the cancelled status', async () => {
    const row = (await search(page, CANCELLED_CLIENT)).first();
    expect(await row.getByText('Confirmed', { exact: true }).count()).toBe(1);
    // Not started yet: No Show waits for the start, as the server does, and says so (issue 16).
    const noShow = row.getByRole('button', { name: 'No Show' });
    expect([await noShow.isDisabled(), await noShow.getAttribute('title')]).toEqual([
      true,
      'You can mark a no-show once the appointment has started.',
    ]);
    await row.getByRole('button', { name: 'Cancel' }).click();

    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    // Paid at the salon, so nothing to send back.
    await dialog.getByText('cancelled no refund').waitFor();
    await dialog.getByText('£0.00').waitFor();
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Admin initiated');
    await dialog.getByLabel('Reason').fill('Client phoned to cancel');
    await dialog.getByRole('button', { name: 'Confirm cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => row.getByRole('cell').nth(5).textContent()).toBe('Cancelled No Refund');
    expect(await row.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'No Show' }).isDisabled()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('marks a past appointment as No Show after confirming', async () => {
    await bookStartedVisit(page, STARTED_VISITS.noShow, { name: NO_SHOW_CLIENT, phone: '07700 900718' });
    const row = (await search(page, NO_SHOW_CLIENT)).first();
    let question = '';
    page.once('dialog', (prompt) => {
      question = prompt.message();
      void prompt.accept();
    });
    await row.getByRole('button', { name: 'No Show' }).click();
    const statusCell = row.getByRole('cell').nth(5);
    await expect.poll(() => statusCell.textContent()).toBe('No Show');
    expect(question).toBe('Mark this appointment as No Show?');
    expect(await row.getByRole('button', { name: 'No Show' }).isDisabled()).toBe(true);
    // The salon's no-show fee (issue 26) is offered at once: charged, or waived with a reason. Left for later here.
    const marked = page.getByRole('dialog', { name: 'Marked as No Show' });
    const fee = marked.getByRole('region', { name: 'No-show fee' });
    await fee.getByRole('button', { name: /^Charge £\d+\.\d\d fee$/ }).waitFor();
    expect(await fee.getByRole('button', { name: 'Waive' }).isVisible()).toBe(true);
    await marked.getByRole('button', { name: 'Close' }).click();
    await marked.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('shows each change on the dashboard calendar', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Agenda' }).click();

    // The agenda lists the next 30 days: the cancelled booking is there, in red, and says so.
    const cancelledRow = page.getByRole('row').filter({ hasText: CANCELLED_CLIENT });
    await cancelledRow.first().waitFor();
    expect(await cancelledRow.first().evaluate((tr) => getComputedStyle(tr).backgroundColor)).toBe('rgb(185, 28, 28)');
    await cancelledRow
      .first()
      .getByRole('button', { name: new RegExp(CANCELLED_CLIENT) })
      .click();
    let details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('Cancelled No Refund', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });

    const editedRow = page.getByRole('row').filter({ hasText: EDITED_CLIENT });
    await editedRow
      .first()
      .getByRole('button', { name: new RegExp(EDITED_CLIENT) })
      .click();
    details = page.getByRole('dialog', { name: 'Appointment Details' });
    await details.getByText('Prefers a quiet room').waitFor();
    await details.getByText('£95.50').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // The no-show, earlier today, in grey.
    const noShowRow = page.getByRole('row').filter({ hasText: NO_SHOW_CLIENT });
    await noShowRow.first().waitFor();
    expect(await noShowRow.first().evaluate((tr) => getComputedStyle(tr).backgroundColor)).toBe('rgb(87, 83, 78)');
    await noShowRow
      .first()
      .getByRole('button', { name: new RegExp(NO_SHOW_CLIENT) })
      .click();
    await page.getByRole('dialog', { name: 'Appointment Details' }).getByText('No Show', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Manage Appointment' }).click();
    await page.getByRole('heading', { name: 'Appointments' }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('signs out, and the back office asks for sign-in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login**');
    await page.goto('/admin/appointments');
    await page.waitForURL('**/admin/login?returnTo=%2Fadmin%2Fappointments');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('the public site and the back office code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('never downloads admin chunks or the calendar library on public pages', async () => {
    // The build's own manifest names each admin route's chunk (docs/architecture.md: admin code lives in lazy chunks).
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const adminFiles = Object.entries(manifest)
      .filter(([source]) => source.startsWith('routes/admin/'))
      .flatMap(([, chunk]) => [chunk.file, ...(chunk.css ?? [])]);
    expect(adminFiles.length).toBeGreaterThan(0);

    const { page, problems } = await openPage(browser);
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname))
        scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    await page.getByRole('heading', { name: 'Select Date & Time' }).waitFor();
    await page.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Opening Hours' }).waitFor();

    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, body } of loaded) {
      expect(
        adminFiles.some((file) => url.endsWith(file)),
        url,
      ).toBe(false);
      expect(body.includes('rbc-calendar'), `${url} carries react-big-calendar`).toBe(false);
    }
    expect(problems).toEqual([]);
  });
});
