import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalonPayments } from '../../../../tests/builders/money.builder.ts';
import { salonAppForSuite, smallestSalon } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { timeOff } from '../../db/schema/time-off.ts';

// Tuesday 24 Nov 2026, 14:00 in London (GMT).
const NOW = new Date('2026-11-24T14:00:00Z');

describe.each(engines)('a stylist works in their own diary only (%s)', (engine) => {
  const suite = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const { alice, cut } = await smallestSalon(t);
      const bea = await givenBeautician(t.db, { name: 'Bea' });
      const stylist = await signInAsStaff(t.app, t.db, { role: 'stylist', beauticianId: alice });
      const reception = await signInAsStaff(t.app, t.db, { role: 'reception' });
      // Both started this morning and wait for their checkout; Bea's already has a card payment.
      const alicesVisit = await givenAppointment(t.db, { beauticianId: alice, serviceId: cut, start: '2026-11-24T10:00:00Z' });
      const beasVisit = await givenAppointment(t.db, {
        beauticianId: bea,
        serviceId: cut,
        start: '2026-11-24T11:00:00Z',
        client: { name: 'Bea Client', email: 'bc@example.co.uk', phone: '07700 900999' },
      });
      const beasEntry = (
        await givenSalonPayments(t.db, beasVisit, [{ method: 'card', amountPence: 1000, takenAt: '2026-11-24T12:00:00Z' }], {
          complete: false,
        })
      )[0]!;
      await t.db.insert(timeOff).values([
        { beauticianId: alice, startsAt: new Date('2026-11-26T12:00:00Z'), endsAt: new Date('2026-11-26T13:00:00Z'), kind: 'break' },
        { beauticianId: bea, startsAt: new Date('2026-11-26T12:00:00Z'), endsAt: new Date('2026-11-26T13:00:00Z'), kind: 'training' },
      ]);
      return { alice, cut, bea, stylist, reception, alicesVisit, beasVisit, beasEntry };
    },
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    suite.as(cookie).call(method, url, payload);
  const DAY = 'from=2026-11-24T00:00:00Z&to=2026-11-28T00:00:00Z';

  it('lists only their own beautician’s appointments, whatever they ask for; reception sees everyone’s', async () => {
    const ids = async (cookie: string, query: string) =>
      (await call(cookie, 'GET', `/api/appointments?${query}`))
        .json()
        .map((a: { _id: string }) => a._id)
        .sort();
    expect(await ids(suite.stylist, DAY)).toEqual([suite.alicesVisit]);
    expect(await ids(suite.stylist, `${DAY}&beauticianId=${suite.bea}`)).toEqual([suite.alicesVisit]);
    expect(await ids(suite.reception, DAY)).toEqual([suite.alicesVisit, suite.beasVisit].sort());
  });

  it('lists only their own visits awaiting checkout and their own time off', async () => {
    const awaiting = await call(suite.stylist, 'GET', '/api/appointments/awaiting-checkout');
    expect(awaiting.json().appointments.map((a: { _id: string }) => a._id)).toEqual([suite.alicesVisit]);
    const blocks = await call(suite.stylist, 'GET', `/api/time-off?${DAY}`);
    expect(blocks.json().timeOff.map((b: { kind: string }) => b.kind)).toEqual(['break']);
  });

  it('lists only their own visits that still owe money (issue 23); reception sees everyone’s', async () => {
    const { alice, cut } = suite;
    // Checked out yesterday with £5 of the £45 still owed.
    const owing = async (beauticianId: string) => {
      const id = await givenAppointment(suite.db, { beauticianId, serviceId: cut, start: '2026-11-23T10:00:00Z' });
      await givenSalonPayments(suite.db, id, [{ method: 'card', amountPence: 4000, takenAt: '2026-11-23T11:00:00Z' }]);
      return id;
    };
    const [alices, beas] = [await owing(alice), await owing(suite.bea)];
    const owed = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/appointments/owed')).json().appointments.map((a: { _id: string; owed: number }) => [a._id, a.owed]);
    expect(await owed(suite.stylist)).toEqual([[alices, 5]]);
    expect((await owed(suite.reception)).sort()).toEqual(
      [
        [alices, 5],
        [beas, 5],
      ].sort(),
    );
  });

  it('answers 404 for another beautician’s appointment and its money, as for one that does not exist', async () => {
    const attempts = [
      call(suite.stylist, 'GET', `/api/appointments/${suite.beasVisit}/money`),
      call(suite.stylist, 'GET', `/api/appointments/${suite.beasVisit}/cancel/preview`),
      call(suite.stylist, 'POST', `/api/appointments/${suite.beasVisit}/cancel`, { requestedBy: 'staff', reason: 'Not mine' }),
      call(suite.stylist, 'PATCH', `/api/appointments/${suite.beasVisit}/status`, { status: 'no_show' }),
      call(suite.stylist, 'PATCH', `/api/appointments/${suite.beasVisit}`, { price: 1 }),
      call(suite.stylist, 'POST', `/api/appointments/${suite.beasVisit}/checkout`, {
        requestId: crypto.randomUUID(),
        payments: [{ method: 'cash', amount: 45 }],
      }),
      call(suite.stylist, 'POST', `/api/money-entries/${suite.beasEntry}/reverse`, { reason: 'Oops' }),
    ];
    for (const res of await Promise.all(attempts)) expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    // Nothing of Bea's changed.
    const money = await call(suite.reception, 'GET', `/api/appointments/${suite.beasVisit}/money`);
    expect(money.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['salon_payment']);
  });

  it('finds and opens only the clients of their own appointments, and reads no revenue', async () => {
    const names = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/clients'))
        .json()
        .map((c: { name: string }) => c.name)
        .sort();
    expect(await names(suite.stylist)).toEqual(['Amelia Hughes']);
    expect(await names(suite.reception)).toEqual(['Amelia Hughes', 'Bea Client']);
    const beasClient = (await call(suite.reception, 'GET', '/api/clients?q=Bea')).json()[0]._id as string;
    for (const res of [
      await call(suite.stylist, 'GET', `/api/clients/${beasClient}`),
      await call(suite.stylist, 'PATCH', `/api/clients/${beasClient}`, { notes: 'Seen by Alice' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const revenue = await call(suite.stylist, 'GET', '/api/revenue?startDate=2026-11-01&endDate=2026-11-30');
    expect([revenue.statusCode, revenue.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('cannot pick another beautician’s client from the records for a booking, nor open a client whose only checkout with them lapsed', async () => {
    const beasClient = (await call(suite.reception, 'GET', '/api/clients?q=Bea')).json()[0]._id as string;
    const booking = await call(suite.stylist, 'POST', '/api/staff-bookings', {
      clientId: beasClient,
      client: { name: 'Bea Client', phone: '07700 900999' },
      serviceId: suite.cut,
      variantName: 'Standard',
      beauticianId: suite.alice,
      start: '2026-11-27T10:00:00Z',
    });
    expect([booking.statusCode, booking.json().code]).toEqual([404, 'NOT_FOUND']);
    // Left at the payment page: a lapsed hold is no visit, so the client is not one of Alice's.
    await givenAppointment(suite.db, {
      beauticianId: suite.alice,
      serviceId: suite.cut,
      start: '2026-11-30T10:00:00Z',
      status: 'cancelled_expired',
      client: { name: 'Bea Client', email: 'bc@example.co.uk', phone: '07700 900999' },
    });
    expect((await call(suite.stylist, 'GET', `/api/clients/${beasClient}`)).statusCode).toBe(404);
  });

  it('checks out their own visit', async () => {
    const res = await call(suite.stylist, 'POST', `/api/appointments/${suite.alicesVisit}/checkout`, {
      requestId: crypto.randomUUID(),
      payments: [{ method: 'card', amount: 45 }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses, in words, a booking or a move into another beautician’s diary', async () => {
    const booking = await call(suite.stylist, 'POST', '/api/staff-bookings', {
      client: { name: 'Phone Client', phone: '07700 900123' },
      serviceId: suite.cut,
      variantName: 'Standard',
      beauticianId: suite.bea,
      start: '2026-11-27T10:00:00Z',
    });
    expect([booking.statusCode, booking.json().error]).toEqual([403, 'You can only book into your own diary.']);
    const move = await call(suite.stylist, 'PATCH', `/api/appointments/${suite.alicesVisit}`, { beauticianId: suite.bea });
    expect(move.statusCode).toBe(403);
  });
});
