import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClientDataExport } from '../core/schemas/client-data.schema.ts';
import { STAFF_MESSAGE_KINDS } from '../core/schemas/notifications.schema.ts';
import type { PasswordLink, TeamMemberWithLink } from '../core/schemas/team.schema.ts';
import { givenAppointment } from '../../tests/builders/appointment.builder.ts';
import { givenStaff } from '../../tests/builders/staff.builder.ts';
import { walkEveryRoute } from '../../tests/support/route-walk.ts';
import { signInAsStaff } from '../../tests/support/staff-session.ts';
import type { TestApp } from '../../tests/support/test-app.ts';
import { engines } from '../../tests/support/test-database.ts';
import { reportFigures } from '../../tests/stress/support/figures.ts';
import { salonAppForSuite } from '../../tests/support/salon-app.ts';
import { staffUsers } from './db/schema/auth.ts';
import { appointments } from './db/schema/booking.ts';
import { beauticians, services } from './db/schema/catalog.ts';
import { clients } from './db/schema/clients.ts';
import { outboxMessages } from './db/schema/notifications.ts';

// Monday 23 Nov 2026, 08:00 in London. Jane came on Friday; the phone booking is for Tuesday.
const NOW = new Date('2026-11-23T08:00:00Z');
const ROSA = 'rosa@willow.example';
const NINA = 'nina@willow.example';
const OLIVE = 'olive@willow.example';
const JANE = { name: 'Jane Doe', email: 'jane@example.com', phone: '07700 900111' };
/** A set-password link's secret, wherever it is written (an e-mail, a link handed over). */
const SET_PASSWORD_TOKEN = /set-password#([A-Za-z0-9_-]{43})/g;

/**
 * Issue 23: reception read an owner's set-password link in a client's export (its record carried the owner's
 * address) and made itself an owner. Staff credentials (set-password links, an owner's session) must reach no
 * answer that reception or a stylist can read, on either of two app processes sharing the database.
 */
