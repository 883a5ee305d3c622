import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import type { StaffBookingInput } from '../../../core/schemas/staff-booking.schema.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { timeOff } from '../../db/schema/time-off.ts';

// Monday 23 Nov 2026, 08:00 in London. Alice works 09:00–17:00 every day; the online notice is 2 hours.
const NOW = new Date('2026-11-23T08:00:00Z');
const PHONE_CLIENT = { name: 'Pat Phone', phone: '07700 900321' };

describe.each(engines)('bookings taken by staff (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);

  const book = (body: Partial<StaffBookingInput> & { start: string }) =>
    s.staff.post('/api/staff-bookings', {
      client: PHONE_CLIENT,
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      ...body,
    });
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const mailTo = async (id: string, address: string) =>
    s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.toAddress, address)));

  it('books a phone client inside the online notice, with no e-mail, confirmed and paid at the salon at the catalogue’s price', async () => {
    const res = await book({ start: '2026-11-23T09:00:00Z' });
    expect(res.statusCode).toBe(201);
    const { appointment } = res.json();
    expect(appointment).toMatchObject({
      status: 'confirmed',
      paymentMode: 'pay_in_salon',
      price: 45,
      client: { name: 'Pat Phone', email: '', phone: '07700 900321' },
    });
    const [staff] = await s.db.select().from(staffUsers);
    expect(await stored(appointment._id)).toMatchObject({ bookedByStaffId: staff!.id, allowedInTimeOff: false });
    // No e-mail address: nothing is sent to the client; the beautician hears of it.
    const sent = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, appointment._id));
    expect(sent.map((m) => m.toAddress)).toEqual(['stylist@test-salon.example']);
  });

  it('takes a changed price, and e-mails the client only when staff choose to', async () => {
    const email = 'walk.in@example.co.uk';
    const told = (await book({ start: '2026-11-24T09:00:00Z', price: 40.5, client: { ...PHONE_CLIENT, email } })).json().appointment;
    expect(told.price).toBe(40.5);
    expect(await mailTo(told._id, email)).toHaveLength(1);
    const quiet = (await book({ start: '2026-11-24T10:00:00Z', sendConfirmation: false, client: { ...PHONE_CLIENT, email } })).json()
      .appointment;
    expect(await mailTo(quiet._id, email)).toHaveLength(0);
  });

  it('asks before booking outside working hours or in the past, naming the rules, and books once confirmed', async () => {
    const late = { start: '2026-11-24T17:30:00Z' };
    const asked = await book(late);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      error: 'This time ends after the salon closes and Alice finishes work at 17:00. Book it anyway?',
      code: 'NEEDS_CONFIRMATION',
      details: { rules: ['outside_hours'] },
    });
    expect((await book({ ...late, allow: ['outside_hours'] })).statusCode).toBe(201);
    expect((await book({ start: '2026-11-20T10:00:00Z' })).json().details).toEqual({ rules: ['past'] });
  });

  it('asks before booking in time off or a closure, and marks what staff allowed', async () => {
    await s.db.insert(timeOff).values({
      startsAt: new Date('2026-11-26T00:00:00Z'),
      endsAt: new Date('2026-11-27T00:00:00Z'),
      kind: 'closure',
      note: 'Staff training',
    });
    const inClosure = { start: '2026-11-26T10:00:00Z' };
    expect((await book(inClosure)).json()).toMatchObject({ code: 'NEEDS_CONFIRMATION', details: { rules: ['time_off'] } });
    const booked = await book({ ...inClosure, allow: ['time_off'] });
    expect(booked.statusCode).toBe(201);
    expect(await stored(booked.json().appointment._id)).toMatchObject({ allowedInTimeOff: true });
  });

  it('never books over another live appointment of the beautician, confirmed or not', async () => {
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-25T12:00:00Z' });
    const res = await book({ start: '2026-11-25T12:30:00Z', allow: ['past', 'outside_hours', 'time_off'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Sorry, that time is no longer available. Please choose another time.', code: 'SLOT_TAKEN' });
  });

  it('takes a time a customer’s lapsed checkout still holds, as availability already offers it, and the drag of a visit there too', async () => {
    const lapsedHold = async (start: string) => {
      const id = await givenAppointment(s.db, {
        beauticianId: s.alice,
        serviceId: s.cut,
        start,
        status: 'reserved_unpaid',
        paymentMode: 'pay_now',
      });
      await s.db
        .update(appointments)
        .set({ holdExpiresAt: new Date(NOW.getTime() - 60_000) })
        .where(eq(appointments.id, id));
      return id;
    };
    const [first, second] = [await lapsedHold('2026-11-27T10:00:00Z'), await lapsedHold('2026-11-27T13:00:00Z')];
    const booked = await book({ start: '2026-11-27T10:00:00Z' });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-27T15:00:00Z' });
    const moved = await s.staff.patch(`/api/appointments/${visit}`, { start: '2026-11-27T13:00:00Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([(await stored(first)).status, (await stored(second)).status]).toEqual(['cancelled_expired', 'cancelled_expired']);
    // A hold still within its time is a booking being paid for: never taken.
    const live = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-27T11:30:00Z',
      status: 'reserved_unpaid',
      paymentMode: 'pay_now',
    });
    await s.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) })
      .where(eq(appointments.id, live));
    expect((await book({ start: '2026-11-27T11:30:00Z' })).statusCode).toBe(409);
    expect((await stored(live)).status).toBe('reserved_unpaid');
  });

  it('a burst at one time, from the desk, the website and a drag on the calendar at once: one wins, the rest hear 409', async () => {
    const start = '2026-12-02T10:00:00.000Z';
    const elsewhere = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-12-02T14:00:00Z' });
    const desk = Array.from(
      { length: 20 },
      (_, n) => () => book({ start, client: { name: `Desk ${n}`, phone: `07700 9005${String(n).padStart(2, '0')}` } }),
    );
    const web = Array.from(
      { length: 20 },
      (_, n) => () =>
        s.app.inject({
          method: 'POST',
          url: '/api/appointments',
          payload: bookingRequest({
            serviceId: s.cut,
            beauticianId: s.alice,
            startISO: start,
            client: { name: `Web ${n}`, email: `web${n}@example.co.uk`, phone: '07700 900111', notes: '' },
          }),
        }),
    );
    const drag = () => s.staff.patch(`/api/appointments/${elsewhere}`, { start });
    const answers = await Promise.all([...desk, drag, ...web].map((send) => send()));
    const won = answers.filter((res) => res.statusCode === 200 || res.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(answers.length - 1);
    const there = await s.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.beauticianId, s.alice),
          eq(appointments.startAt, new Date(start)),
          inArray(appointments.status, ['reserved_unpaid', 'confirmed']),
        ),
      );
    expect(there).toHaveLength(1);
  });

  it.each([
    [{ client: { name: '', phone: '07700 900321' } }, 'client.name', 'Name is required'],
    [{ client: { name: 'Pat', phone: '123' } }, 'client.phone', 'Please enter a valid phone number'],
    [{ client: { name: 'Pat', phone: '07700 900321', email: 'not-mail' } }, 'client.email', 'Please enter a valid email address'],
  ])('refuses %j with the field’s message and books nothing', async (body, field, message) => {
    const before = (await s.db.select().from(appointments)).length;
    const res = await book({ start: '2026-11-30T10:00:00Z', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[field]).toBe(message);
    expect(await s.db.select().from(appointments)).toHaveLength(before);
  });

  it('books for a client picked from the records, whatever details were typed; an unknown client is refused', async () => {
    const earlier = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-10T10:00:00Z',
      client: { name: 'Ida Picked', email: 'ida@example.co.uk', phone: '07700 900612' },
    });
    const clientId = (await stored(earlier)).clientId!;
    // A new phone number and no e-mail would match nobody: the pick decides.
    const res = await book({ start: '2026-11-30T11:00:00Z', clientId, client: { name: 'Ida Picked', phone: '07700 900999' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.clientRecord).toMatchObject({ _id: clientId, name: 'Ida Picked' });
    expect((await stored(res.json().appointment._id)).clientId).toBe(clientId);
    const before = (await s.db.select().from(appointments)).length;
    const unknown = await book({ start: '2026-11-30T13:00:00Z', clientId: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c' });
    expect(unknown.json()).toEqual({ error: 'Client not found', code: 'NOT_FOUND' });
    expect(await s.db.select().from(appointments)).toHaveLength(before);
  });

  it('is for staff only', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/staff-bookings', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
