import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/access.ts';
import { ADMIN_SCREENS, type AdminPage } from '../../core/admin-first-requests.ts';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../tests/builders/salon.builder.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { PAGE_MODULES, SHELL } from './page-preloads.ts';

// Monday 23 November 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');
const ENTRY = 'assets/index-Bx3kQ9aZ.js';
const SHARED = 'assets/client-Ck2mP5sL.js';
const SHELL_CHUNK = 'assets/admin-shell-Hs7yT2kE.js';
const ADMIN_UI = 'assets/list-table-Lt5wQ2nB.js';
const DASHBOARD_CSS = 'assets/dashboard-Cs8vN1xR.css';
const PAGES = Object.keys(ADMIN_SCREENS) as AdminPage[];
/** Each page's own chunk. */
const chunkOf = (page: AdminPage) => `assets/page${PAGES.indexOf(page)}-Pg7kR2xQ.js`;

/** Vite's manifest of a build: the entry, the shell, every admin page (the screens share a chunk; the dashboard has CSS). */
function givenBuiltWebApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
  const manifest: Record<string, object> = {
    'index.html': { file: ENTRY, src: 'index.html', isEntry: true, imports: ['_client.js'] },
    '_client.js': { file: SHARED },
    '_list-table.js': { file: ADMIN_UI, imports: ['_client.js'] },
    [SHELL]: { file: SHELL_CHUNK, isDynamicEntry: true, imports: ['index.html', '_client.js'] },
    'routes/times.tsx': { file: 'assets/times-Tm4bW6cZ.js', isDynamicEntry: true, imports: ['index.html'] },
  };
  for (const page of PAGES) {
    const dashboard = page === '/admin';
    manifest[PAGE_MODULES[page]] = {
      file: chunkOf(page),
      isDynamicEntry: true,
      imports: dashboard ? ['index.html'] : ['index.html', '_list-table.js'],
      ...(dashboard ? { css: [DASHBOARD_CSS] } : {}),
    };
  }
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const file of [ENTRY, SHARED, ADMIN_UI, SHELL_CHUNK, DASHBOARD_CSS, ...PAGES.map(chunkOf)])
    fs.writeFileSync(path.join(dir, file), '');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/${ENTRY}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const fetchesIn = (body: string) =>
  [...body.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const modulesIn = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
const pathsOf = (urls: string[]) => urls.map((url) => url.split('?')[0]);

/** What each page opens with for an owner, as the screens ask for it (the session check first on every page). */
const OWNERS_FIRST_DATA: Record<AdminPage, string[]> = {
  '/admin': ['/api/appointments'],
  '/admin/appointments': ['/api/appointments', '/api/services', '/api/beauticians'],
  '/admin/clients': ['/api/clients'],
  '/admin/clients/:id': ['/api/clients/:id'],
  '/admin/clients/:id/export': ['/api/clients/:id/export'],
  '/admin/revenue': ['/api/revenue', '/api/takings', '/api/revenue/details'],
  '/admin/services': ['/api/services', '/api/beauticians'],
  '/admin/staff': ['/api/beauticians', '/api/services'],
  '/admin/hours': ['/api/settings', '/api/time-off', '/api/bank-holidays'],
  '/admin/settings': ['/api/settings', '/api/services'],
  '/admin/team': ['/api/team', '/api/beauticians'],
  '/admin/outbox': ['/api/outbox'],
  '/admin/account': [],
};

/** The pages each other role may not open (core/access.ts): their page names the session check and nothing more. */
const CLOSED: Record<Exclude<Role, 'owner'>, AdminPage[]> = {
  reception: ['/admin/revenue', '/admin/hours', '/admin/settings', '/admin/team'],
  stylist: [
    '/admin/clients/:id/export',
    '/admin/revenue',
    '/admin/services',
    '/admin/staff',
    '/admin/hours',
    '/admin/settings',
    '/admin/team',
    '/admin/outbox',
  ],
};

describe.each(engines)('a back-office page names its code and first data for the browser to fetch at once (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    webDist: givenBuiltWebApp,
    given: async (t) => {
      await givenSalon(t.db);
      const gina = await givenBeautician(t.db, { name: 'Gina' });
      const serviceId = await givenService(t.db, { name: 'Gel Manicure', primaryBeauticianId: gina });
      // A visit of the stylist's own beautician this month: her client is one she may open, and the revenue has rows.
      await givenAppointment(t.db, { beauticianId: gina, serviceId, start: '2026-11-20T10:00:00Z', status: 'completed' });
      const cookies: Record<Role, string> = {
        owner: await signInAsStaff(t.app, t.db),
        reception: await signInAsStaff(t.app, t.db, { role: 'reception' }),
        stylist: await signInAsStaff(t.app, t.db, { role: 'stylist', beauticianId: gina }),
      };
      const clientId = ((await t.as(cookies.owner).get('/api/clients')).json() as Array<{ _id: string }>)[0]!._id;
      return { cookies, clientId };
    },
    signIn: false,
  });
  const urlOf = (page: string) => page.replace(':id', s.clientId);
  const openAs = (role: Role | undefined, url: string) => s.as(role && s.cookies[role]).get(url);

  it.each(PAGES)('knows the module %s opens with, as the web names it', (page) => {
    // The keys of Vite's manifest are the modules' paths under src/web.
    expect(fs.existsSync(path.join('src/web', PAGE_MODULES[page])), PAGE_MODULES[page]).toBe(true);
  });

  it.each(PAGES)('names the shell and the code of %s, and what they import that the entry does not', async (page) => {
    const res = await openAs(undefined, urlOf(page));
    expect(res.statusCode).toBe(200);
    const expected = [SHELL_CHUNK, chunkOf(page), ...(page === '/admin' ? [] : [ADMIN_UI])];
    expect(modulesIn(res.body).toSorted()).toEqual(expected.toSorted());
    expect(res.body.includes(`<link rel="preload" as="style" crossorigin href="/${DASHBOARD_CSS}">`)).toBe(page === '/admin');
    for (const file of modulesIn(res.body)) expect((await s.app.inject({ url: `/${file}` })).statusCode).toBe(200);
  });

  it('names, for an owner, the session check and each page’s first data: every URL answers her', async () => {
    for (const page of PAGES) {
      const res = await openAs('owner', urlOf(page));
      const fetched = fetchesIn(res.body);
      expect(pathsOf(fetched), page).toEqual(['/api/auth/me', ...OWNERS_FIRST_DATA[page].map(urlOf)]);
      expect(res.headers.vary, page).toMatch(/cookie/i);
      // The code is named beside the data.
      expect(modulesIn(res.body), page).toContain(chunkOf(page));
      for (const url of fetched) expect((await openAs('owner', url)).statusCode, url).toBe(200);
    }
  });

  it("opens the dashboard on this month's grid and Revenue Analytics on this month so far, in London", async () => {
    expect(fetchesIn((await openAs('owner', '/admin')).body)[1]).toBe(
      '/api/appointments?from=2026-10-26T00%3A00%3A00.000Z&order=asc&sort=start&to=2026-12-07T00%3A00%3A00.000Z',
    );
    expect(fetchesIn((await openAs('owner', '/admin/revenue')).body)[1]).toBe('/api/revenue?endDate=2026-11-23&startDate=2026-11-01');
  });

  it.each(['reception', 'stylist'] as const)('names for %s only what the role may use, so no preload is refused', async (role) => {
    for (const page of PAGES) {
      const fetched = fetchesIn((await openAs(role, urlOf(page))).body);
      if (CLOSED[role].includes(page)) expect(fetched, page).toEqual(['/api/auth/me']);
      else expect(pathsOf(fetched), page).toEqual(['/api/auth/me', ...OWNERS_FIRST_DATA[page].map(urlOf)]);
      for (const url of fetched) expect((await openAs(role, url)).statusCode, `${role} ${url}`).toBe(200);
    }
  });

  it('names no data for a visitor who is not signed in, or whose session has ended, and keeps their page apart', async () => {
    for (const page of PAGES) {
      const signedOut = await openAs(undefined, urlOf(page));
      expect(signedOut.body, page).not.toContain('as="fetch"');
      expect(signedOut.headers.vary, page).toMatch(/cookie/i);
      const ended = await s.as(s.cookies.owner.replace(/=.*/, '=ended-session-token')).get(urlOf(page));
      expect(ended.body, page).not.toContain('as="fetch"');
      expect((await openAs('owner', urlOf(page))).headers.etag, page).not.toBe(signedOut.headers.etag);
    }
  });

  it('gives each role its own page: an owner’s revalidation is not a receptionist’s 304', async () => {
    const owners = await openAs('owner', '/admin/revenue/');
    expect((await s.as(s.cookies.owner).get('/admin/revenue', { 'if-none-match': String(owners.headers.etag) })).statusCode).toBe(304);
    const receptions = await s.as(s.cookies.reception).get('/admin/revenue', { 'if-none-match': String(owners.headers.etag) });
    expect(receptions.statusCode).toBe(200);
    expect(fetchesIn(receptions.body)).toEqual(['/api/auth/me']);
  });

  it('leaves a search to the Appointments screen, and names nothing for a path that is no page’s', async () => {
    const searched = fetchesIn((await openAs('owner', '/admin/appointments?search=Amelia%20Hughes')).body);
    expect(pathsOf(searched)).toEqual(['/api/auth/me', '/api/services', '/api/beauticians']);
    for (const url of [
      '/admin/clients/not-an-id',
      '/admin/clients/%E0%A4%A',
      '/admin/clients/..%2F..%2Fteam',
      '/admin/nowhere',
      '/admin//revenue',
    ]) {
      const res = await openAs('owner', url);
      // Fastify itself refuses a path it cannot decode (400); the rest get the plain page, which says what it finds.
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('as="fetch"');
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it.each(['/', '/times', '/admin/login', '/admin/set-password'])('names no admin code or data in the page at %s', async (url) => {
    const res = await openAs('owner', url);
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('as="fetch"');
  });
});
