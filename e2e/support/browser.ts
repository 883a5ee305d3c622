import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium, never a downloaded one (docs/architecture.md, known facts). */
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

/** The calls that start a staff session when they succeed (sign-in, first-run setup, a set-password link). */
const SESSION_STARTS = new Set(['/api/auth/login', '/api/auth/first-run', '/api/auth/set-password']);

/** Whether the page holds a staff session, from the answers to the calls that start and end one. */
function sessionOf(page: Page): () => boolean {
  let signedIn = false;
  page.on('response', (res) => {
    if (res.request().method() !== 'POST') return;
    const path = new URL(res.url()).pathname;
    if (SESSION_STARTS.has(path) && res.ok()) signedIn = true;
    if (path === '/api/auth/logout') signedIn = false;
  });
  return () => signedIn;
}

/**
 * A page whose console errors and failed requests fail the test that caused them. A console error says whether the
 * page was signed out and where it came from, '(at <url>)': for a failed request, the URL requested (staff.ts lets
 * through by them the few a signed-out page gets by design).
 */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  const page = await context.newPage();
  const problems: string[] = [];
  const signedIn = sessionOf(page);
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    problems.push(`console error${signedIn() ? '' : ' (signed out)'}: ${msg.text()}${where ? ` (at ${where})` : ''}`);
  });
  return { page, problems };
}

/**
 * One browser and page for the tests of a describe block: opened before them, closed after them. `take` gets
 * the page and its problems list, which the tests keep in their own variables.
 */
export function pageForSuite(
  take: (opened: { page: Page; problems: string[] }) => void,
  viewport?: { width: number; height: number },
): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    take(await openPage(browser, viewport));
  });
  afterAll(() => browser?.close());
}
