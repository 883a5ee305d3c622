import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminWaitlist } from '../../../core/schemas/waitlist.schema.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { linkTokenMailed } from '../../../../tests/support/waitlist.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';

// Issue 39: nobody empties the diary through the waitlist. Anonymous joins with made-up e-mails and one phone held a
// time each at once; now a place is offered nothing until its client confirms it from the e-mail's link, its offers are
// the client's unpaid holds (decision 0019's cap per e-mail, phone and address), a place that lets three offers go ends,
// and reception can remove a place. Monday 1 March 2027; everyone waits for Saturday 6 March, open 09:00–17:00.

const NOW = new Date('2027-03-01T09:00:00Z');
const SATURDAY = [{ date: '2027-03-06', from: '09:00', to: '17:00' }];
const PHONE = '07700 900123';

describe.each(engines)('the waitlist, tried by an attacker (%s)', (engine) => {
  // The salon's cap on one client's unpaid holds is the product's default, 2.
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonWithCut(t.db, { maxUnpaidHoldsPerClient: 2 }), secondApp: true });

  const join = async (email: string, { phone = PHONE, address = '203.0.113.7', app = s.app } = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: {
        services: [{ serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice }],
        windows: SATURDAY,
        client: { name: 'Mal', email, phone },
      },
      remoteAddress: address,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { entryId: res.json().entryId as string, token: await linkTokenMailed(s.db, email, 'waitlist') };
  };
  const confirm = (token: string, app = s.app) => app.inject({ method: 'POST', url: `/api/waitlist/${token}/confirm`, payload: {} });
  const freeStarts = async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/slots?serviceId=${s.cut}&beauticianId=${s.alice}&variantName=Standard&date=2027-03-06`,
    });
    return (res.json() as { slots: unknown[] }).slots.length;
  };
  const openOffers = () => s.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));

  afterEach(async () => {
    s.setNow(NOW);
    await s.db.delete(waitlistEntries);
    await s.db.delete(outboxMessages);
    await s.db.delete(appointments);
    await s.db.delete(clients);
  });

  it('holds nothing for a place until its e-mail is confirmed, then no more than the hold cap for one phone', async () => {
    const before = await freeStarts();
    const places = [];
    for (let n = 1; n <= 4; n++) places.push(await join(`made-up-${n}@example.net`));
    expect(await openOffers()).toEqual([]);
    expect(await freeStarts()).toBe(before);

    for (const place of places) expect((await confirm(place.token)).json()).toMatchObject({ status: 'waiting', confirmed: true });
    // Four places with one phone: as many held times as one client may have unpaid (the salon's cap, 2), no more.
    expect(await openOffers()).toHaveLength(2);
    const held = await s.db.select().from(appointments).where(eq(appointments.status, 'reserved_unpaid'));
    expect(held).toHaveLength(2);
    expect(await freeStarts()).toBeLessThan(before);
    // The product knows these are that person's holds: checkout refuses them a third.
    const checkout = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO: '2027-03-06T16:00:00.000Z',
        mode: 'pay_now',
        client: { name: 'Mal', email: 'another@example.net', phone: PHONE, notes: '' },
      }),
      remoteAddress: '198.51.100.1',
    });
    expect(checkout.statusCode, checkout.body).toBe(429);
    expect(checkout.json().code).toBe('HOLD_LIMIT');
  });

  it('counts a place’s offers against the cap of the address it joined from, whatever e-mail and phone it gives', async () => {
    const places = [];
    for (let n = 1; n <= 3; n++) places.push(await join(`from-one-address-${n}@example.net`, { phone: `07700 90012${n}` }));
    for (const place of places) expect((await confirm(place.token)).statusCode).toBe(200);
    expect(await openOffers()).toHaveLength(2);
  });

  it('keeps one phone to the cap however many confirmations arrive at once over two processes', async () => {
    const places = [];
    for (let n = 0; n < 10; n++) places.push(await join(`burst-${n}@example.net`, { address: `198.51.100.${n + 10}` }));
    const answers = await Promise.all(places.map((place, n) => confirm(place.token, n % 2 === 0 ? s.app : s.second.app)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await openOffers()).toHaveLength(2);
  });

  it('lets an unconfirmed place expire after a day, and refuses its confirmation then', async () => {
    const place = await join('late-reader@example.net');
    s.setNow(new Date(NOW.getTime() + 25 * 3_600_000));
    const view = await s.app.inject({ method: 'GET', url: `/api/waitlist/${place.token}` });
    expect(view.json()).toMatchObject({ status: 'expired', confirmed: false });
    const late = await confirm(place.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This waitlist place was not confirmed in time. Please join the waitlist again.');
    expect(await openOffers()).toEqual([]);
    // Nobody showed they hold the e-mail: the details typed go with the place, and no client record was made.
    const [entry] = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, place.entryId));
    expect(entry).toMatchObject({ clientName: '', clientEmail: '', clientPhone: '', clientId: null });
    expect(await s.db.select().from(clients)).toEqual([]);
  });

  it('lets nobody lock an address out: joins in its name make room by letting the oldest unconfirmed place go', async () => {
    s.setNow(NOW);
    for (let n = 0; n < 5; n++) {
      s.setNow(new Date(NOW.getTime() + n * 1000));
      await join('victim@example.net', { address: `198.51.100.${60 + n}` });
    }
    const places = await s.db.select().from(waitlistEntries).orderBy(waitlistEntries.seq);
    expect(places.map((p) => p.status)).toEqual(['expired', 'expired', 'waiting', 'waiting', 'waiting']);
    // The address's owner confirms the place they asked for, the latest.
    const token = await linkTokenMailed(s.db, 'victim@example.net', 'waitlist');
    expect((await confirm(token)).json()).toMatchObject({ status: 'waiting', confirmed: true });
  });

  it('counts places from before confirmation existed, which have no address, each on its own', async () => {
    const places = [];
    for (let n = 1; n <= 3; n++)
      places.push(await join(`legacy-${n}@example.net`, { phone: `07700 90013${n}`, address: `198.51.100.7${n}` }));
    await s.db.update(waitlistEntries).set({ holdAddressHash: null });
    for (const place of places) expect((await confirm(place.token)).statusCode).toBe(200);
    expect(await openOffers()).toHaveLength(3);
  });

  it('holds an offer’s time for payment once, however often its client chooses to pay online', async () => {
    const place = await join('payer@example.net');
    await confirm(place.token);
    const token = await linkTokenMailed(s.db, 'payer@example.net', 'offer');
    const [before] = await openOffers();
    const accept = () => s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_now' } });
    s.setNow(new Date(NOW.getTime() + 20 * 60_000));
    expect((await accept()).statusCode).toBe(200);
    const [held] = await openOffers();
    s.setNow(new Date(NOW.getTime() + 30 * 60_000));
    expect((await accept()).statusCode).toBe(200);
    const [again] = await openOffers();
    expect(held!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
    expect(again!.expiresAt).toEqual(held!.expiresAt);
  });

  it('ends a place that has let three offered times go, so declining cannot hold the diary for ever', async () => {
    const place = await join('decliner@example.net');
    await confirm(place.token);
    for (let n = 0; n < 3; n++) {
      const token = await linkTokenMailed(s.db, 'decliner@example.net', 'offer');
      expect((await s.app.inject({ method: 'POST', url: `/api/offers/${token}/decline`, payload: {} })).statusCode).toBe(200);
    }
    expect(await openOffers()).toEqual([]);
    const [entry] = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, place.entryId));
    expect(entry!.status).toBe('ended');
    expect(await s.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, place.entryId))).toHaveLength(3);
    const [told] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'waitlist_ended'));
    expect(told).toMatchObject({ toAddress: 'decliner@example.net', subject: 'Test Salon: your waitlist place has ended' });
  });

  it('lets reception remove a place, its held time going to the next client waiting', async () => {
    const first = await join('first@example.net', { phone: '07700 900201', address: '198.51.100.31' });
    const second = await join('second@example.net', { phone: '07700 900202', address: '198.51.100.32' });
    await confirm(first.token);
    await confirm(second.token);
    const [held] = (await openOffers()).filter((o) => o.entryId === first.entryId);
    expect(held).toBeDefined();

    const removed = await s.staff.post(`/api/waitlist/entries/${first.entryId}/remove`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AdminWaitlist>().entries.map((e) => e._id)).toEqual([second.entryId]);
    const [hold] = await s.db.select().from(appointments).where(eq(appointments.id, held!.appointmentId!));
    expect(hold!.status).toBe('cancelled_expired');
    expect((await s.app.inject({ method: 'GET', url: `/api/waitlist/${first.token}` })).json().status).toBe('removed');
    expect((await s.staff.post(`/api/waitlist/entries/${first.entryId}/remove`, {})).statusCode).toBe(200);
  });

  it('lets reception offer a time to a place not yet confirmed, which confirms it: they spoke to the client', async () => {
    const place = await join('on-the-phone@example.net');
    const offered = await s.staff.post(`/api/waitlist/entries/${place.entryId}/offer`, { startISO: '2027-03-06T15:00:00.000Z' });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<AdminWaitlist>().entries[0]).toMatchObject({ confirmed: true, offer: { byStaff: true } });
    // 'Book directly' opens the New appointment form with the visit waited for (issue 40): its list says it as booked.
    expect(offered.json<AdminWaitlist>().entries[0]!.visit).toEqual([{ serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice }]);
  });

  it('gives someone who confirmed their place on the waitlist a client record staff can find, export and erase', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: {
        services: [{ serviceId: s.cut, variantName: 'Standard', any: true }],
        windows: SATURDAY,
        client: { name: 'Olive Onlywaiting', email: 'olive@example.net', phone: '07700 900301' },
      },
    });
    expect(res.statusCode).toBe(201);
    // A join alone makes no record: anyone can type anyone's details.
    expect(await s.staff.read('/api/clients?q=Onlywaiting')).toEqual([]);
    expect((await confirm(await linkTokenMailed(s.db, 'olive@example.net', 'waitlist'))).statusCode).toBe(200);
    const found = await s.staff.read<Array<{ _id: string; name: string; visits: number }>>('/api/clients?q=Onlywaiting');
    expect(found).toMatchObject([{ name: 'Olive Onlywaiting' }]);
    const exported = await s.staff.read<{ waitlist: unknown[] }>(`/api/clients/${found[0]!._id}/export`);
    expect(exported.waitlist).toHaveLength(1);
    expect((await s.staff.post(`/api/clients/${found[0]!._id}/erase`)).statusCode).toBe(200);
    const [record] = await s.db.select().from(clients).where(eq(clients.id, found[0]!._id));
    expect(record!.email).toBe('');
    const [entry] = await s.db.select().from(waitlistEntries);
    expect(entry).toMatchObject({ clientEmail: '', clientPhone: '', status: 'ended' });
  });
});
