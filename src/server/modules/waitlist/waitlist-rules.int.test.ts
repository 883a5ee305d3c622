import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientDataExport } from '../../../core/schemas/client-data.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { AdminWaitlist } from '../../../core/schemas/waitlist.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { everyDay, givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { confirmMailedPlace, linkTokenMailed } from '../../../../tests/support/waitlist.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// Issue 28's rules beyond the first cascade: the owner's priority, a cancellation racing a move, the late-cancellation
// fee waived when the waitlist refills its time, refusals, leaving, texts, reception's offers by hand, revenue and UK
// GDPR. Friday 5 March 2027, noon (GMT): Saturday's visits are inside the 24-hour cancellation window.

const NOW = new Date('2027-03-05T12:00:00Z');
const SATURDAY = { date: '2027-03-06', from: '09:00', to: '12:00' };
const at = (hour: number, date = '2027-03-06') => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
/** Each client with their own e-mail and number (a shared number would match one client's record to another's). */
const who = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.co.uk`,
  phone: `07400 1${String([...name].reduce((n, c) => n + c.charCodeAt(0), 0)).padStart(5, '0')}`,
});

describe.each(engines)('the waitlist’s rules (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db, { hours: everyDay('09:00', '12:00'), textsEnabled: true });
      const alice = await givenBeautician(t.db, { name: 'Alice' });
      const cut = await givenService(t.db, {
        name: 'Cut',
        primaryBeauticianId: alice,
        variants: [{ name: 'Standard' }, { name: 'Deluxe', pricePence: 8000 }],
      });
      return { alice, cut };
    },
    secondApp: true,
  });

  /** `POST /api/waitlist` for a Cut with Alice, as `name`: the place is not confirmed yet. */
  const joinUnconfirmed = (name: string, variantName = 'Standard', windows = [SATURDAY]) =>
    s.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { services: [{ serviceId: s.cut, variantName, beauticianId: s.alice }], windows, client: who(name) },
    });
  const join = async (name: string, variantName = 'Standard', windows = [SATURDAY]) => {
    const res = await joinUnconfirmed(name, variantName, windows);
    expect(res.statusCode, res.body).toBe(201);
    await confirmMailedPlace(s.app, s.db, who(name).email);
    return res.json().entryId as string;
  };
  const booking = (hour: number, name: string, date?: string) =>
    givenBookingWithLink(
      s.db,
      { beauticianId: s.alice, serviceId: s.cut, start: at(hour, date), client: { ...who(name), notes: '' } },
      NOW,
    );
  const openOffers = () => s.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));
  // Each test starts from an empty diary, waitlist and outbox.
  afterEach(async () => {
    await s.db.delete(waitlistEntries);
    await s.db.delete(outboxMessages);
    await s.db.delete(appointments);
  });

  it('refuses windows that have passed or run backwards, and a salon without a waitlist, changing nothing', async () => {
    const refused = async (payload: object) => {
      const res = await s.app.inject({ method: 'POST', url: '/api/waitlist', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      return res.json().error as string;
    };
    const base = { services: [{ serviceId: s.cut, variantName: 'Standard', any: true }], client: who('Ivy') };
    expect(await refused({ ...base, windows: [{ date: '2027-03-05', from: '09:00', to: '11:00' }] })).toBe(
      'That time has already passed. Please choose a later one.',
    );
    expect(await refused({ ...base, windows: [{ date: '2027-03-06', from: '12:00', to: '09:00' }] })).toBe(
      'windows.0.to: Each window must end after it starts.',
    );
    expect(await refused({ ...base, windows: [] })).toBe('windows: Choose at least one day and time range to wait for.');
    expect(await refused({ ...base, windows: [{ date: '2027-09-06', from: '09:00', to: '11:00' }] })).toBe(
      'That date is further ahead than bookings are taken.',
    );
    const offered = async () => (await s.app.inject({ url: '/api/salon' })).json().booking.waitlist;
    expect(await offered()).toBe(true);
    expect((await s.staff.patch('/api/settings', { waitlistEnabled: false })).statusCode).toBe(200);
    // '/times' reads the salon's terms, so it offers no waitlist rather than refusing a form filled in (issue 40).
    await expect.poll(offered).toBe(false);
    expect(await refused({ ...base, windows: [SATURDAY] })).toBe('This salon does not keep a waitlist. Please choose another time.');
    expect((await s.staff.patch('/api/settings', { waitlistEnabled: true })).statusCode).toBe(200);
    await expect.poll(offered).toBe(true);
    expect(await s.db.select().from(waitlistEntries)).toEqual([]);
  });

  it('keeps one client to three places however many joins and confirmations arrive at once over two processes', async () => {
    await booking(9, 'Booked9');
    const joins = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 === 0 ? s.app : s.second.app).inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: {
            services: [{ serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice }],
            windows: [{ ...SATURDAY, from: `${String(9 + (n % 3)).padStart(2, '0')}:00` }],
            client: { ...who('Ivy'), email: n % 2 === 0 ? 'ivy@example.co.uk' : ' IVY@Example.co.uk' },
          },
          remoteAddress: `10.1.0.${n}`,
        }),
      ),
    );
    // Unconfirmed, they cost nothing: each join makes room by letting the oldest unconfirmed place go (0037).
    expect(joins.map((j) => j.statusCode)).toEqual(Array(20).fill(201));
    const waiting = () => s.db.select().from(waitlistEntries).where(eq(waitlistEntries.status, 'waiting'));
    expect(await waiting()).toHaveLength(3);

    // Every link e-mailed, confirmed at once over both processes: the three still waiting are confirmed.
    const mails = await s.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'waitlist_joined'));
    const tokens = mails.map((m) => /\/waitlist\/([A-Za-z0-9_-]{22})/.exec(m.textBody)![1]!);
    const confirms = await Promise.all(
      tokens.map((token, n) =>
        (n % 2 === 0 ? s.app : s.second.app).inject({ method: 'POST', url: `/api/waitlist/${token}/confirm`, payload: {} }),
      ),
    );
    expect(confirms.filter((c) => c.statusCode === 200)).toHaveLength(3);
    expect((await waiting()).filter((e) => e.confirmedAt !== null)).toHaveLength(3);
    const fourth = await joinUnconfirmed('Ivy');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(
      'You are already on the waitlist 3 times. Please leave one of those places (the link is in its e-mail) before joining again.',
    );
  });

  it('offers in the owner’s priority: first come, highest value, or new clients first', async () => {
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2027-02-01T10:00:00Z',
      status: 'completed',
      client: who('Ivy'),
    });
    const nine = await booking(9, 'Booked9');
    await booking(10, 'Booked10');
    await booking(11, 'Booked11');
    const ivy = await join('Ivy');
    const jade = await join('Jade', 'Deluxe');
    const kay = await join('Kay');
    const order = async () => (await s.staff.read<AdminWaitlist>('/api/waitlist/entries')).entries.map((e) => e.clientName);
    expect(await order()).toEqual(['Ivy', 'Jade', 'Kay']);
    expect((await s.staff.patch('/api/settings', { waitlistPriority: 'new_clients' })).statusCode).toBe(200);
    expect(await order()).toEqual(['Jade', 'Kay', 'Ivy']);
    expect((await s.staff.patch('/api/settings', { waitlistPriority: 'highest_value' })).statusCode).toBe(200);
    expect(await order()).toEqual(['Jade', 'Ivy', 'Kay']);

    // 09:00 is cancelled: Jade, the highest value, is offered it, and nobody else is offered anything.
    expect((await s.staff.post(`/api/appointments/${nine.id}/cancel`, { requestedBy: 'staff' })).statusCode).toBe(200);
    expect((await openOffers()).map((o) => [o.entryId, o.startAt])).toEqual([[jade, new Date(at(9))]]);
    expect([ivy, kay]).not.toContain(jade);
    expect((await s.staff.patch('/api/settings', { waitlistPriority: 'first_come' })).statusCode).toBe(200);
  });

  it('offers a time freed by a cancellation racing a move of the same visit once, over two processes', async () => {
    for (const hour of [9, 10]) await booking(hour, `Booked${hour}`);
    const moving = await booking(11, 'Mover');
    const entries = [await join('Ivy'), await join('Jade')];
    expect(await openOffers()).toEqual([]);
    await Promise.all([
      s.staff.post(`/api/appointments/${moving.id}/cancel`, { requestedBy: 'staff' }),
      s.second.app.inject({
        method: 'POST',
        url: `/api/manage/${moving.token}/move`,
        payload: { startISO: at(9, '2027-03-07'), beauticianId: s.alice },
      }),
    ]);
    const offers = await openOffers();
    expect(offers.map((o) => o.startAt)).toEqual([new Date(at(11))]);
    expect(entries).toContain(offers[0]!.entryId);
  });

  it('waives a late cancellation’s fee when the waitlist refills its time, and counts the refill in revenue', async () => {
    for (const hour of [9, 11]) await booking(hour, `Booked${hour}`);
    const late = await booking(10, 'Late');
    await join('Ivy');
    const cancelled = await s.app.inject({ method: 'POST', url: `/api/manage/${late.token}/cancel`, payload: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await s.staff.read<{ status: string }>(`/api/appointments/${late.id}/fee`)).status).toBe('none');

    const token = await linkTokenMailed(s.db, 'ivy@example.co.uk', 'offer');
    const accepted = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_in_salon' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await s.staff.read(`/api/appointments/${late.id}/fee`)).toMatchObject({
      status: 'waived',
      waiveReason: 'The time was refilled from the waitlist.',
    });
    // Refilled on Friday, for Saturday: counted on the day the waitlist refilled it.
    const report = await s.staff.read<RevenueReport>('/api/revenue?startDate=2027-03-05&endDate=2027-03-05');
    expect(report.waitlist).toEqual({ visits: 1, value: 45 });
    expect((await s.staff.read<RevenueReport>('/api/revenue?startDate=2027-03-06&endDate=2027-03-06')).waitlist.visits).toBe(0);
  });

  it('texts no one for joining; texts the time offered once the client confirmed the place from their e-mail', async () => {
    await booking(9, 'Booked9');
    await booking(11, 'Booked11');
    const res = await joinUnconfirmed('Ivy');
    expect(res.statusCode, res.body).toBe(201);
    const ivysNumber = `+44${who('Ivy').phone.replace(/\D/g, '').slice(1)}`;
    const texts = () =>
      s.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.toAddress, ivysNumber)));
    // 10:00 is free, but an unconfirmed place is offered nothing, and nothing anonymous texts a number.
    expect(await openOffers()).toEqual([]);
    expect(await texts()).toEqual([]);
    const [joined] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'waitlist_joined'));
    expect(joined!.textBody).toMatch(/Confirm your place: http:\/\/localhost:3000\/waitlist\//);

    await confirmMailedPlace(s.app, s.db, who('Ivy').email);
    const [offer] = await texts();
    expect(offer).toMatchObject({ kind: 'waitlist_offer', toAddress: ivysNumber });
    expect(offer!.textBody).toMatch(
      /^Test Salon: a time is free for you: Cut with Alice, Sat 6 Mar 10:00\. Held for you until Fri 5 Mar 12:30\. Book it: http:\/\/localhost:3000\/offer\//,
    );
  });

  it('lets a client leave, letting their held time go to the next client', async () => {
    for (const hour of [9, 11]) await booking(hour, `Booked${hour}`);
    const ivy = await join('Ivy');
    const jade = await join('Jade');
    expect((await openOffers()).map((o) => o.entryId)).toEqual([ivy]);
    const token = await linkTokenMailed(s.db, 'ivy@example.co.uk', 'waitlist');
    const left = await s.app.inject({ method: 'POST', url: `/api/waitlist/${token}/leave` });
    expect(left.json()).toMatchObject({ status: 'left', clientName: 'Ivy', services: ['Cut (Standard) with Alice'] });
    expect((await openOffers()).map((o) => o.entryId)).toEqual([jade]);
    expect((await s.app.inject({ method: 'POST', url: `/api/waitlist/${token}/leave` })).json().status).toBe('left');
    expect((await s.app.inject({ method: 'GET', url: `/api/waitlist/${'A'.repeat(43)}` })).statusCode).toBe(404);
  });

  it('lets reception offer a waiting client a time by hand, one at a time, only where it is free', async () => {
    for (const hour of [9, 10, 11]) await booking(hour, `Booked${hour}`);
    const ivy = await join('Ivy');
    const byHand = (startISO: string) => s.staff.post(`/api/waitlist/entries/${ivy}/offer`, { startISO });
    expect((await byHand(at(10))).json().error).toBe('Sorry, that time is no longer available. Please choose another time.');
    const offered = await byHand(at(10, '2027-03-08'));
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<AdminWaitlist>().entries[0]!.offer).toMatchObject({ startISO: at(10, '2027-03-08'), byStaff: true });
    expect((await byHand(at(11, '2027-03-08'))).json().error).toBe('This client already has a time offered. Wait for their answer first.');

    // A booking refused (a time in the past, to confirm first) changes nothing: her offer stands.
    const refused = await s.staff.post(`/api/waitlist/entries/${ivy}/book`, {
      client: { ...who('Ivy'), notes: '' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2027-03-04T10:00:00.000Z',
    });
    expect(refused.json().code).toBe('NEEDS_CONFIRMATION');
    expect((await openOffers()).map((o) => o.entryId)).toEqual([ivy]);

    // On the phone, reception books Ivy straight into the time offered to her: the offer's hold gives way, and her place ends.
    const jade = await join('Jade', 'Standard', [{ date: '2027-03-08', from: '09:00', to: '12:00' }]);
    const direct = await s.staff.post(`/api/waitlist/entries/${ivy}/book`, {
      client: { ...who('Ivy'), notes: '' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: at(10, '2027-03-08'),
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const places = await s.db.select({ id: waitlistEntries.id, status: waitlistEntries.status }).from(waitlistEntries);
    expect(new Map(places.map((p) => [p.id, p.status]))).toEqual(
      new Map([
        [ivy, 'booked'],
        [jade, 'waiting'],
      ]),
    );
    expect((await s.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, ivy))).map((o) => o.status)).toEqual(['withdrawn']);
    // Jade is offered another time that Monday, not Ivy's.
    expect((await openOffers()).map((o) => [o.entryId, o.startAt])).toEqual([[jade, new Date(at(9, '2027-03-08'))]]);
    const again = await s.staff.post(`/api/waitlist/entries/${ivy}/book`, {
      client: { ...who('Ivy'), notes: '' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: at(11, '2027-03-08'),
    });
    expect(again.json().error).toBe('This client is no longer waiting.');
  });

  it('gives a client paying online at least a payment hold, and books an offer once whether accepted or declined first', async () => {
    for (const hour of [9, 11]) await booking(hour, `Booked${hour}`);
    await join('Ivy');
    const token = await linkTokenMailed(s.db, 'ivy@example.co.uk', 'offer');
    // 28 of the 30 minutes gone: paying online still gets the salon's 15-minute payment hold from now.
    s.setNow(new Date(NOW.getTime() + 28 * 60_000));
    const paying = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_now' } });
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().url).toMatch(/\/pay\//);
    const [offer] = await openOffers();
    expect(offer!.expiresAt).toEqual(new Date(NOW.getTime() + 43 * 60_000));
    const [hold] = await s.db.select().from(appointments).where(eq(appointments.id, offer!.appointmentId!));
    expect(hold!.holdExpiresAt).toEqual(new Date(NOW.getTime() + 43 * 60_000));

    // Paying at the salon in one tab while turning it down in another: a booking and a taken-up offer, or neither.
    const [accepted, declined] = await Promise.all([
      s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_in_salon' } }),
      s.second.app.inject({ method: 'POST', url: `/api/offers/${token}/decline` }),
    ]);
    const [after] = await s.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer!.id));
    const [visit] = await s.db.select().from(appointments).where(eq(appointments.id, offer!.appointmentId!));
    if (accepted.statusCode === 200) {
      expect(declined.statusCode).toBe(409);
      expect([after!.status, visit!.status]).toEqual(['accepted', 'confirmed']);
      // Cancelled since, the booking is over: the offer's link books nothing again.
      expect((await s.staff.post(`/api/appointments/${visit!.id}/cancel`, { requestedBy: 'staff' })).statusCode).toBe(200);
      const again = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_in_salon' } });
      expect(again.json().error).toBe('Sorry, this offer has ended and the time has gone to the next client waiting.');
    } else {
      expect(declined.json()).toEqual({ status: 'declined' });
      expect([after!.status, visit!.status]).toEqual(['declined', 'cancelled_expired']);
    }
  });

  it('exports a client’s places on the waitlist, and erases them with the rest', async () => {
    const past = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2027-02-01T10:00:00Z',
      status: 'completed',
      client: who('Wren'),
    });
    const [{ clientId }] = (await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, past))) as [
      { clientId: string },
    ];
    for (const hour of [9, 11]) await booking(hour, `Booked${hour}`);
    const wren = await join('Wren');
    // 10:00 is free: it is held for Wren by her offer, which is no visit of hers and does not stop her erasure.
    const [offer] = await openOffers();
    expect(offer).toMatchObject({ entryId: wren, startAt: new Date(at(10)) });
    const exported = await s.staff.read<ClientDataExport>(`/api/clients/${clientId}/export`);
    expect(exported.waitlist).toEqual([
      expect.objectContaining({
        status: 'waiting',
        services: ['Cut (Standard) with Alice'],
        windows: [SATURDAY],
        details: who('Wren'),
      }),
    ]);
    expect(exported.messages.map((m) => m.kind)).toContain('waitlist_joined');

    expect((await s.staff.post(`/api/clients/${clientId}/erase`)).statusCode).toBe(200);
    const [entry] = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, wren));
    expect(entry).toMatchObject({ clientEmail: '', clientPhone: '', status: 'ended' });
    const [hold] = await s.db.select().from(appointments).where(eq(appointments.id, offer!.appointmentId!));
    expect(hold!.status).toBe('cancelled_expired');
    expect((await s.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer!.id)))[0]!.status).toBe('withdrawn');
    const texts = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'waitlist_offer'), eq(outboxMessages.channel, 'sms')));
    expect(texts.map((t) => t.toAddress)).toEqual(['']);
  });
});
