import { chromium } from 'playwright-core';
import type { BenchSalon } from './bench-salon.ts';

export interface DashboardTiming {
  /** loads measured, each in a fresh browser context (nothing cached) */
  loads: number;
  medianMs: number;
  slowestMs: number;
}

const LOADS = 9;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Issue 16: how long a member of staff waits, signed in, from opening /admin to seeing the month's appointments on
 * the calendar: navigation start to the first event drawn (performance.now() in the page), with an empty cache each
 * time, so the code, the session check and the data all count. Debian's Chromium, as the browser tests use it.
 */
export async function dashboardTiming(salon: BenchSalon): Promise<DashboardTiming> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  const [name, value] = salon.cookie.split('=') as [string, string];
  const url = new URL(salon.baseUrl);
  const times: number[] = [];
  try {
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
      await context.addCookies([{ name, value, domain: url.hostname, path: '/', httpOnly: true }]);
      const page = await context.newPage();
      await page.goto(`${salon.baseUrl}/admin`);
      await page.locator('.rbc-month-view .rbc-event').first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { loads: times.length, medianMs: times[Math.floor(times.length / 2)]!, slowestMs: times.at(-1)! };
}
