import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApp, stopApp, type AppProcess } from '../tests/support/app-process.ts';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { chooseFreeTime, fillClientDetails } from './support/booking.ts';
import { launchBrowser } from './support/browser.ts';

/**
 * Issue 14: a live salon (NODE_ENV=production) of its own, on a fresh PGlite directory with no other setting,
 * as an owner trying it on their own machine would start it. Its first start prints a one-time code; the owner
 * makes their account in the browser, sets up the salon, and a customer finds no online payment offered.
 */
const OWNER = { name: 'Rosa Willow', email: 'rosa@willowandrose.example', password: 'the owner’s password' };
const CODE = /enter the one-time code (\w{4}-\w{4}-\w{4})/;

describe('a live salon’s first start in the browser', () => {
  let dataDir: string;
  let server: AppProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-e2e-live-'));
    const port = await freePort();
    const publicUrl = `http://localhost:${port}`;
    server = await startApp({ dataDir, port, env: { NODE_ENV: 'production', PUBLIC_URL: publicUrl, LOG_LEVEL: 'info' } });
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: publicUrl,
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    page.on('pageerror', (err) => problems.push(err.message));
  });
  afterAll(async () => {
    await browser?.close();
    if (server) await stopApp(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends /admin to the first-run page, which makes the owner’s account from the code in the log', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Set up the back office' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel('One-time code (from the server log)').fill('WRNG-WRNG-WRNG');
    await page.getByLabel('Your name').fill(OWNER.name);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password (at least 8 characters)').fill(OWNER.password);
    await page.getByRole('button', { name: 'Create the owner’s account' }).click();
    await page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const code = CODE.exec(server.stdout())?.[1];
    expect(code).toBeDefined();
    await page.getByLabel('One-time code (from the server log)').fill(code!);
    await page.getByRole('button', { name: 'Create the owner’s account' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText(OWNER.name).first().waitFor();
  });

  it('lets the owner change their password on Your account', async () => {
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password (at least 8 characters)').fill('a newer owner password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('That is not your current password').first().waitFor();
    await page.getByLabel('Current password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.', { exact: false }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('offers customers no online payment: Pay now and Pay deposit are greyed out and say why; Pay at salon books', async () => {
    // The owner sets up hours, a beautician and a service (through the API the screens use, signed in as above).
    const api = page.request;
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, { start: '09:00', end: '17:00' }]),
    );
    expect((await api.patch('/api/settings', { data: { workingHours: week, salonName: 'Willow & Rose' } })).status()).toBe(200);
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: '09:00', end: '17:00' }));
    const beautician = await api.post('/api/beauticians', {
      data: { name: 'Amelia Hart', specialties: [], active: true, workingHours: everyDay },
    });
    expect(beautician.status()).toBe(201);
    const service = await api.post('/api/services', {
      data: {
        name: 'Cut & Blow Dry',
        category: 'Hair',
        description: '',
        primaryBeauticianId: (await beautician.json())._id,
        additionalBeauticianIds: [],
        active: true,
        variants: [{ name: 'Standard', durationMin: 45, price: 45, bufferBeforeMin: 0, bufferAfterMin: 0 }],
      },
    });
    expect(service.status()).toBe(201);

    const { times } = await chooseFreeTime(page);
    await times.first().click();
    await page.waitForURL('**/checkout');
    const note = page.getByText('This salon takes payment when you visit: online payment is not available.');
    await note.waitFor();
    for (const name of ['Pay now', 'Pay deposit']) expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await fillClientDetails(page, { name: 'Ava Jones', email: 'ava.jones@example.co.uk', phone: '07700 900111' });
    await page.getByRole('button', { name: 'Pay at salon' }).click();
    await page.getByRole('heading', { name: 'Booking Confirmed' }).waitFor();
    expect(problems).toEqual([]);
  });
});
