import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
