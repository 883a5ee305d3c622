import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenVisit } from '../../../../tests/builders/visit.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import type { CreateBookingInput } from '../../../core/schemas/appointment.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { clientProfile, findClients } from './clients.service.ts';

// Monday 23 Nov 2026, 12:00 in London. Alice works 09:00–17:00 every day; her Cut is 60 minutes, £45; online notice 2 hours.
const NOW = new Date('2026-11-23T12:00:00Z');

describe.each(engines)('client records (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  const { get } = s.staff;
  const patch = (id: string, payload: object) => s.staff.patch(`/api/clients/${id}`, payload);
  const search = (q: string) => get(`/api/clients?q=${encodeURIComponent(q)}`);
  const bookOnline = async (startISO: string, client: CreateBookingInput['client']) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, client }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().appointmentId as string;
  };
  const clientOf = async (appointmentId: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!.clientId!;
  const record = async (id: string) => (await s.db.select().from(clients).where(eq(clients.id, id)))[0]!;

  it('counts a visit of two services as one visit, one no-show and one cancellation (issue 25)', async () => {
    const vic = { name: 'Vic Twoservices', email: 'vic.two@example.co.uk', phone: '07700 900618' };
    const visitOn = async (day: string, status: 'no_show' | 'cancelled_no_refund') => {
      const first = await givenAppointment(s.db, {
        beauticianId: s.alice,
        serviceId: s.cut,
        start: `${day}T10:00:00Z`,
        status,
        client: vic,
      });
      const visit = { id: first, position: 1 };
      await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: `${day}T11:00:00Z`, status, client: vic, visit });
      return first;
    };
    const id = await clientOf(await visitOn('2026-11-16', 'no_show'));
    await visitOn('2026-11-17', 'cancelled_no_refund');
    expect((await search('Twoservices')).json()).toEqual([expect.objectContaining({ name: vic.name, visits: 2 })]);
    expect((await get(`/api/clients/${id}`)).json()).toMatchObject({ noShows: 1, cancellations: 1 });
  });

  it('lists a visit of three services with two beauticians as one visit, with each of its services (issue 40)', async () => {
    const ada = await givenBeautician(s.db, { name: 'Ada' });
    const colour = await givenService(s.db, {
      name: 'Colour',
      primaryBeauticianId: ada,
      variants: [{ name: 'Full', durationMin: 90, pricePence: 6500 }],
    });
    const brows = await givenService(s.db, {
      name: 'Brows',
      primaryBeauticianId: ada,
      variants: [{ name: 'Shape', durationMin: 20, pricePence: 1800 }],
    });
    const pia = { name: 'Pia Onevisit', email: 'pia.onevisit@example.co.uk', phone: '07700 900619' };
    // Paid a deposit of £20 online, spread over the services by price; not yet checked out.
    const [first, cut, last] = await givenVisit(s.db, {
      start: '2026-11-16T10:00:00Z',
      client: pia,
      paymentMode: 'deposit',
      amountPaidPence: 2000,
      parts: [
        { beauticianId: ada, serviceId: colour, variantName: 'Full' },
        { beauticianId: s.alice, serviceId: s.cut },
        { beauticianId: ada, serviceId: brows, variantName: 'Shape' },
      ],
    });
    const id = await clientOf(first!);
    expect((await search('Onevisit')).json()).toEqual([expect.objectContaining({ name: pia.name, visits: 1 })]);

    const profile = (await get(`/api/clients/${id}`)).json();
    expect(profile.upcoming).toEqual([]);
    expect(profile.past).toEqual([
      {
        _id: first,
        start: '2026-11-16T10:00:00.000Z',
        end: '2026-11-16T12:50:00.000Z',
        service: 'Colour',
        variantName: 'Full',
        beautician: 'Ada',
        status: 'confirmed',
        price: 128,
        paid: 20,
        owed: 0,
        services: [
          {
            _id: first,
            start: '2026-11-16T10:00:00.000Z',
            end: '2026-11-16T11:30:00.000Z',
            service: 'Colour',
            variantName: 'Full',
            beautician: 'Ada',
            price: 65,
          },
          {
            _id: cut,
            start: '2026-11-16T11:30:00.000Z',
            end: '2026-11-16T12:30:00.000Z',
            service: 'Cut',
            variantName: 'Standard',
            beautician: 'Alice',
            price: 45,
          },
          {
            _id: last,
            start: '2026-11-16T12:30:00.000Z',
            end: '2026-11-16T12:50:00.000Z',
            service: 'Brows',
            variantName: 'Shape',
            beautician: 'Ada',
            price: 18,
          },
        ],
      },
    ]);
    expect(profile.totalSpent).toBe(20);
    // A stylist sees their own services of it, still as one visit.
    const adas = await clientProfile(s.db, id, NOW, { beauticianId: ada });
    expect(adas.past.map((v) => [v._id, v.price, v.services?.map((p) => p.service)])).toEqual([[first, 83, ['Colour', 'Brows']]]);
  });

  it('two bookings with one e-mail in different case are one client, whose profile lists both', async () => {
    const first = await bookOnline('2026-11-24T10:00:00Z', {
      name: 'Nia Okafor',
      email: 'Nia.Okafor@example.co.uk',
      phone: '07700 900601',
      notes: '',
    });
    const second = await bookOnline('2026-11-25T10:00:00Z', {
      name: 'Nia Okafor',
      email: 'nia.okafor@EXAMPLE.co.uk',
      phone: '07700 900601',
      notes: '',
    });
    const id = await clientOf(first);
    expect(await clientOf(second)).toBe(id);
    const profile = (await get(`/api/clients/${id}`)).json();
    expect(profile).toMatchObject({
      _id: id,
      name: 'Nia Okafor',
      email: 'Nia.Okafor@example.co.uk',
      phone: '07700 900601',
      past: [],
      totalSpent: 0,
    });
    expect(profile.upcoming.map((v: { _id: string }) => v._id)).toEqual([first, second]);
    expect(profile.upcoming[0]).toEqual({
      _id: first,
      start: '2026-11-24T10:00:00.000Z',
      end: '2026-11-24T11:00:00.000Z',
      service: 'Cut',
      variantName: 'Standard',
      beautician: 'Alice',
      status: 'confirmed',
      price: 45,
      paid: 0,
      owed: 0,
    });
  });

  it('a phone booking, then an online one with that phone written otherwise and an e-mail, are two records staff can merge', async () => {
    const byPhone = await s.staff.post('/api/staff-bookings', {
      client: { name: 'Omar Said', phone: '07700 900602' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2026-11-24T13:00:00Z',
    });
    expect(byPhone.statusCode).toBe(201);
    const online = await bookOnline('2026-11-26T10:00:00Z', {
      name: 'Omar Said',
      email: 'omar@example.co.uk',
      phone: '+44 7700 900602',
      notes: '',
    });
    // A phone is not proof of a person (docs/decisions/0037): the online booking has a record of its own, marked as
    // perhaps Omar's, and his record takes no e-mail until staff merge the two.
    const id = byPhone.json().appointment.clientRecord._id;
    const duplicate = await clientOf(online);
    expect(await record(duplicate)).toMatchObject({ email: 'omar@example.co.uk', possibleDuplicateOf: id });
    expect(await record(id)).toMatchObject({ email: '', phone: '07700 900602' });
    const merged = await s.staff.post(`/api/clients/${duplicate}/merge`, { intoId: id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await record(id)).toMatchObject({ email: 'omar@example.co.uk', phone: '07700 900602' });
    expect((await get(`/api/clients/${id}`)).json().upcoming).toHaveLength(2);
  });

  it('finds clients by name, e-mail or phone however written, once each, skipping erased ones, with the total in a header', async () => {
    const ava = { name: 'Ava Jones', email: 'Ava.Jones@example.co.uk', phone: '07700 900111' };
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-10-01T10:00:00Z', client: ava });
    const last = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-01T10:00:00Z',
      client: { ...ava, email: 'ava.jones@example.co.uk' },
    });
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-02T10:00:00Z',
      client: { name: 'Ben Walk-in', email: '', phone: '+44 7700 900222' },
    });
    const gone = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-03T10:00:00Z',
      client: { name: 'Ava Gone', email: 'ava.gone@example.co.uk', phone: '07700 900333' },
    });
    await s.db
      .update(clients)
      .set({ erasedAt: NOW })
      .where(eq(clients.id, await clientOf(gone)));

    const byName = await search('ava');
    expect(byName.json()).toEqual([
      {
        _id: await clientOf(last),
        name: 'Ava Jones',
        email: 'Ava.Jones@example.co.uk',
        phone: '07700 900111',
        visits: 2,
        lastVisit: '2026-11-01T10:00:00.000Z',
        possibleDuplicate: false,
      },
    ]);
    expect(byName.headers['x-total-count']).toBe('1');
    expect((await search('AVA.JONES@')).json()).toHaveLength(1);
    expect((await search('07700 900222')).json()).toEqual([expect.objectContaining({ name: 'Ben Walk-in', visits: 1 })]);
    expect((await search('%_')).json()).toEqual([]);
    expect((await search('a')).json()).toMatchObject({ error: 'q: Type at least 2 characters' });
    const page = await get('/api/clients?limit=1&offset=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it('adds up what a client paid (online, and at the till without the tip, less refunds), their no-shows and cancellations', async () => {
    const zoe = { name: 'Zoe Price', email: 'zoe@example.co.uk', phone: '07700 900604' };
    const visit = (start: string, extra: Partial<Parameters<typeof givenAppointment>[1]> = {}) =>
      givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start, client: zoe, ...extra });
    const paidOnline = await visit('2026-11-02T14:00:00Z', { status: 'completed', paymentMode: 'pay_now', amountPaidPence: 4500 });
    const atTill = await visit('2026-11-09T10:00:00Z');
    expect((await till.checkout(atTill, [{ method: 'card', amount: 45, tip: 5 }])).statusCode).toBe(200);
    await visit('2026-11-16T10:00:00Z', { status: 'no_show', paymentMode: 'deposit', amountPaidPence: 1000 });
    await visit('2026-11-17T10:00:00Z', {
      status: 'cancelled_full_refund',
      paymentMode: 'pay_now',
      amountPaidPence: 4500,
      refundedPence: 4500,
    });
    await visit('2026-11-18T10:00:00Z', { status: 'cancelled_expired', paymentMode: 'pay_now' });
    const coming = await visit('2026-11-30T10:00:00Z');

    const profile = (await get(`/api/clients/${await clientOf(paidOnline)}`)).json();
    expect(profile).toMatchObject({ totalSpent: 100, noShows: 1, cancellations: 1 });
    expect(profile.upcoming.map((v: { _id: string }) => v._id)).toEqual([coming]);
    // Latest first; the hold that lapsed unpaid was never a visit.
    expect(profile.past.map((v: { status: string; paid: number }) => [v.status, v.paid])).toEqual([
      ['cancelled_full_refund', 0],
      ['no_show', 10],
      ['completed', 45],
      ['completed', 45],
    ]);
  });

  it('ticking marketing consent stores the app’s time and keeps it on later saves; unticking clears it', async () => {
    const id = await clientOf(
      await givenAppointment(s.db, {
        beauticianId: s.alice,
        serviceId: s.cut,
        start: '2026-11-05T10:00:00Z',
        client: { name: 'Cara Dunn', email: 'cara@example.co.uk', phone: '07700 900605' },
      }),
    );
    const ticked = await patch(id, { marketingConsent: true, notes: 'Allergic to PPD.\nPatch test 2026-11-01' });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ marketingConsentAt: NOW.toISOString(), notes: 'Allergic to PPD.\nPatch test 2026-11-01' });
    s.setNow(new Date('2026-11-23T13:00:00Z'));
    try {
      expect((await patch(id, { marketingConsent: true, name: 'Cara Dunne' })).json()).toMatchObject({
        marketingConsentAt: NOW.toISOString(),
        name: 'Cara Dunne',
      });
      expect((await patch(id, { marketingConsent: false })).json().marketingConsentAt).toBeNull();
      expect((await record(id)).marketingConsentAt).toBeNull();
    } finally {
      s.setNow(NOW);
    }
  });

  it('refuses an e-mail another client has (409) and bad input (400, per field), changing nothing', async () => {
    const make = async (start: string, name: string, email: string, phone: string) =>
      clientOf(await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start, client: { name, email, phone } }));
    await make('2026-11-06T10:00:00Z', 'Dan Hill', 'dan@example.co.uk', '07700 900606');
    const eve = await make('2026-11-06T12:00:00Z', 'Eve Hill', 'eve@example.co.uk', '07700 900607');
    const before = await record(eve);

    const taken = await patch(eve, { email: 'DAN@example.co.uk', notes: 'should not be saved' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Another client already has this e-mail address. Open their record instead.',
      code: 'EMAIL_TAKEN',
    });

    const bad = await patch(eve, { name: 'E', email: 'not-mail', phone: '123', marketingConsent: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      marketingConsent: 'marketingConsent must be true or false',
    });
    expect((await patch(eve, {})).json()).toMatchObject({ error: 'body: Nothing to change' });
    expect(await record(eve)).toEqual(before);
    expect((await get('/api/clients/3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c')).statusCode).toBe(404);
  });

  it('a new e-mail makes later bookings with it find the same client', async () => {
    const id = await clientOf(
      await givenAppointment(s.db, {
        beauticianId: s.alice,
        serviceId: s.cut,
        start: '2026-11-07T10:00:00Z',
        client: { name: 'Fay Lord', email: '', phone: '07700 900608' },
      }),
    );
    expect((await patch(id, { email: 'fay@example.co.uk' })).statusCode).toBe(200);
    const online = await bookOnline('2026-11-27T10:00:00Z', {
      name: 'Fay Lord',
      email: 'FAY@example.co.uk',
      phone: '07700 900999',
      notes: '',
    });
    expect(await clientOf(online)).toBe(id);
  });

  it('shows the client’s private notes with each of their appointments in the staff list', async () => {
    const appointment = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-12-01T10:00:00Z',
      client: { name: 'Gil Marsh', email: 'gil@example.co.uk', phone: '07700 900609' },
    });
    const id = await clientOf(appointment);
    await patch(id, { notes: 'Patch test due' });
    const list = (await get('/api/appointments?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z')).json();
    expect(list).toEqual([
      expect.objectContaining({ _id: appointment, clientRecord: { _id: id, name: 'Gil Marsh', notes: 'Patch test due' } }),
    ]);
    const edited = await s.staff.patch(`/api/appointments/${appointment}`, { price: 40 });
    expect(edited.json().appointment.clientRecord).toEqual({ _id: id, name: 'Gil Marsh', notes: 'Patch test due' });
  });

  it('scoped to a beautician, finds only their clients and only their appointments', async () => {
    const bea = await givenBeautician(s.db, { name: 'Bea' });
    const colour = await givenService(s.db, { name: 'Colour', primaryBeauticianId: bea });
    const hal = { name: 'Hal Scope', email: 'hal@example.co.uk', phone: '07700 900610' };
    const withAlice = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-08T10:00:00Z', client: hal });
    const withBea = await givenAppointment(s.db, { beauticianId: bea, serviceId: colour, start: '2026-11-08T12:00:00Z', client: hal });
    const ida = await clientOf(
      await givenAppointment(s.db, {
        beauticianId: s.alice,
        serviceId: s.cut,
        start: '2026-11-08T14:00:00Z',
        client: { name: 'Hal Other', email: 'hal.other@example.co.uk', phone: '07700 900611' },
      }),
    );

    const found = await findClients(s.db, { q: 'hal', limit: 10, offset: 0 }, { beauticianId: bea });
    expect(found.clients).toEqual([expect.objectContaining({ name: 'Hal Scope', visits: 1 })]);
    const profile = await clientProfile(s.db, await clientOf(withAlice), NOW, { beauticianId: bea });
    expect(profile.past.map((v) => v._id)).toEqual([withBea]);
    await expect(clientProfile(s.db, ida, NOW, { beauticianId: bea })).rejects.toMatchObject({ status: 404 });
  });

  it('is for staff only', async () => {
    expect((await s.app.inject({ url: '/api/clients?q=ava' })).statusCode).toBe(401);
  });
});
