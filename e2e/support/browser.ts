import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, never a downloaded one (ARCHITECTURE.md, known facts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

export const baseUrl = (): string => inject('baseUrl');

/** A page whose console errors and failed requests fail the test that caused them. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  return { page, problems };
}

/**
 * One browser and page for the tests of a describe block: opened before them, closed after them. `take` gets
 * the page and its problems list, which the tests keep in their own variables.
 */
export function pageForSuite(take: (opened: { page: Page; problems: string[] }) => void, viewport?: { width: number; height: number }): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    take(await openPage(browser, viewport));
  });
  afterAll(() => browser?.close());
}
