import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import type { CreateBookingInput } from '../../../core/schemas/appointment.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Monday 23 Nov 2026, 08:00 in London. Cut: 60 minutes, £45; the deposit is £9.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('the same checkout sent again, and a customer back from the payment page (%s)', (engine) => {
  // With a second app process on the same database.
  const s = salonAppForSuite(engine, NOW, { secondApp: true });
  let nextHour = 0;

  const freeStart = () => new Date(Date.UTC(2026, 10, 25, 9 + nextHour++)).toISOString();
  const request = (startISO: string, mode: CreateBookingInput['mode'], requestId: string = randomUUID()) =>
    bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO, mode, requestId });
  const send = (body: CreateBookingInput) =>
    s.app.inject({
      method: 'POST',
      url: body.mode === 'pay_in_salon' ? '/api/appointments' : '/api/checkout/create-session',
      payload: body,
    });
  const release = (appointmentId: string) => s.app.inject({ method: 'POST', url: '/api/checkout/release', payload: { appointmentId } });
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const sessionsOf = (id: string) => s.db.select().from(payments).where(eq(payments.appointmentId, id)).orderBy(payments.createdAt);
  const offered = async (startISO: string) => {
    const res = await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.cut}&variantName=Standard&date=2026-11-25` });
    return (res.json().slots as Array<{ startISO: string }>).some((slot) => slot.startISO === startISO);
  };

  it('answers a pay-at-salon booking sent 200 times at once, half to each of two app processes, with one booking', async () => {
    const body = request(freeStart(), 'pay_in_salon');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        n % 2 ? s.second.app.inject({ method: 'POST', url: '/api/appointments', payload: body }) : send(body),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    expect(new Set(answers.map((r) => r.json().appointmentId)).size).toBe(1);
    expect(await s.db.select().from(appointments).where(eq(appointments.requestId, body.requestId!))).toHaveLength(1);
  });

  it('lets the customer who left the payment page take up their own hold again, paying another way', async () => {
    const start = freeStart();
    const first = await send(request(start, 'deposit'));
    const { appointmentId } = first.json();
    const again = await send({
      ...request(start, 'pay_now', (await stored(appointmentId)).requestId!),
      client: { name: 'Amelia Hughes-Reid', email: 'amelia@example.co.uk', phone: '07700 900456', notes: '' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().appointmentId).toBe(appointmentId);
    expect(again.json().url).not.toBe(first.json().url);
    expect(await stored(appointmentId)).toMatchObject({
      status: 'reserved_unpaid',
      paymentMode: 'pay_now',
      clientName: 'Amelia Hughes-Reid',
    });
    // The first session can no longer take money; the new one asks for the full price.
    expect((await sessionsOf(appointmentId)).map((p) => [p.status, p.amountPence])).toEqual([
      ['expired', 900],
      ['open', 4500],
    ]);
  });

  it('turns the customer’s own hold into the booking when they come back to pay at the salon', async () => {
    const start = freeStart();
    const hold = request(start, 'deposit');
    const { appointmentId } = (await send(hold)).json();
    const atSalon = await send({ ...hold, mode: 'pay_in_salon' });
    expect(atSalon.statusCode).toBe(201);
    expect(atSalon.json().appointmentId).toBe(appointmentId);
    expect(await stored(appointmentId)).toMatchObject({ status: 'confirmed', paymentMode: 'pay_in_salon', holdExpiresAt: null });
  });

  it('sends a customer whose hold is paid to its confirmation, and refuses the same checkout for another time', async () => {
    const start = freeStart();
    const hold = request(start, 'deposit');
    const { url, appointmentId } = (await send(hold)).json();
    await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const again = await send(hold);
    expect(again.json()).toEqual({ url: `/success?appointmentId=${appointmentId}`, appointmentId });
    const elsewhere = await send({ ...hold, startISO: freeStart() });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('REQUEST_REUSED');
  });

  it('refuses a pay-at-salon request id for another time, and books again with one whose booking was left', async () => {
    // Thursday 26 November, a day of its own.
    const [nine, ten] = ['2026-11-26T09:00:00.000Z', '2026-11-26T10:00:00.000Z'];
    const booked = request(nine, 'pay_in_salon');
    const { appointmentId } = (await send(booked)).json();
    const elsewhere = await send({ ...booked, startISO: ten });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('REQUEST_REUSED');
    expect(await s.db.select().from(appointments).where(eq(appointments.requestId, booked.requestId!))).toHaveLength(1);

    // A hold left on the payment page, then the same checkout paid at the salon for the same time: booked anew.
    const hold = request(ten, 'deposit');
    const left = (await send(hold)).json().appointmentId as string;
    await release(left);
    const atSalon = await send({ ...hold, mode: 'pay_in_salon' });
    expect(atSalon.statusCode, atSalon.body).toBe(201);
    expect(atSalon.json().appointmentId).not.toBe(left);
    expect(await stored(atSalon.json().appointmentId)).toMatchObject({
      status: 'confirmed',
      requestId: hold.requestId,
      startAt: new Date(ten),
    });
    expect(await stored(left)).toMatchObject({ status: 'cancelled_expired', requestId: null });
    expect((await send(booked)).json().appointmentId).toBe(appointmentId);
  });

  it('frees the time at once when the customer leaves the payment page, for them and for everyone', async () => {
    const start = freeStart();
    const hold = request(start, 'deposit');
    const { appointmentId } = (await send(hold)).json();
    expect(await offered(start)).toBe(false);
    expect((await release(appointmentId)).json()).toEqual({ released: true });
    expect(await stored(appointmentId)).toMatchObject({ status: 'cancelled_expired', cancelReason: 'The client left the payment page' });
    expect((await sessionsOf(appointmentId)).map((p) => p.status)).toEqual(['expired']);
    expect(await offered(start)).toBe(true);
    // Their checkout again: a new hold of the same time.
    const back = await send(hold);
    expect(back.statusCode).toBe(200);
    expect(back.json().appointmentId).not.toBe(appointmentId);
    // Releasing twice, or a confirmed booking, changes nothing.
    expect((await release(appointmentId)).json()).toEqual({ released: false });
  });

  it('shows the payment on the public booking and in the confirmation e-mail: the deposit paid and the rest', async () => {
    const hold = request(freeStart(), 'deposit');
    const { url, appointmentId } = (await send(hold)).json();
    await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await s.app.inject({ url: `/api/appointments/${appointmentId}` })).json()).toMatchObject({
      price: 45,
      paymentMode: 'deposit',
      amountPaid: 9,
    });
    const [toClient] = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, appointmentId), eq(outboxMessages.toAddress, hold.client.email)));
    expect(toClient!.textBody).toContain('Deposit paid £9.00 · £36.00 to pay at the salon (test payment: nothing was charged)');
  });
});
