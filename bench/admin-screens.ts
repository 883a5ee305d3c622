import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { BenchSalon } from './bench-salon.ts';

/** Loads of one screen: the median and the slowest, in ms from navigation start to its first data drawn. */
export interface LoadTimes {
  loads: number;
  medianMs: number;
  slowestMs: number;
}

export interface ScreenTiming {
  title: string;
  path: string;
  /** an empty cache each time: the code, the session check and the data all count */
  cold: LoadTimes;
  /** opened again in the same browser: the code comes from its cache, the data from the server */
  warm: LoadTimes;
}

interface Screen {
  title: string;
  path: (salon: BenchSalon) => string;
  /** the first thing on it that only the server's data can draw, as a member of staff looks for it */
  shown: (page: Page) => Locator;
}

const firstRow = (page: Page) => page.getByRole('main').locator('table tbody tr').first();

/** Every back-office screen a member of staff opens from the sidebar or a link (issue 16: the dashboard; issue 23: the rest). */
export const ADMIN_SCREENS: Screen[] = [
  { title: 'Dashboard', path: () => '/admin', shown: (page) => page.locator('.rbc-month-view .rbc-event').first() },
  { title: 'Appointments', path: () => '/admin/appointments', shown: firstRow },
  { title: 'Clients', path: () => '/admin/clients', shown: firstRow },
  {
    title: 'Client profile',
    path: (salon) => `/admin/clients/${salon.clientId}`,
    shown: (page) => page.getByRole('main').getByRole('heading', { name: 'Past visits' }),
  },
  {
    title: 'Revenue Analytics',
    path: () => '/admin/revenue',
    shown: (page) => page.getByRole('main').getByRole('heading', { name: 'Total Revenue' }),
  },
  { title: 'Services', path: () => '/admin/services', shown: firstRow },
  { title: 'Staff', path: () => '/admin/staff', shown: firstRow },
  { title: 'Working Hours', path: () => '/admin/hours', shown: (page) => page.getByLabel('Monday opens') },
  { title: 'Settings', path: () => '/admin/settings', shown: (page) => page.getByLabel('Salon Name') },
  { title: 'Team', path: () => '/admin/team', shown: firstRow },
  { title: 'Outbox', path: () => '/admin/outbox', shown: (page) => firstRow(page).or(page.getByText('No messages yet')) },
  { title: 'Your account', path: () => '/admin/account', shown: (page) => page.getByLabel('Current password') },
];

const LOADS = Number(process.env.BENCH_SCREEN_LOADS || 5);
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

/**
 * How long a member of staff waits, signed in as the owner, for each admin screen's first data: navigation start to
 * the moment the element showing it entered the page (performance.now(), stamped in the page by a MutationObserver,
 * so the driver's polling adds nothing; the paint follows within a frame), in Debian's Chromium as the browser tests
 * use it, at a desktop's 1440 px. Cold: a fresh browser context each load. Warm: one context, the screen opened once,
 * then again from a blank page each time (the hashed code from the HTTP cache, the page revalidated, the data asked
 * for again).
 */
export async function adminScreenTimings(salon: BenchSalon, screens = ADMIN_SCREENS): Promise<ScreenTiming[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const timings: ScreenTiming[] = [];
    for (const screen of screens) {
      const path = screen.path(salon);
      const cold: number[] = [];
      for (let load = 0; load < LOADS; load++) {
        const context = await signedInContext(browser, salon);
        cold.push(await timeLoad(await context.newPage(), salon, path, screen));
        await context.close();
      }
      const context = await signedInContext(browser, salon);
      const page = await context.newPage();
      await timeLoad(page, salon, path, screen);
      const warm: number[] = [];
      for (let load = 0; load < LOADS; load++) {
        await page.goto('about:blank');
        warm.push(await timeLoad(page, salon, path, screen));
      }
      await context.close();
      timings.push({ title: screen.title, path: path.replace(salon.clientId, ':id'), cold: summary(cold), warm: summary(warm) });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** Runs in the page before its own scripts: every element is stamped with the time it first entered the page. */
function stampElementsAsDrawn() {
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll('*')]) {
          if (!('drawnAt' in element)) Object.assign(element, { drawnAt: now });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function signedInContext(browser: Browser, salon: BenchSalon): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  await context.addInitScript(stampElementsAsDrawn);
  const [name, value] = salon.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, domain: new URL(salon.baseUrl).hostname, path: '/', httpOnly: true }]);
  return context;
}

async function timeLoad(page: Page, salon: BenchSalon, path: string, screen: Screen): Promise<number> {
  await page.goto(`${salon.baseUrl}${path}`);
  const shown = screen.shown(page);
  await shown.waitFor();
  return shown.evaluate((element) => (element as Element & { drawnAt?: number }).drawnAt ?? performance.now());
}

function summary(times: number[]): LoadTimes {
  const sorted = times.toSorted((a, b) => a - b);
  return { loads: sorted.length, medianMs: sorted[Math.floor(sorted.length / 2)]!, slowestMs: sorted.at(-1)! };
}
