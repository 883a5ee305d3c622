import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../tests/builders/scenario.builder.ts';
import { manageTokenFromOutbox } from '../../../tests/support/manage-link.ts';
import { concrete, takesBody } from '../../../tests/support/route-urls.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import type { Method } from '../../../tests/support/staff-requests.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');
// Signing out ends the session the rest of the walk uses: it goes last.
const LAST = 'POST /api/auth/logout';

describe.each(engines)("no cache keeps a staff answer or a client's booking (%s)", (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const { alice, cut } = await givenSalonWithCut(t.db);
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00.000Z' }),
      });
      return { token: await manageTokenFromOutbox(t.db, booked.json().appointmentId) };
    },
  });

  it('marks every answer of every staff-only route no-store, errors included', async () => {
    const staffOnly = s.app.apiRoutes
      .filter((r) => !r.public)
      .sort((a, b) => Number(`${a.method} ${a.url}` === LAST) - Number(`${b.method} ${b.url}` === LAST));
    expect(staffOnly.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/appointments', 'GET /api/outbox', 'GET /api/outbox/:id', LAST]),
    );

    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const route of staffOnly) {
      const res = await s.staff.call(route.method as Method, concrete(route.url), takesBody(route.method) ? {} : undefined);
      statuses.add(res.statusCode);
      if (res.statusCode === 401) failures.push(`${route.method} ${route.url} was not signed in`);
      if (res.headers['cache-control'] !== 'no-store')
        failures.push(`${route.method} ${route.url} → ${res.statusCode} with cache-control ${res.headers['cache-control']}`);
    }
    expect(failures).toEqual([]);
    // The walk met answers with data and refusals alike, or it proves less than it says.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
  });

  it('keeps the client list and the outbox, with the client in them, out of caches', async () => {
    const signedIn = s.as(await signInAsStaff(s.app, s.db)); // the walk above signed its session out
    for (const url of ['/api/appointments', '/api/outbox']) {
      const res = await signedIn.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Amelia Hughes');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("marks the manage link's answers no-store: they hold the client's name and booking", async () => {
    for (const url of [`/api/manage/${s.token}`, `/api/manage/${s.token}/cancel/preview`, `/api/manage/${'x'.repeat(43)}`]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await s.app.inject({ url: `/api/manage/${s.token}` })).json().clientName).toBe('Amelia Hughes');
  });

  it('leaves the public catalogue to its own caching', async () => {
    expect((await s.app.inject({ url: '/api/services' })).headers['cache-control']).toBe('no-cache');
  });
});
