import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite, smallestSalon } from '../../../../tests/support/salon-app.ts';
import { parseInvite } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { beauticians, serviceBeauticians } from '../../db/schema/catalog.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { timeOff } from '../../db/schema/time-off.ts';
import { moveForClient } from '../booking/client-move.service.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';

// Sunday 22 Nov 2026, 09:00 in London (GMT, so London and UTC agree). The salon and its beauticians work every
// day 09:00–17:00; Cut lasts 60 minutes; the free-cancellation (and so free-change) window is 24 hours.
const NOW = new Date('2026-11-22T09:00:00Z');
const SALON_EMAIL = 'hello@test-salon.example';
const ALICE_EMAIL = 'stylist@test-salon.example';
const BEA_EMAIL = 'bea@test-salon.example';
const OTHER_CLIENT = { name: 'Olive Other', email: 'olive@example.co.uk', phone: '07700 900999' };

describe.each(engines)('a client moves their own booking from the manage link (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const salon = await smallestSalon(t);
      const bea = await givenBeautician(t.db, { name: 'Bea', email: BEA_EMAIL });
      await t.db.insert(serviceBeauticians).values({ serviceId: salon.cut, beauticianId: bea });
      return { ...salon, bea };
    },
  });

  const booked = (start: string, options: { paymentMode?: 'deposit'; amountPaidPence?: number; beauticianId?: string } = {}) =>
    givenBookingWithLink(s.db, { beauticianId: s.alice, serviceId: s.cut, start, ...options }, NOW);
  const get = (url: string) => s.app.inject({ url });
  const move = (token: string, payload: object) => s.app.inject({ method: 'POST', url: `/api/manage/${token}/move`, payload });
  const row = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const changeMails = (id: string) =>
    s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'booking_changed')));
  const startsOf = async (token: string, query: string) =>
    ((await get(`/api/manage/${token}/slots?${query}`)).json().slots as { startISO: string }[]).map((x) => x.startISO);

  it('offers the times of its own diary, its own time free for itself, and says until when a move is free', async () => {
    const { id, token } = await booked('2026-11-26T10:00:00Z');
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-26T13:00:00Z', client: OTHER_CLIENT });
    const shown = (await get(`/api/manage/${token}`)).json();
    expect(shown).toMatchObject({ _id: id, freeChangeHours: 24, movableUntil: '2026-11-25T10:00:00.000Z', beauticianId: s.alice });
    expect(shown.moveBeauticians).toEqual(
      expect.arrayContaining([
        { _id: s.alice, name: 'Alice', workingDays: [0, 1, 2, 3, 4, 5, 6] },
        { _id: s.bea, name: 'Bea', workingDays: [0, 1, 2, 3, 4, 5, 6] },
      ]),
    );

    const alices = await startsOf(token, `beauticianId=${s.alice}&date=2026-11-26`);
    // Half an hour later overlaps only the booking itself: it may go there. Olive's hour is taken.
    expect(alices).toContain('2026-11-26T10:30:00.000Z');
    expect(alices).not.toContain('2026-11-26T12:30:00.000Z');
    expect(alices).not.toContain('2026-11-26T13:00:00.000Z');
    expect(await startsOf(token, 'any=true&date=2026-11-26')).toContain('2026-11-26T13:00:00.000Z'); // Bea is free then

    // A day full but for the booking itself is not fully booked for it: it can stay, or move within the day.
    const full = await booked('2026-12-05T10:00:00Z');
    for (const hour of ['09', '11', '12', '13', '14', '15', '16']) {
      await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: `2026-12-05T${hour}:00:00Z`, client: OTHER_CLIENT });
    }
    const month = (await get(`/api/manage/${full.token}/slots/fully-booked?beauticianId=${s.alice}&year=2026&month=12`)).json();
    expect(month.fullyBooked).not.toContain('2026-12-05');
    expect(await startsOf(full.token, `beauticianId=${s.alice}&date=2026-12-05`)).toEqual(['2026-12-05T10:00:00.000Z']);
    expect(
      (await get(`/api/slots/fully-booked?beauticianId=${s.alice}&serviceId=${s.cut}&year=2026&month=12`)).json().fullyBooked,
    ).toContain('2026-12-05');
  });

  it('moves inside the window: the deposit, price and payment stay; the client, the salon and the beautician are told, with the same UID and a higher SEQUENCE', async () => {
    const { id, token } = await booked('2026-11-27T10:00:00Z', { paymentMode: 'deposit', amountPaidPence: 900 });
    const [confirmation] = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.toAddress, 'amelia@example.co.uk')));

    const res = await move(token, { startISO: '2026-11-27T14:00:00.000Z', beauticianId: s.alice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      start: '2026-11-27T14:00:00.000Z',
      end: '2026-11-27T15:00:00.000Z',
      price: 45,
      paymentMode: 'deposit',
      amountPaid: 9,
    });
    expect(await row(id)).toMatchObject({
      startAt: new Date('2026-11-27T14:00:00Z'),
      occupiedTo: new Date('2026-11-27T15:00:00Z'),
      status: 'confirmed',
      pricePence: 4500,
      amountPaidPence: 900,
      paymentMode: 'deposit',
      icsSequence: 1,
    });

    const mails = await changeMails(id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['amelia@example.co.uk', SALON_EMAIL, ALICE_EMAIL].sort());
    const toClient = mails.find((m) => m.toAddress === 'amelia@example.co.uk')!;
    expect(toClient.subject).toBe('Booking moved: Cut on Fri 27 November 2026 at 14:00');
    expect(toClient.textBody).toContain(
      'your booking has moved from Fri 27 November 2026 at 10:00 with Alice to Fri 27 November 2026 at 14:00',
    );
    const [before, after] = [parseInvite(confirmation!.ics!), parseInvite(toClient.ics!)];
    expect(after).toMatchObject({ method: 'REQUEST', uid: before.uid });
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    const toSalon = mails.find((m) => m.toAddress === SALON_EMAIL)!;
    expect(toSalon.subject).toBe('Booking moved by the client: Amelia Hughes, Cut on Fri 27 November 2026 at 14:00');
    expect(toSalon.textBody).not.toContain('/manage/');
  });

  it('tells the beautician staff moved a booking away from, whose calendar lets it go', async () => {
    const { id } = await booked('2026-11-29T12:00:00Z');
    const before = await changeMails(id);
    const res = await s.staff.patch(`/api/appointments/${id}`, { beauticianId: s.bea, start: '2026-11-29T13:00:00Z' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = (await changeMails(id)).filter((m) => !before.some((b) => b.id === m.id));
    expect(sent.map((m) => m.toAddress).sort()).toEqual(['amelia@example.co.uk', ALICE_EMAIL, BEA_EMAIL].sort());
    const toAlice = sent.find((m) => m.toAddress === ALICE_EMAIL)!;
    expect(toAlice.subject).toBe('Booking moved to Bea: Amelia Hughes, Cut on Sun 29 November 2026 at 12:00');
    expect(toAlice.textBody).toContain('to Bea, on Sun 29 November 2026 at 13:00. It is no longer in your diary.');
    expect(parseInvite(toAlice.ics!)).toMatchObject({ method: 'CANCEL' });
    expect(parseInvite(sent.find((m) => m.toAddress === BEA_EMAIL)!.ics!)).toMatchObject({ method: 'REQUEST' });
  });

  it('never sends the cancellation to an address that still has the booking (two beauticians sharing one)', async () => {
    const { id } = await booked('2026-11-29T15:00:00Z');
    await s.db.update(beauticians).set({ email: ALICE_EMAIL }).where(eq(beauticians.id, s.bea));
    try {
      const before = await changeMails(id);
      const res = await s.staff.patch(`/api/appointments/${id}`, { beauticianId: s.bea });
      expect(res.statusCode, res.body).toBe(200);
      const toShared = (await changeMails(id)).filter((m) => !before.some((b) => b.id === m.id) && m.toAddress === ALICE_EMAIL);
      expect(toShared.map((m) => parseInvite(m.ics!).method)).toEqual(['REQUEST']);
    } finally {
      await s.db.update(beauticians).set({ email: BEA_EMAIL }).where(eq(beauticians.id, s.bea));
    }
  });

  it('moves to another beautician, or to whoever is free, and both beauticians hear of it', async () => {
    const { id, token } = await booked('2026-11-28T10:00:00Z');
    expect((await move(token, { startISO: '2026-11-28T11:00:00.000Z', beauticianId: s.bea })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ beauticianId: s.bea, beauticianName: 'Bea' });
    const mails = await changeMails(id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['amelia@example.co.uk', SALON_EMAIL, ALICE_EMAIL, BEA_EMAIL].sort());
    // Bea's calendar takes the booking; Alice's lets it go.
    const methodTo = (address: string) => parseInvite(mails.find((m) => m.toAddress === address)!.ics!).method;
    expect([methodTo(BEA_EMAIL), methodTo(ALICE_EMAIL)]).toEqual(['REQUEST', 'CANCEL']);

    // Bea is taken at 15:00; any beautician will do, so Alice takes it.
    await givenAppointment(s.db, { beauticianId: s.bea, serviceId: s.cut, start: '2026-11-28T15:00:00Z', client: OTHER_CLIENT });
    const anyone = await move(token, { startISO: '2026-11-28T15:00:00.000Z', any: true });
    expect(anyone.json()).toMatchObject({ start: '2026-11-28T15:00:00.000Z', beauticianName: 'Alice', beauticianId: s.alice });
  });

  it('refuses a client moving outside the window, with the salon’s phone, and changes nothing; the salon’s own window lets them', async () => {
    const { id, token } = await booked('2026-11-22T19:00:00Z'); // in 10 hours
    for (const res of [
      await move(token, { startISO: '2026-11-29T10:00:00.000Z', beauticianId: s.alice }),
      await get(`/api/manage/${token}/slots?beauticianId=${s.alice}&date=2026-11-29`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'TOO_LATE_TO_MOVE',
        error: 'It is too late to change this booking online. To change it, please call Test Salon on 01225 000000.',
      });
    }
    expect(await row(id)).toMatchObject({ startAt: new Date('2026-11-22T19:00:00Z'), icsSequence: 0 });
    expect(await changeMails(id)).toEqual([]);

    const patch = (freeChangeHours: number | null) => s.staff.patch('/api/settings', { freeChangeHours });
    await patch(6);
    try {
      expect((await get(`/api/manage/${token}`)).json()).toMatchObject({ freeChangeHours: 6, movableUntil: '2026-11-22T13:00:00.000Z' });
      expect((await move(token, { startISO: '2026-11-29T10:00:00.000Z', beauticianId: s.alice })).statusCode).toBe(200);
    } finally {
      await patch(null);
    }
  });

  it('refuses a taken time, a time off and a time no booking could take with 409, and changes nothing', async () => {
    const { id, token } = await booked('2026-11-30T10:00:00Z');
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-30T14:00:00Z', client: OTHER_CLIENT });
    // Written straight to the table, as if added a moment ago: the database's own guarantee refuses the move.
    await s.db.insert(timeOff).values({
      beauticianId: s.alice,
      kind: 'sick',
      startsAt: new Date('2026-12-01T12:00:00Z'),
      endsAt: new Date('2026-12-01T17:00:00Z'),
    });
    const refusals = [
      { startISO: '2026-11-30T14:30:00.000Z', beauticianId: s.alice }, // Olive's
      { startISO: '2026-12-01T13:00:00.000Z', beauticianId: s.alice }, // Alice is off sick
      { startISO: '2026-11-30T18:00:00.000Z', beauticianId: s.alice }, // after closing
      { startISO: '2026-11-22T10:00:00.000Z', beauticianId: s.alice }, // inside the 2-hour notice
      { startISO: '2027-06-01T10:00:00.000Z', beauticianId: s.alice }, // beyond the 3 months ahead
    ];
    for (const payload of refusals) {
      const res = await move(token, payload);
      expect([res.statusCode, res.json().code], payload.startISO).toEqual([409, 'SLOT_TAKEN']);
    }
    expect(await row(id)).toMatchObject({ startAt: new Date('2026-11-30T10:00:00Z'), beauticianId: s.alice, icsSequence: 0 });
    expect(await changeMails(id)).toEqual([]);
  });

  it('answers bad moves with 400 or 404 in words, and changes nothing', async () => {
    const { id, token } = await booked('2026-12-02T10:00:00Z');
    const same = await move(token, { startISO: '2026-12-02T10:00:00.000Z', beauticianId: s.alice });
    expect([same.statusCode, same.json().error]).toEqual([400, 'Your booking is already at that time. Please choose another time.']);
    expect((await move(token, { startISO: '2026-12-03T10:00:00.000Z' })).json().details.fields).toEqual({
      beauticianId: 'Choose a beautician, or any beautician',
    });
    expect((await move(token, { startISO: 'tomorrow', any: true })).statusCode).toBe(400);
    expect(
      (await move(token, { startISO: '2026-12-03T10:00:00.000Z', beauticianId: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c' })).statusCode,
    ).toBe(404);
    expect((await move('not-a-token', { startISO: '2026-12-03T10:00:00.000Z', any: true })).json()).toEqual({
      error: 'Booking link not found',
      code: 'NOT_FOUND',
    });
    expect(await row(id)).toMatchObject({ startAt: new Date('2026-12-02T10:00:00Z'), icsSequence: 0 });
  });

  it('lets one of two moves racing for one time have it, and refuses a move of a booking that moved meanwhile', async () => {
    const first = await booked('2026-12-03T09:00:00Z');
    const second = await booked('2026-12-03T11:00:00Z');
    const target = { startISO: '2026-12-03T15:00:00.000Z', beauticianId: s.alice };
    const answers = await Promise.all([move(first.token, target), move(second.token, target)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const there = await s.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.beauticianId, s.alice), eq(appointments.startAt, new Date(target.startISO))));
    expect(there).toHaveLength(1);

    // A move made from what the link read before another move of the same booking changes nothing.
    const third = await booked('2026-12-04T09:00:00Z');
    const stale = await row(third.id);
    expect((await move(third.token, { startISO: '2026-12-04T12:00:00.000Z', beauticianId: s.alice })).statusCode).toBe(200);
    const alice = (await catalogSnapshot(s.db)).beauticianById.get(s.alice)!;
    const diary = {
      candidates: [alice],
      timing: { durationMin: 60, bufferBeforeMin: 0, bufferAfterMin: 0 },
      own: { beauticianId: s.alice, busy: [{ start: stale.occupiedFrom, end: stale.occupiedTo }] },
    };
    await expect(
      moveForClient(s.db, { row: stale, diary, start: new Date('2026-12-04T14:00:00Z'), any: false }, NOW, quietBookingMail),
    ).rejects.toMatchObject({ code: 'BOOKING_CHANGED' });
    expect(await row(third.id)).toMatchObject({ startAt: new Date('2026-12-04T12:00:00Z'), icsSequence: 1 });
  });
});
