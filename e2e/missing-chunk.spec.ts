import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { chooseFreeTime } from './support/booking.ts';

/**
 * Issue 14: a build beside a running server used to delete the chunks its open pages still load, and a
 * customer mid-booking got 'Something went wrong'. Builds now keep old chunks (docs/decisions/0021), and a
 * page whose chunk is gone anyway reloads itself once. Here the browser is told 404 for a page's chunk, as a
 * server with that chunk gone would answer.
 */
const CHECKOUT_CHUNK = /\/assets\/checkout-[\w-]+\.js$/;
const SALON_CHUNK = /\/assets\/salon-[\w-]+\.js$/;
// What Chromium logs for the refused chunk, and React for the error it shows.
const EXPECTED_PROBLEM = /status of 404|dynamically imported module/;

/** Answers 404 to the first `times` requests matching `chunk`; returns how many it refused so far. */
async function refuseChunk(page: Page, chunk: RegExp, times: number): Promise<() => number> {
  let refused = 0;
  await page.route(chunk, (route) => (refused++ < times ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
  return () => Math.min(refused, times);
}

/** How many times the browser loaded the document at `pathname` (a visit or a reload, not a link within the app). */
function documentLoads(page: Page, pathname: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === pathname) loads++;
  });
  return () => loads;
}

describe('a page whose chunk is gone (a deploy since it was opened)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('reloads itself once, and the customer goes on to checkout with the time chosen', async () => {
    const { page, problems } = await openPage(browser);
    const { times } = await chooseFreeTime(page, { service: 2 });
    const chosen = (await times.first().textContent())!.trim();
    const refused = await refuseChunk(page, CHECKOUT_CHUNK, 1);
    const loads = documentLoads(page, '/checkout');

    await times.first().click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Pay at salon' }).waitFor();

    expect(refused()).toBe(1);
    expect(loads()).toBe(1);
    expect(await page.getByText(chosen, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(problems.filter((problem) => !EXPECTED_PROBLEM.test(problem))).toEqual([]);
  });

  it('shows the error page when the chunk is still missing after that reload, and reloads no more', async () => {
    const { page, problems } = await openPage(browser);
    const refused = await refuseChunk(page, SALON_CHUNK, Number.POSITIVE_INFINITY);
    const loads = documentLoads(page, '/salon');

    await page.goto('/salon');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.waitForLoadState('networkidle');

    // The visit and one reload.
    expect(loads()).toBe(2);
    expect(refused()).toBe(2);
    expect(problems.filter((problem) => !EXPECTED_PROBLEM.test(problem))).toEqual([]);
  });
});
