import { describe, expect, it } from 'vitest';
import { ROLES } from './access.ts';
import { adminFirstRequests, adminPageAt } from './admin-first-requests.ts';
import { apiGetPath } from './api-get.ts';

const ID = '0b9f7c1e-3a2d-4e5f-8a6b-7c8d9e0f1a2b';
const NOW = new Date('2026-11-23T08:00:00Z');
const urls = (pathname: string, role: (typeof ROLES)[number], now = NOW, search = '') =>
  adminFirstRequests(pathname, new URLSearchParams(search), role, now)?.map(apiGetPath);

describe('the back office’s pages and what they open with', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/', '/admin'],
    ['/admin/revenue//', '/admin/revenue'],
    [`/admin/clients/${ID}`, '/admin/clients/:id'],
    [`/admin/clients/${ID.toUpperCase()}/export`, '/admin/clients/:id/export'],
  ])('knows %s as the page %s', (pathname, page) => {
    expect(adminPageAt(pathname)?.page).toBe(page);
  });

  it.each([
    '/admin/login',
    '/admin/set-password',
    '/admin/nowhere',
    '/admin/clients/not-an-id',
    '/admin/clients/%E0%A4%A',
    '/admin/clients/..%2Fteam',
    '/times',
    '/',
  ])('knows %s as none of them', (pathname) => {
    expect(adminPageAt(pathname)).toBeUndefined();
    expect(urls(pathname, 'owner')).toBeUndefined();
  });

  it('takes a client’s id as the browser sent it, and writes it as the screen does', () => {
    expect(adminPageAt(`/admin/clients/${ID.replaceAll('-', '%2D')}`)?.id).toBe(ID);
    expect(urls(`/admin/clients/${ID}`, 'owner')).toEqual(['/auth/me', `/clients/${ID}`]);
  });

  it('opens the dashboard on the month grid around the London date it is, across a change of the clocks', () => {
    // 23:30 UTC on 31 October is still 31 October in London (GMT), but 00:30 on 1 April 2027 in London is April.
    expect(urls('/admin', 'owner', new Date('2026-10-31T23:30:00Z'))).toEqual([
      '/auth/me',
      '/appointments?from=2026-09-27T23%3A00%3A00.000Z&order=asc&sort=start&to=2026-11-02T00%3A00%3A00.000Z',
    ]);
    expect(urls('/admin', 'owner', new Date('2027-03-31T23:30:00Z'))![1]).toContain('from=2027-03-28T23%3A00%3A00.000Z');
  });

  it('opens Revenue Analytics on this month so far, and the closures from today for 399 days', () => {
    expect(urls('/admin/revenue', 'owner', new Date('2027-03-31T23:30:00Z'))).toEqual([
      '/auth/me',
      '/revenue?endDate=2027-04-01&startDate=2027-04-01',
      '/takings?endDate=2027-04-01&startDate=2027-04-01',
      '/revenue/details?endDate=2027-04-01&startDate=2027-04-01',
    ]);
    expect(urls('/admin/hours', 'owner')).toEqual([
      '/auth/me',
      '/settings',
      '/time-off?from=2026-11-23T00%3A00%3A00.000Z&to=2027-12-27T00%3A00%3A00.000Z',
      '/bank-holidays',
    ]);
  });

  it('opens the Appointments screen on its first page, unless a link opened it on a search', () => {
    expect(urls('/admin/appointments', 'reception')).toEqual([
      '/auth/me',
      '/appointments?limit=50&offset=0&order=desc&sort=start',
      '/services?include=inactive',
      '/beauticians',
    ]);
    expect(urls('/admin/appointments', 'reception', NOW, 'search=Amelia')).toEqual([
      '/auth/me',
      '/services?include=inactive',
      '/beauticians',
    ]);
  });

  it('gives a role a page it may not open with the session check alone, as the page asks for nothing more', () => {
    expect(urls('/admin/team', 'reception')).toEqual(['/auth/me']);
    expect(urls('/admin/outbox', 'stylist')).toEqual(['/auth/me']);
    expect(urls(`/admin/clients/${ID}/export`, 'stylist')).toEqual(['/auth/me']);
    expect(urls('/admin/team', 'owner')).toEqual(['/auth/me', '/team', '/beauticians']);
    for (const role of ROLES) expect(urls('/admin/account', role)).toEqual(['/auth/me']);
  });
});
