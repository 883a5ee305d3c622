import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { givenStaff } from '../../../../tests/builders/staff.builder.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import type { TeamMember, TeamMemberWithLink } from '../../../core/schemas/team.schema.ts';
import { staffSessions, staffUsers } from '../../db/schema/auth.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Tuesday 24 Nov 2026, 09:00 in London; links work for 72 hours (the test app's PASSWORD_LINK_HOURS).
const NOW = new Date('2026-11-24T09:00:00Z');
const HOUR = 3_600_000;

describe.each(engines)('the team: accounts, roles and set-password links (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => ({
      alice: await givenBeautician(t.db, { name: 'Alice' }),
      ownerId: (await givenStaff(t.db, { email: 'rosa@willow.example', name: 'Rosa Owner' })).id,
    }),
    signIn: { email: 'rosa@willow.example' },
  });

  const tokenOf = (link: string) => new URL(link).hash.slice(1);
  const setPassword = (token: string, password: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
  const signIn = (email: string, password: string) =>
    s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => `${res.cookies[0]!.name}=${res.cookies[0]!.value}`;
  const addStylist = async (email: string) => {
    const res = await s.staff.post('/api/team', { name: 'Sam Stylist', email, role: 'stylist', beauticianId: s.alice });
    expect(res.statusCode).toBe(201);
    return res.json<TeamMemberWithLink>();
  };

  it('adds a stylist, who sets their password once through the e-mailed link and is signed in as a stylist', async () => {
    const { member, passwordLink } = await addStylist('Sam@Willow.example');
    expect(member).toMatchObject({
      name: 'Sam Stylist',
      email: 'sam@willow.example',
      role: 'stylist',
      beautician: { _id: s.alice, name: 'Alice' },
      status: 'invited',
    });
    expect(passwordLink.link).toMatch(/^http:\/\/localhost:3000\/admin\/set-password#[A-Za-z0-9_-]{43}$/);
    expect(new Date(passwordLink.expiresAt).getTime()).toBe(NOW.getTime() + 72 * HOUR);

    // The same link is in the e-mail to them.
    const [mail] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, 'sam@willow.example'));
    expect(mail).toMatchObject({ kind: 'staff_invite', subject: expect.stringContaining('account') });
    expect(mail!.textBody).toContain(passwordLink.link);
    // Before the password is set, nobody can sign in to the account.
    expect((await signIn('sam@willow.example', 'anything-at-all')).statusCode).toBe(401);

    const token = tokenOf(passwordLink.link);
    const whose = await s.app.inject({ url: `/api/auth/set-password/${token}` });
    expect(whose.json()).toEqual({ name: 'Sam Stylist', email: 'sam@willow.example' });
    const set = await setPassword(token, 'sam-chooses-this');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'sam@willow.example', role: 'stylist', beauticianId: s.alice });
    const me = await s.as(cookieOf(set)).get('/api/auth/me');
    expect(me.json()).toMatchObject({ name: 'Sam Stylist', role: 'stylist' });

    // Single use: the link opens nothing a second time, and the password stays the one chosen.
    const again = await setPassword(token, 'someone-else-tries');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('This link has expired or has already been used. Ask the salon owner for a new one.');
    expect((await s.app.inject({ url: `/api/auth/set-password/${token}` })).statusCode).toBe(410);
    expect((await signIn('sam@willow.example', 'sam-chooses-this')).statusCode).toBe(200);
    expect((await signIn('sam@willow.example', 'someone-else-tries')).statusCode).toBe(401);
    expect((await s.staff.get('/api/team')).json<TeamMember[]>().find((m) => m.email === 'sam@willow.example')?.status).toBe('active');
  });

  it('lets a link expire after 72 hours', async () => {
    const { passwordLink } = await addStylist('late@willow.example');
    s.setNow(new Date(NOW.getTime() + 72 * HOUR + 1000));
    try {
      expect((await setPassword(tokenOf(passwordLink.link), 'too-late-for-this')).statusCode).toBe(410);
    } finally {
      s.setNow(NOW);
    }
    expect((await signIn('late@willow.example', 'too-late-for-this')).statusCode).toBe(401);
  });

  it('sets one password when the same link is sent 20 times at once', async () => {
    const { passwordLink } = await addStylist('burst@willow.example');
    const token = tokenOf(passwordLink.link);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => setPassword(token, `password-number-${i}`)));
    const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 410)).toHaveLength(19);
    expect((await signIn('burst@willow.example', `password-number-${winners[0]}`)).statusCode).toBe(200);
  });

  it('ends every session of a person at once when they are deactivated, and refuses their sign-in until reactivated', async () => {
    const staff = await givenStaff(s.db, { email: 'leaving@willow.example', role: 'reception' });
    const first = cookieOf(await signIn(staff.email, staff.password));
    const second = cookieOf(await signIn(staff.email, staff.password));
    expect((await s.as(first).get('/api/appointments')).statusCode).toBe(200);

    const res = await s.staff.post(`/api/team/${staff.id}/deactivate`);
    expect(res.json()).toMatchObject({ status: 'deactivated' });
    for (const cookie of [first, second]) expect((await s.as(cookie).get('/api/appointments')).statusCode).toBe(401);
    expect(await s.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toEqual([]);
    const refused = await signIn(staff.email, staff.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This account has been deactivated. Ask the salon owner if you need access again.');
    // A wrong password says nothing about the account.
    expect((await signIn(staff.email, 'not-their-password')).statusCode).toBe(401);

    await s.staff.post(`/api/team/${staff.id}/reactivate`);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(200);
  });

  it('resets a password: the old one stops working, their sessions end, and a new link sets the next', async () => {
    const staff = await givenStaff(s.db, { email: 'forgot@willow.example', role: 'reception' });
    const session = cookieOf(await signIn(staff.email, staff.password));
    const reset = await s.staff.post(`/api/team/${staff.id}/password-link`);
    expect(reset.statusCode).toBe(200);
    expect((await s.as(session).get('/api/appointments')).statusCode).toBe(401);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(401);
    expect((await setPassword(tokenOf(reset.json().link), 'a-fresh-password')).statusCode).toBe(200);
    expect((await signIn(staff.email, 'a-fresh-password')).statusCode).toBe(200);
  });

  it('keeps only the newest link of a person working, and none once they are deactivated', async () => {
    const { member, passwordLink: first } = await addStylist('twice@willow.example');
    const second = (await s.staff.post(`/api/team/${member._id}/password-link`)).json<{ link: string }>();
    expect((await setPassword(tokenOf(first.link), 'from-the-first-link')).statusCode).toBe(410);

    await s.staff.post(`/api/team/${member._id}/deactivate`);
    expect((await setPassword(tokenOf(second.link), 'from-the-second-link')).statusCode).toBe(410);
    await s.staff.post(`/api/team/${member._id}/reactivate`);
    expect((await setPassword(tokenOf(second.link), 'from-the-second-link')).statusCode).toBe(410);
    // Reactivated, they still need a link of their own: nobody can sign in with either password.
    for (const password of ['from-the-first-link', 'from-the-second-link'])
      expect((await signIn('twice@willow.example', password)).statusCode).toBe(401);
    const third = (await s.staff.post(`/api/team/${member._id}/password-link`)).json<{ link: string }>();
    expect((await setPassword(tokenOf(third.link), 'from-the-third-link')).statusCode).toBe(200);
  });

  it('changes a role, which applies to the very next request', async () => {
    const staff = await givenStaff(s.db, { email: 'promoted@willow.example', role: 'reception' });
    const session = cookieOf(await signIn(staff.email, staff.password));
    expect((await s.as(session).get('/api/revenue?startDate=2026-11-01&endDate=2026-11-30')).statusCode).toBe(403);
    const res = await s.staff.patch(`/api/team/${staff.id}`, { name: 'Promoted Person', role: 'owner' });
    expect(res.json()).toMatchObject({ name: 'Promoted Person', role: 'owner', beautician: null });
    expect((await s.as(session).get('/api/revenue?startDate=2026-11-01&endDate=2026-11-30')).statusCode).toBe(200);
  });

  it('keeps an active owner: nobody deactivates or demotes themselves or the last owner', async () => {
    const self = await s.staff.post(`/api/team/${s.ownerId}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('You cannot deactivate your own account. Ask another owner.');
    expect((await s.staff.patch(`/api/team/${s.ownerId}`, { name: 'Rosa', role: 'reception' })).statusCode).toBe(409);

    // Two owners deactivating each other at once: one of them stays.
    const other = await givenStaff(s.db, { email: 'co-owner@willow.example' });
    const otherCookie = cookieOf(await signIn(other.email, other.password));
    const rosaAgain = cookieOf(await signIn('rosa@willow.example', 'correct-horse-battery'));
    const owners = await s.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.role, 'owner'));
    // Every other owner made by earlier tests steps down first, so these two are the last.
    for (const { id } of owners) if (id !== s.ownerId && id !== other.id) await s.staff.post(`/api/team/${id}/deactivate`);
    const answers = await Promise.all([
      s.as(rosaAgain).post(`/api/team/${other.id}/deactivate`),
      s.as(otherCookie).post(`/api/team/${s.ownerId}/deactivate`),
    ]);
    const codes = answers.map((res) => res.statusCode);
    // One wins; the other finds itself the last owner (409) or already signed out (401).
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409 || code === 401)).toHaveLength(1);
    const activeOwners = await s.db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.deactivatedAt)));
    expect(activeOwners).toHaveLength(1);
    // Rosa is the owner the other tests use.
    await s.db.update(staffUsers).set({ deactivatedAt: null }).where(eq(staffUsers.id, s.ownerId));
    s.cookie = cookieOf(await signIn('rosa@willow.example', 'correct-horse-battery'));
  });

  it('refuses bad input in words and changes nothing', async () => {
    const before = await s.db.select().from(staffUsers);
    const cases: Array<[object, Record<string, string>]> = [
      [{ name: 'No Beautician', email: 'nb@willow.example', role: 'stylist' }, { beauticianId: 'Choose which beautician this stylist is' }],
      [{ name: '', email: 'x@willow.example', role: 'reception' }, { name: 'Name is required' }],
      [{ name: 'Bad Mail', email: 'not-an-email', role: 'reception' }, { email: 'Please enter a valid email address' }],
      [{ name: 'Bad Role', email: 'r@willow.example', role: 'manager' }, { role: 'Choose a role' }],
      [
        { name: 'Ghost', email: 'g@willow.example', role: 'stylist', beauticianId: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c' },
        { beauticianId: 'That beautician does not exist' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await s.staff.post('/api/team', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields).toMatchObject(fields);
    }
    const taken = await s.staff.post('/api/team', { name: 'Twin', email: 'ROSA@willow.example', role: 'reception' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Someone on the team already has this e-mail address.');
    expect(await s.db.select().from(staffUsers)).toEqual(before);
  });

  it('keeps set-password links out of the Outbox for anyone who does not manage the team', async () => {
    const reception = await signInAsStaff(s.app, s.db, { role: 'reception' });
    const seen = await s.as(reception).get('/api/outbox?page=1&pageSize=100');
    expect(seen.json().messages.map((m: { kind: string }) => m.kind)).not.toContain('staff_invite');
    const [invite] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'staff_invite'));
    expect((await s.as(reception).get(`/api/outbox/${invite!.id}`)).statusCode).toBe(404);
    expect((await s.staff.get(`/api/outbox/${invite!.id}`)).statusCode).toBe(200);
  });
});