describe.each(engines)('no staff credential reaches reception or a stylist (%s)', (engine) => {
  // A is the suite's app; B, its second, another app process on the same database.
  const s = salonAppForSuite(engine, NOW, { signIn: { email: ROSA }, secondApp: true });
  const cookies = { owner: '', reception: '', stylist: '' };
  let jane: string;
  let ninaLink: string;

  const call = (app: TestApp, cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    s.as(cookie, app).call(method, url, payload);
  const staffMail = () => s.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff_invite'));
  /** Every secret a lower role must never read: the links in the staff e-mails, and the owner's session. */
  const secrets = async () => [
    ...(await staffMail()).flatMap((m) => [...m.textBody.matchAll(SET_PASSWORD_TOKEN)].map((t) => t[1]!)),
    cookies.owner.split('=')[1]!,
  ];

  beforeAll(async () => {
    const [a, b] = [s as TestApp, s.second];
    const { alice, cut } = s;
    cookies.owner = s.cookie;
    const olive = await givenStaff(a.db, { email: OLIVE, name: 'Olive Owner' });
    cookies.reception = await signInAsStaff(b.app, b.db, { role: 'reception' });
    cookies.stylist = await signInAsStaff(a.app, a.db, { role: 'stylist', beauticianId: alice });
    const visit = await givenAppointment(a.db, {
      beauticianId: alice,
      serviceId: cut,
      start: '2026-11-20T10:00:00Z',
      status: 'completed',
      client: JANE,
    });
    jane = (await a.db.select({ id: appointments.clientId }).from(appointments).where(eq(appointments.id, visit)))[0]!.id!;

    // The owner invites a new owner through A and resets the other owner's password through B.
    const invited = await call(a, cookies.owner, 'POST', '/api/team', { name: 'Nina New', email: NINA, role: 'owner' });
    expect(invited.statusCode, invited.body).toBe(201);
    ninaLink = invited.json<TeamMemberWithLink>().passwordLink.link;
    const reset = await call(b, cookies.owner, 'POST', `/api/team/${olive.id}/password-link`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<PasswordLink>().link).toMatch(SET_PASSWORD_TOKEN);

    // A stylist takes a phone booking typed with the other owner's address: a client record now carries it.
    const booked = await call(a, cookies.stylist, 'POST', '/api/staff-bookings', {
      client: { name: 'Olive Walk-in', email: OLIVE, phone: '07700 900222' },
      serviceId: cut,
      variantName: 'Standard',
      beauticianId: alice,
      start: '2026-11-24T10:00:00Z',
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('the attack: reception gives a client the new owner’s address, exports the client, and finds no link to become an owner with', async () => {
    const patched = await call(s.second, cookies.reception, 'PATCH', `/api/clients/${jane}`, { email: NINA });
    expect(patched.statusCode, patched.body).toBe(200);

    const exported = await call(s, cookies.reception, 'GET', `/api/clients/${jane}/export`);
    expect(exported.statusCode).toBe(200);
    const data = exported.json<ClientDataExport>();
    expect(data.client.email).toBe(NINA);
    expect(data.messages.filter((m) => STAFF_MESSAGE_KINDS.includes(m.kind))).toEqual([]);
    for (const secret of await secrets()) expect(exported.body).not.toContain(secret);

    // Whatever link-like string the export holds (its ids; a client's link token would be 22 characters, or 43 from
    // before issue 40) opens no account.
    const tokens = [...new Set([...exported.body.matchAll(/[A-Za-z0-9_-]{22,43}/g)].map((t) => t[0]))];
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) {
      const tried = await s.second.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password: 'reception-is-owner-now' },
      });
      expect([400, 410]).toContain(tried.statusCode);
    }
    for (const url of ['/api/team', '/api/takings?startDate=2026-11-01&endDate=2026-11-30']) {
      expect((await call(s, cookies.reception, 'GET', url)).statusCode).toBe(403);
    }
  });

  it.each(['reception', 'stylist'] as const)(
    'a %s reads no staff credential in any answer of any route, on either process',
    async (role) => {
      const ids = [
        ...(await s.db.select({ id: clients.id }).from(clients)),
        ...(await s.db.select({ id: appointments.id }).from(appointments)),
        ...(await s.db.select({ id: outboxMessages.id }).from(outboxMessages)),
        ...(await s.db.select({ id: staffUsers.id }).from(staffUsers)),
        ...(await s.db.select({ id: beauticians.id }).from(beauticians)),
        ...(await s.db.select({ id: services.id }).from(services)),
      ].map((row) => row.id);
      const search = (q: string) => `?q=${encodeURIComponent(q)}`;
      const queries = {
        '/api/clients': [search(NINA), search(OLIVE)],
        '/api/appointments': [search(NINA), search(OLIVE), '?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z'],
        '/api/outbox': ['?pageSize=100'],
      };
      const leaks: string[] = [];
      const secretList = await secrets();
      let walked = 0;
      for (const [name, app] of [
        ['A', s],
        ['B', s.second],
      ] as const) {
        const answers = await walkEveryRoute(app.app, { cookie: cookies[role], ids, queries, skip: ['POST /api/auth/logout'] });
        walked += answers.length;
        for (const answer of answers) {
          if (secretList.some((secret) => answer.readable.includes(secret)))
            leaks.push(`${answer.call} on ${name} answered ${answer.status} with a credential`);
        }
        // The walk reached the records themselves, or its silence would prove nothing.
        expect(answers.find((x) => x.call === `GET /api/clients/${jane}`)?.status).toBe(200);
        expect(answers.find((x) => x.call === `GET /api/clients/${jane}/export`)?.status).toBe(role === 'reception' ? 200 : 403);
      }
      reportFigures(`credentials walk, ${role} (${engine})`, {
        routes: s.app.apiRoutes.filter((r) => r.method !== 'HEAD').length - 1,
        calls: walked,
        secrets: secretList.length,
        leaks: leaks.length,
      });
      expect(leaks).toEqual([]);
    },
  );

  it('a burst of exports while reception flips the client’s address between the owner’s and her own: no staff e-mail in any', async () => {
    const appOf = (n: number) => (n % 2 === 0 ? s : s.second);
    const exporting = Array.from({ length: 100 }, (_, n) => call(appOf(n), cookies.reception, 'GET', `/api/clients/${jane}/export`));
    const flipping = Array.from({ length: 100 }, (_, n) =>
      call(appOf(n), cookies.reception, 'PATCH', `/api/clients/${jane}`, { email: n % 4 < 2 ? NINA : JANE.email }),
    );
    const [exported, flipped] = await Promise.all([Promise.all(exporting), Promise.all(flipping)]);
    const answers = [...exported, ...flipped];
    const secretList = await secrets();
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const exports = exported.map((r) => r.json<ClientDataExport>());
    reportFigures(`export burst (${engine})`, {
      requests: answers.length,
      exports: exports.length,
      staffMessages: exports.flatMap((e) => e.messages).filter((m) => m.kind === 'staff_invite').length,
    });
    for (const data of exports) expect(data.messages.map((m) => m.kind)).not.toContain('staff_invite');
    for (const res of answers) for (const secret of secretList) expect(res.body).not.toContain(secret);
  });

  it('erasing the client who carried the owner’s address leaves the owner’s invitation whole, and the link still works for her', async () => {
    expect((await call(s.second, cookies.reception, 'PATCH', `/api/clients/${jane}`, { email: NINA })).statusCode).toBe(200);
    const before = await staffMail();
    const erased = await call(s.second, cookies.owner, 'POST', `/api/clients/${jane}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await staffMail()).toEqual(before);

    const token = new URL(ninaLink).hash.slice(1);
    const set = await s.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password: 'nina-chooses-this' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ email: NINA, role: 'owner' });
  });
});
