import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonOfTwo } from '../../../../tests/builders/scenario.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The bookings below are on Wednesday 25 Nov.
const NOW = new Date('2026-11-23T08:00:00Z');
const WED_10AM = '2026-11-25T10:00:00.000Z';

describe.each(engines)('booking an appointment (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonOfTwo(t.db), signIn: false });

  const book = (body: object) => s.app.inject({ method: 'POST', url: '/api/appointments', payload: body });
  const countAppointments = async () => (await s.db.select({ n: count() }).from(appointments))[0]!.n;

  it('books a free slot, confirms it at once, and shows no client details publicly', async () => {
    const res = await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: WED_10AM }));
    expect(res.statusCode).toBe(201);
    const { appointmentId } = res.json();

    const shown = await s.app.inject({ method: 'GET', url: `/api/appointments/${appointmentId}` });
    expect(shown.json()).toEqual({
      _id: appointmentId,
      status: 'confirmed',
      service: { name: 'Cut' },
      variantName: 'Standard',
      beautician: { name: 'Alice' },
      start: WED_10AM,
      end: '2026-11-25T11:00:00.000Z',
      price: 45,
      paymentMode: 'pay_in_salon',
      amountPaid: 0,
      // The salon's default fees (50% for a no-show, 20% late), with this visit's amounts, as the client agreed them.
      policyText:
        'If you cancel less than 24 hours before, we may charge £9.00 of the £45.00 price; if you do not come, £22.50. ' +
        'Any deposit you have paid counts towards it. Cancelling earlier costs nothing.',
    });
    expect(shown.body).not.toContain('amelia');
  });

  it('refuses the same slot again with 409 and stores nothing', async () => {
    const before = await countAppointments();
    const res = await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: WED_10AM }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', error: expect.stringContaining('no longer available') });
    expect(await countAppointments()).toBe(before);
  });

  it('refuses a slot whose buffer would overlap an existing appointment', async () => {
    // Colour 12:00–13:30 plus 15 min clean-up holds Alice until 13:45; a cut at 13:30 would overlap it.
    expect(
      (
        await book(
          bookingRequest({ serviceId: s.colour, variantName: 'Full head', beauticianId: s.alice, startISO: '2026-11-25T12:00:00Z' }),
        )
      ).statusCode,
    ).toBe(201);
    expect((await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T13:30:00Z' }))).statusCode).toBe(
      409,
    );
    expect((await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T13:45:00Z' }))).statusCode).toBe(
      201,
    );
  });

  it('takes the price from the catalogue, never from the client', async () => {
    const res = await book({ ...bookingRequest({ serviceId: s.cut, beauticianId: s.bella, startISO: WED_10AM }), price: 0.01 });
    expect(res.statusCode).toBe(201);
    const shown = await s.app.inject({ method: 'GET', url: `/api/appointments/${res.json().appointmentId}` });
    expect(shown.json().price).toBe(45);
  });

  it('refuses times that are not offered: before opening, inside the minimum notice, off the 15-minute grid', async () => {
    for (const startISO of ['2026-11-25T07:00:00Z', '2026-11-23T09:00:00Z', '2026-11-25T15:10:00Z']) {
      const res = await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO }));
      expect(res.statusCode, startISO).toBe(409);
    }
  });

  it('assigns a free qualified beautician when the customer chooses any', async () => {
    const first = await book(bookingRequest({ serviceId: s.cut, any: true, startISO: '2026-11-26T09:00:00Z' }));
    const second = await book(bookingRequest({ serviceId: s.cut, any: true, startISO: '2026-11-26T09:00:00Z' }));
    const third = await book(bookingRequest({ serviceId: s.cut, any: true, startISO: '2026-11-26T09:00:00Z' }));
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 409]);
    const names = await Promise.all(
      [first, second].map(async (r) => (await s.app.inject({ url: `/api/appointments/${r.json().appointmentId}` })).json().beautician.name),
    );
    expect(names.sort()).toEqual(['Alice', 'Bella']);
  });

  it('refuses a beautician who does not perform the service', async () => {
    const res = await book(bookingRequest({ serviceId: s.colour, variantName: 'Full head', beauticianId: s.bella, startISO: WED_10AM }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bella does not offer Colour.');
  });

  it('answers 20 concurrent requests for one slot with exactly one booking and 409 for the rest', async () => {
    const startISO = '2026-11-27T14:00:00Z';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          bookingRequest({
            serviceId: s.cut,
            beauticianId: s.alice,
            startISO,
            client: { name: `Client ${i}`, email: `c${i}@example.co.uk`, phone: '07700 900000' },
          }),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });

  it('gives 404 for an unknown service, variant or appointment', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await book(bookingRequest({ serviceId: unknown, beauticianId: s.alice, startISO: WED_10AM }))).statusCode).toBe(404);
    expect(
      (await book(bookingRequest({ serviceId: s.cut, variantName: 'Deluxe', beauticianId: s.alice, startISO: WED_10AM }))).statusCode,
    ).toBe(404);
    const res = await s.app.inject({ url: `/api/appointments/${unknown}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Appointment not found', code: 'NOT_FOUND' });
  });

  it('sends online payment modes to checkout', async () => {
    const res = await book(bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-27T09:00:00Z', mode: 'pay_now' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('USE_CHECKOUT');
  });
});
