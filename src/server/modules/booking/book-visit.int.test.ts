import { SERVICE_ONCE_MESSAGE } from '../../../core/schemas/visit-availability.schema.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { colourCutAndBlowDry, givenSalonForVisitBooking } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { CreateBookingInput } from '../../../core/schemas/appointment.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { SLOT_TAKEN_MESSAGE } from './create-booking.ts';
import { pressPay } from '../../../../tests/support/offline-pay.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London wall time is UTC). The salon of givenSalonForVisitBooking.
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe.each(engines)('a visit of several services booked by a customer (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    secondApp: true,
    given: (t) => givenSalonForVisitBooking(t.db),
  });

  const visit = (startISO: string, overrides: Partial<CreateBookingInput> = {}) => colourCutAndBlowDry(s, startISO, overrides);
  const post = (url: string, payload: CreateBookingInput, on: TestApp = s) => on.app.inject({ method: 'POST', url, payload });
  const partsOf = (visitId: string) =>
    s.db.select().from(appointments).where(eq(appointments.visitId, visitId)).orderBy(appointments.visitPosition);

  it('books colour, cut and blow-dry with two beauticians as one visit, back to back, and tells each of them', async () => {
    const res = await post('/api/appointments', visit(at('2026-11-25', '10:00')));
    expect(res.statusCode, res.body).toBe(201);
    const { appointmentId } = res.json();
    const parts = await partsOf(appointmentId);
    expect(
      parts.map((p) => [p.serviceName, p.beauticianName, p.startAt.toISOString(), p.endAt.toISOString(), p.status, p.pricePence]),
    ).toEqual([
      ['Colour', 'Alice', at('2026-11-25', '10:00'), at('2026-11-25', '11:45'), 'confirmed', 6500],
      ['Cut', 'Alice', at('2026-11-25', '11:45'), at('2026-11-25', '12:45'), 'confirmed', 4500],
      ['Blow-dry', 'Bella', at('2026-11-25', '12:45'), at('2026-11-25', '13:15'), 'confirmed', 2500],
    ]);
    expect(parts.map((p) => [p.visitPosition, p.visitSize])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
    // The colour keeps its development free for Alice.
    expect(parts[0]).toMatchObject({
      processingFrom: new Date(at('2026-11-25', '10:30')),
      processingTo: new Date(at('2026-11-25', '11:15')),
    });

    // The confirmation page's answer: the whole visit, its total, each service with its time and beautician.
    const shown = (await s.app.inject({ url: `/api/appointments/${appointmentId}` })).json();
    expect(shown).toMatchObject({
      _id: appointmentId,
      status: 'confirmed',
      start: at('2026-11-25', '10:00'),
      end: at('2026-11-25', '13:15'),
    });
    expect(shown.price).toBe(135);
    expect(
      shown.services.map((p: { service: { name: string }; beautician: { name: string }; start: string }) => [
        p.service.name,
        p.beautician.name,
        p.start,
      ]),
    ).toEqual([
      ['Colour', 'Alice', at('2026-11-25', '10:00')],
      ['Cut', 'Alice', at('2026-11-25', '11:45')],
      ['Blow-dry', 'Bella', at('2026-11-25', '12:45')],
    ]);

    // One e-mail to the client listing every service, and one to each beautician; each with the visit's calendar entry.
    const mail = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, appointmentId));
    expect(mail.map((m) => m.toAddress).sort()).toEqual(['alice@test-salon.example', 'amelia@example.co.uk', 'bella@test-salon.example']);
    const toClient = mail.find((m) => m.toAddress === 'amelia@example.co.uk')!;
    expect(toClient.subject).toBe('Booking confirmed: Colour, Cut and Blow-dry on Wed 25 November 2026 at 10:00');
    for (const line of ['Colour (Full head) with Alice', 'Cut (Standard) with Alice', 'Blow-dry (Standard) with Bella', '£135.00'])
      expect(toClient.textBody).toContain(line);
    expect(toClient.ics).toContain('DTSTART:20261125T100000Z');
    expect(toClient.ics).toContain('DTEND:20261125T131500Z');

    // Alice is free while the colour develops: a fringe trim is booked online with her inside it.
    const trim = await post(
      '/api/appointments',
      bookingRequest({ serviceId: s.trim, beauticianId: s.alice, startISO: at('2026-11-25', '10:45') }),
    );
    expect(trim.statusCode, trim.body).toBe(201);
  });

  it('tells each beautician which services are theirs and who does the rest (issue 40)', async () => {
    const res = await post('/api/appointments', visit(at('2026-12-04', '10:00')));
    expect(res.statusCode, res.body).toBe(201);
    const mail = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, res.json().appointmentId));
    const intro = (to: string) =>
      mail
        .find((m) => m.toAddress === to)!
        .textBody.split('\n')
        .find((line) => line.includes(' with you'));
    expect(intro('alice@test-salon.example')).toBe('Amelia Hughes booked Colour and Cut with you (Bella does Blow-dry).');
    expect(intro('bella@test-salon.example')).toBe('Amelia Hughes booked Blow-dry with you (Alice does Colour and Cut).');
  });

  it('refuses a start where one service does not fit, writing nothing, and a visit longer than the salon allows', async () => {
    const blowDryTaken = await post(
      '/api/appointments',
      bookingRequest({
        serviceId: s.blowDry,
        beauticianId: s.bella,
        startISO: at('2026-11-26', '12:45'),
        client: { name: 'Other', email: 'other@example.co.uk', phone: '07700 900111', notes: '' },
      }),
    );
    expect(blowDryTaken.statusCode).toBe(201);
    const before = await s.db.select().from(appointments);
    const res = await post('/api/appointments', visit(at('2026-11-26', '10:00')));
    expect([res.statusCode, res.json().error]).toEqual([409, SLOT_TAKEN_MESSAGE]);
    expect(await s.db.select().from(appointments)).toHaveLength(before.length);

    expect((await s.staff.patch('/api/settings', { maxVisitServices: 2 })).statusCode).toBe(200);
    try {
      const tooLong = await post('/api/appointments', visit(at('2026-11-27', '10:00')));
      expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VISIT_TOO_LONG']);
    } finally {
      await s.staff.patch('/api/settings', { maxVisitServices: 4 });
    }
    const noBeautician = await post(
      '/api/appointments',
      visit(at('2026-11-27', '10:00'), { also: [{ serviceId: s.cut, variantName: 'Standard' }] }),
    );
    expect([noBeautician.statusCode, noBeautician.body]).toEqual([400, expect.stringContaining('Choose a beautician, or any beautician')]);
    // The same service twice, as the slots API refuses it too: on the booking and on the payment's way in.
    const twice = visit(at('2026-11-27', '10:00'), { also: [{ serviceId: s.colour, variantName: 'Full head', beauticianId: s.alice }] });
    for (const path of ['/api/appointments', '/api/checkout/create-session']) {
      const res = await post(path, path.includes('checkout') ? { ...twice, mode: 'deposit' } : twice);
      expect([res.statusCode, res.body]).toEqual([400, expect.stringContaining(SERVICE_ONCE_MESSAGE)]);
    }
    expect(await s.db.select().from(appointments)).toHaveLength(before.length);
  });

  it('takes a deposit on the visit’s total, confirms every service when paid and spreads the money by price', async () => {
    const res = await post('/api/checkout/create-session', visit(at('2026-11-30', '10:00'), { mode: 'deposit' }));
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = (res.json().url as string).replace('/pay/', '');
    const [payment] = await s.db.select().from(payments).where(eq(payments.sessionId, sessionId));
    expect(payment!.amountPence).toBe(2700); // 20% of £135
    expect((await partsOf(payment!.appointmentId)).map((p) => p.status)).toEqual(['reserved_unpaid', 'reserved_unpaid', 'reserved_unpaid']);

    const paid = await pressPay(s.app, sessionId);
    expect(paid.statusCode).toBe(303);
    const parts = await partsOf(payment!.appointmentId);
    expect(parts.map((p) => [p.status, p.amountPaidPence])).toEqual([
      ['confirmed', 1300],
      ['confirmed', 900],
      ['confirmed', 500],
    ]);
    const shown = (await s.app.inject({ url: `/api/appointments/${payment!.appointmentId}` })).json();
    expect([shown.price, shown.amountPaid, shown.paymentMode]).toEqual([135, 27, 'deposit']);
  });

  it('names every service of the visit with its beautician on the test payment page, not the first alone (issue 40)', async () => {
    const res = await post('/api/checkout/create-session', visit(at('2026-12-03', '10:00'), { mode: 'deposit' }));
    expect(res.statusCode, res.body).toBe(200);
    const page = (await s.app.inject({ url: res.json().url })).body;
    for (const line of [
      '<dt>10:00</dt><dd>Colour — Full head with Alice</dd>',
      '<dt>11:45</dt><dd>Cut — Standard with Alice</dd>',
      '<dt>12:45</dt><dd>Blow-dry — Standard with Bella</dd>',
      '£27.00',
    ])
      expect(page).toContain(line);
  });

  it('lets the whole visit go when the customer leaves the payment page', async () => {
    const res = await post('/api/checkout/create-session', visit(at('2026-12-01', '10:00'), { mode: 'pay_now' }));
    expect(res.statusCode, res.body).toBe(200);
    const { appointmentId } = res.json();
    const left = await s.app.inject({ method: 'POST', url: '/api/checkout/release', payload: { appointmentId } });
    expect(left.json()).toEqual({ released: true });
    expect((await partsOf(appointmentId)).map((p) => p.status)).toEqual(['cancelled_expired', 'cancelled_expired', 'cancelled_expired']);
    // The time is free again: the same visit books at once.
    expect((await post('/api/appointments', visit(at('2026-12-01', '10:00')))).statusCode).toBe(201);
  });

  it('books the same visit raced by 100 requests over two processes exactly once, with no busy part overlapping', async () => {
    const startISO = at('2026-12-02', '10:00');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(
          '/api/appointments',
          visit(startISO, {
            client: { name: `Client ${i}`, email: `client${i}@example.co.uk`, phone: `07700 9${String(i).padStart(5, '0')}`, notes: '' },
          }),
          i % 2 ? s.second : s,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const live = await s.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.beauticianId, [s.alice, s.bella]), inArray(appointments.status, [...CHAIR_HOLDING_STATUSES])));
    for (const id of [s.alice, s.bella]) {
      const stretches = live
        .filter((r) => r.beauticianId === id)
        .flatMap((r) => busyOfBooked(r))
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      for (const [i, stretch] of stretches.slice(1).entries()) expect(stretch.start >= stretches[i]!.end).toBe(true);
    }
  });
});
