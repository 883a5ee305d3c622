import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminAppointment } from '../src/core/schemas/admin-appointment.schema.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage, pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';
import { getJson } from './support/time-off.ts';

/**
 * Issue 18, the team (docs/decisions/0029): the owner adds Priya Shah as a stylist; Priya opens the link she was
 * given, chooses her password and lands in the back office, which shows her only her own diary and none of the
 * owner's sections.
 */
const STYLIST = { name: 'Priya Shah', email: `priya-${randomUUID().slice(0, 8)}@willow.example`, beautician: 'Priya Shah' };

describe('the owner adds a stylist, who signs in through the link', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1280, height: 900 });
  let link: string;
  // The stylist's own browser, kept open from her sign-in to her deactivation.
  let stylistPage: Page | undefined;
  let stylistBrowser: Browser | undefined;
  afterAll(() => stylistBrowser?.close());

  it('adds the stylist from the Team screen and is shown the link to hand over', async () => {
    await page.goto('/admin/team');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    // The demo owner is named with the spec's word for an owner.
    await page.getByRole('complementary', { name: 'Admin' }).getByText('Administrator').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ Add a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a person' });
    await dialog.getByLabel('Name').fill(STYLIST.name);
    await dialog.getByLabel('E-mail').fill(STYLIST.email);
    await dialog.getByRole('radio', { name: /^Stylist/ }).check();
    // A stylist without their beautician is refused in words, before anything is saved.
    await dialog.getByRole('button', { name: 'Add and send link' }).click();
    await dialog.getByText('Choose which beautician this stylist is').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel('Which beautician is this stylist?').selectOption({ label: STYLIST.beautician });
    await dialog.getByRole('button', { name: 'Add and send link' }).click();

    const shown = page.getByRole('dialog', { name: 'Password link' });
    link = await shown.getByLabel(`Set-password link for ${STYLIST.name}`).inputValue();
    expect(link).toMatch(/\/admin\/set-password#[A-Za-z0-9_-]{43}$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: new RegExp(STYLIST.email) });
    await row.getByText('Password not set').waitFor();
    await row.getByText(`Stylist · ${STYLIST.beautician}`).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('lets the stylist choose a password through the link and see only her own diary', async () => {
    const browser = await launchBrowser();
    try {
      const { page: stylist, problems: stylistProblems } = await openPage(browser, { width: 1280, height: 900 });
      await stylist.goto(new URL(link).pathname + new URL(link).hash);
      await stylist.getByText(`Hello ${STYLIST.name}.`).waitFor();
      // The secret leaves the address bar at once.
      expect(new URL(stylist.url()).hash).toBe('');
      expect(await seriousAccessibilityViolations(stylist)).toEqual([]);
      await stylist.getByLabel('Password (at least 8 characters)').fill('priya-chooses-this');
      await stylist.getByLabel('The same password again').fill('priya-chooses-this');
      await stylist.getByRole('button', { name: 'Set password and sign in' }).click();

      await stylist.getByRole('heading', { name: 'Dashboard' }).waitFor();
      const sidebar = stylist.getByRole('navigation', { name: 'Admin sections' });
      // Exactly a stylist's sections (and the way back to the public site).
      const sections = (await sidebar.getByRole('link').allTextContents()).filter((text) => !text.includes('Back to Home'));
      expect(sections).toEqual(['Dashboard', 'Appointments', 'Clients']);
      await stylist.getByRole('complementary', { name: 'Admin' }).getByText('Stylist', { exact: true }).waitFor();
      // Her diary is Priya's alone: the filter offers nobody else, and the API answers with her appointments only.
      const options = await stylist.getByLabel('Filter by Beautician').locator('option').allTextContents();
      expect(options.filter((o) => o !== 'All Beauticians')).toEqual([STYLIST.beautician]);
      const listed = await getJson<AdminAppointment[]>(stylist, '/api/appointments?limit=200');
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(listed.map((a) => a.beauticianId.name))).toEqual(new Set([STYLIST.beautician]));

      // A typed link to an owner's page says so instead of failing.
      await stylist.goto('/admin/revenue');
      await stylist.getByRole('heading', { name: 'Not available to your role' }).waitFor();
      expect(await seriousAccessibilityViolations(stylist)).toEqual([]);
      expect(unexpectedProblems(stylistProblems)).toEqual([]);

      // The link was spent: opening it again says so.
      await stylist.goto(new URL(link).pathname + new URL(link).hash);
      await stylist.getByText('This link has expired or has already been used. Ask the salon owner for a new one.').waitFor();
      expect(await seriousAccessibilityViolations(stylist)).toEqual([]);
      stylistPage = stylist;
      stylistBrowser = browser;
    } catch (error) {
      await browser.close();
      throw error;
    }
  });

  it('resets her password: she chooses another through the new link; then deactivates her: her open diary signs out at once', async () => {
    try {
      await page.getByRole('button', { name: `Reset the password of ${STYLIST.name}` }).click();
      const reset = page.getByRole('dialog', { name: `Reset the password of ${STYLIST.name}?` });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await reset.getByRole('button', { name: 'Reset and send link' }).click();
      const shown = page.getByRole('dialog', { name: 'Password link' });
      const again = new URL(await shown.getByLabel(`Set-password link for ${STYLIST.name}`).inputValue());
      await shown.getByRole('button', { name: 'Done' }).click();

      // Signed in again with the password she chose through the new link, her diary open.
      // Pasted into the tab that still shows the spent link: only the #secret changes, and the page takes it up.
      await stylistPage!.goto(again.pathname + again.hash);
      await stylistPage!.getByLabel('Password (at least 8 characters)').fill('priya-chooses-again');
      await stylistPage!.getByLabel('The same password again').fill('priya-chooses-again');
      await stylistPage!.getByRole('button', { name: 'Set password and sign in' }).click();
      await stylistPage!.getByRole('heading', { name: 'Dashboard' }).waitFor();

      await page.getByRole('button', { name: `Deactivate ${STYLIST.name}` }).click();
      const deactivate = page.getByRole('dialog', { name: `Deactivate ${STYLIST.name}?` });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await deactivate.getByRole('button', { name: 'Deactivate' }).click();
      await deactivate.waitFor({ state: 'hidden' });
      await page
        .getByRole('row', { name: new RegExp(STYLIST.email) })
        .getByRole('button', { name: `Reactivate ${STYLIST.name}` })
        .waitFor();

      // Her next step in the diary finds her signed out.
      await stylistPage!.reload();
      await stylistPage!.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await stylistBrowser?.close();
      stylistBrowser = undefined;
    }
  });
});
