import type { Browser, Cookie, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser.ts';
import { signInAsDemoStaff, unexpectedProblems } from './support/staff.ts';

/**
 * Issue 23: every back-office screen, opened signed in with nothing cached, names its first data in the page (the
 * server's preloads) and its code takes those answers up: each is fetched once, and the screen asks for nothing the
 * page did not name (else its URLs and the server's disagree, and the browser fetches twice). As the owner, who may
 * open every screen.
 */
const main = (page: Page) => page.getByRole('main');
const firstRow = (label: string) => (page: Page) => main(page).getByLabel(label).getByRole('row').nth(1);

/** `asksMore`: the dashboard's code also asks for lists the page does not name (its time off, today's list). */
const SCREENS: Array<{ path: string; shown: (page: Page) => Locator; asksMore?: boolean }> = [
  {
    path: '/admin',
    shown: (page) => page.getByRole('region', { name: 'Appointments calendar' }).locator('.rbc-month-view .rbc-event').first(),
    asksMore: true,
  },
  { path: '/admin/appointments', shown: firstRow('Appointment list') },
  { path: '/admin/clients', shown: firstRow('Clients found') },
  { path: '/admin/clients/:id', shown: (page) => main(page).getByRole('heading', { name: 'Past visits' }) },
  { path: '/admin/clients/:id/export', shown: (page) => main(page).getByRole('heading', { name: /^Client data: / }) },
  { path: '/admin/revenue', shown: (page) => main(page).getByRole('heading', { name: 'Total Revenue' }) },
  { path: '/admin/services', shown: (page) => main(page).getByRole('row').nth(1) },
  { path: '/admin/staff', shown: (page) => main(page).getByRole('row').nth(1) },
  { path: '/admin/hours', shown: (page) => main(page).getByRole('checkbox', { name: 'Monday', exact: true }) },
  { path: '/admin/settings', shown: (page) => main(page).getByLabel('Salon Name') },
  { path: '/admin/team', shown: (page) => main(page).getByRole('row').nth(1) },
  { path: '/admin/outbox', shown: (page) => main(page).getByRole('row').nth(1).or(main(page).getByText('No messages yet')) },
  { path: '/admin/account', shown: (page) => main(page).getByLabel('Current password') },
];

/** A URL with its parameters in one order, to find the same request written twice. */
const canonical = (url: string) => {
  const parsed = new URL(url, 'http://salon.test');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
};

/** The data the page named for the browser to fetch at once (`<link rel=preload as=fetch>`), as path and query. */
const namedData = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')]
      .map((link) => new URL(link.href))
      .map((url) => url.pathname + url.search),
  );

/** What the browser fetched under /api so far: a fetch the page's preload answered is not fetched again. */
const fetchedData = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/api/'))
      .map((url) => url.pathname + url.search),
  );

describe('each admin screen, opened cold and signed in, fetches its first data once', () => {
  let browser: Browser;
  let cookies: Cookie[];
  let clientId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { page } = await openPage(browser);
    await page.goto('/admin/login');
    await signInAsDemoStaff(page);
    cookies = await page.context().cookies();
    clientId = ((await (await page.request.get('/api/clients?limit=1')).json()) as Array<{ _id: string }>)[0]!._id;
    await page.context().close();
  });
  afterAll(() => browser?.close());

  it.each(SCREENS)('$path', async ({ path, shown, asksMore }) => {
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await page.context().addCookies(cookies);
    await page.goto(`${baseUrl()}${path.replace(':id', clientId)}`);
    await shown(page).waitFor();

    const named = await namedData(page);
    expect(named[0]).toBe('/api/auth/me');
    expect(named.length, 'the session check and the screen’s data').toBeGreaterThan(path === '/admin/account' ? 0 : 1);
    // Every named request has been answered (a screen may still be drawing from the later ones).
    const unanswered = async () => {
      const fetched = await fetchedData(page);
      return named.filter((url) => !fetched.includes(url));
    };
    await expect.poll(unanswered).toEqual([]);
    // The shell's salon name (public, for the header) is the one request the page leaves to the code.
    const fetched = (await fetchedData(page)).filter((url) => url !== '/api/salon');
    if (asksMore) {
      for (const url of named)
        expect(
          fetched.filter((f) => f === url),
          url,
        ).toHaveLength(1);
      expect(new Set(fetched.map(canonical)).size, 'a request asked for twice, written differently').toBe(fetched.length);
    } else {
      expect(fetched.toSorted()).toEqual(named.toSorted());
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
