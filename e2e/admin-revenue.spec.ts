import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/accessibility.ts';
import { launchBrowser, openPage, pageForSuite } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';

/**
 * Revenue analytics (issue 7) on the demo salon: about three weeks of completed bookings for four
 * beauticians, none on today's date. Other spec files share this server and may add a booking or mark one a
 * no-show, so the checks compare one range with another rather than pinning totals.
 */

async function choosePreset(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('status').filter({ hasText: 'Loading revenue data...' }).waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'Total Bookings' }).waitFor();
}

const cardValue = (page: Page, title: string) => page.getByRole('region', { name: title }).locator('p').first().innerText();

/** The Detailed Breakdown's table: the screen has others below it (by service, by method, the takings). */
const breakdown = (page: Page) => page.getByRole('region', { name: 'Detailed Breakdown' }).getByRole('table');

/** Rows of the Detailed Breakdown, without its header and Total rows (0 when the empty state shows). */
const beauticianRows = (page: Page) => breakdown(page).locator('tbody').getByRole('row');

describe('staff see revenue for a date range', () => {
  let page: Page;
  let problems: string[];
  pageForSuite((opened) => ({ page, problems } = opened), { width: 1440, height: 900 });

  it('signs in and opens Revenue Analytics on this month', async () => {
    await page.goto('/admin/revenue');
    await page.waitForURL('**/admin/login?returnTo=%2Fadmin%2Frevenue');
    await signInAsDemoStaff(page);
    await page.getByRole('heading', { name: 'Revenue Analytics' }).waitFor();
    await page.getByText("Track your salon's revenue and performance from confirmed and completed appointments").waitFor();
    expect(await page.getByRole('button', { name: 'This Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Start Date').inputValue()).toMatch(/^\d{4}-\d{2}-01$/);
    expect(await page.getByLabel('End Date').getAttribute('max')).toBe(await page.getByLabel('End Date').inputValue());
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('switches presets, and the cards, chart and table follow', async () => {
    await choosePreset(page, 'Last 30 Days');
    const monthBookings = Number(await cardValue(page, 'Total Bookings'));
    expect(monthBookings).toBeGreaterThan(3);
    // The bookings are services; the visits they make are told apart under them (issue 40): never more visits.
    const apart = await page
      .getByRole('region', { name: 'Total Bookings' })
      .getByText(/ visits? · /)
      .innerText();
    const [, visits, services] = /^(\d+) visits? · (\d+) services?$/.exec(apart)!.map(Number);
    expect(services).toBe(monthBookings);
    expect(visits).toBeGreaterThan(0);
    expect(visits).toBeLessThanOrEqual(services!);
    await page.getByRole('heading', { name: 'Revenue by Beautician' }).waitFor();
    const chart = page.getByRole('img', { name: /Bar chart of revenue by beautician/ });
    await chart.waitFor();
    const rows = await beauticianRows(page).count();
    expect(rows).toBe(4);
    // A chart has no roles inside it: count Recharts' bars, one per beautician in the table.
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(rows);
    expect(await breakdown(page).locator('tfoot').innerText()).toContain('Total');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await choosePreset(page, 'Today');
    const todayBookings = Number(await cardValue(page, 'Total Bookings'));
    expect(todayBookings).toBeLessThan(monthBookings);
    // Other specs on this server take visits earlier today with any of the four beauticians: the table and the
    // chart follow the day, whoever is in it.
    const todayRows = await beauticianRows(page).count();
    expect(todayRows).toBeLessThanOrEqual(rows);
    if (todayRows > 0) await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(todayRows);
    if (todayBookings === 0) {
      await page.getByText('No Revenue Data').waitFor();
      await page.getByText('No completed bookings found for the selected date range.').waitFor();
      expect(await chart.count()).toBe(0);
      expect(await cardValue(page, 'Average Per Booking')).toBe('£0.00');
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('totals only the beautician the filter names', async () => {
    await choosePreset(page, 'Last 30 Days');
    const amelia = beauticianRows(page).filter({ hasText: 'Amelia Hart' });
    const ameliaRevenue = await amelia.getByRole('cell').first().innerText();
    expect(await cardValue(page, 'Total Revenue')).not.toBe(ameliaRevenue);

    await page.getByLabel('Filter by Beautician').selectOption({ label: 'Amelia Hart' });
    await expect.poll(() => cardValue(page, 'Total Revenue')).toBe(ameliaRevenue);
    expect(await beauticianRows(page).count()).toBe(1);
    await page.getByLabel('Filter by Beautician').selectOption({ label: 'All Beauticians' });
    await expect.poll(() => beauticianRows(page).count()).toBe(4);
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('downloads the breakdown as CSV, with a header and a Total row', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download breakdown (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const lines = fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/Beautician/i);
    expect(lines[0]).toMatch(/Revenue/i);
    expect(lines.some((line) => /^"?Total"?,/i.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('Amelia Hart'))).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('the chart library and the public site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps Recharts out of the public pages', async () => {
    // The build's manifest names the lazy chart chunk (docs/architecture.md: admin code lives in lazy chunks).
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const chartFile = manifest['features/admin/revenue/revenue-chart.tsx']?.file;
    expect(chartFile).toBeDefined();

    const { page, problems } = await openPage(browser);
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    await page.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'Opening Hours' }).waitFor();

    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { url, body } of loaded) {
      expect(url.endsWith(chartFile ?? '?'), url).toBe(false);
      expect(body.includes('recharts-bar-rectangle'), `${url} carries Recharts`).toBe(false);
    }
    expect(problems).toEqual([]);
  });
});
