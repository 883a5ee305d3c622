import { and, eq } from 'drizzle-orm';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { colourCutAndBlowDry, givenSalonForVisitBooking } from '../../../../tests/builders/scenario.builder.ts';
import { manageTokenFromOutbox } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { timeOff } from '../../db/schema/time-off.ts';
import { VISIT_KEEPS_BEAUTICIANS_MESSAGE } from './manage-move.service.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London and UTC agree). The salon of givenSalonForVisitBooking, open
// every day 09:00–17:00: the visit is a colour with Alice (30 min, 45 developing, 30 min), her cut (60) and a
// blow-dry with Bella (30), 3 h 15 in all; free changes up to 24 hours before.
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
const OTHER_CLIENT = { name: 'Olive Other', email: 'olive@example.co.uk', phone: '07700 900999' };

describe.each(engines)('a client moves their visit of several services from the manage link (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisitBooking(t.db) });

  /** A visit booked to pay at the salon: its first appointment's id and the link of its confirmation. */
  const booked = async (startISO: string) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/appointments', payload: colourCutAndBlowDry(s, startISO) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().appointmentId as string;
    return { id, token: await manageTokenFromOutbox(s.db, id) };
  };
  const parts = async (visitId: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.visitId, visitId)).orderBy(appointments.visitPosition)).map((p) => ({
      who: p.beauticianId,
      start: p.startAt.toISOString(),
      end: p.endAt.toISOString(),
      status: p.status,
    }));
  const get = (url: string) => s.app.inject({ url });
  const move = (token: string, payload: object) => s.app.inject({ method: 'POST', url: `/api/manage/${token}/move`, payload });
  const startsOn = async (token: string, date: string) =>
    ((await get(`/api/manage/${token}/slots?beauticianId=${s.alice}&date=${date}`)).json().slots as { startISO: string }[]).map(
      (x) => x.startISO,
    );

  it('offers the starts where the whole visit fits with its beauticians, its own time free for itself', async () => {
    const { token } = await booked(at('2026-11-30', '10:00'));
    // Bella's 14:00–14:30 with someone else: the visit may not start 11:00–11:30, when its blow-dry would meet it. Booked
    // through the app, as a client would: its own write is what this process's diary answers must see at once.
    const other = bookingRequest({
      serviceId: s.blowDry,
      beauticianId: s.bella,
      startISO: at('2026-11-30', '14:00'),
      client: OTHER_CLIENT,
    });
    expect((await s.app.inject({ method: 'POST', url: '/api/appointments', payload: other })).statusCode).toBe(201);
    const shown = (await get(`/api/manage/${token}`)).json();
    expect(shown.moveBeauticians).toEqual([
      { _id: s.alice, name: 'Alice', workingDays: [0, 1, 2, 3, 4, 5, 6] },
      { _id: s.bella, name: 'Bella', workingDays: [0, 1, 2, 3, 4, 5, 6] },
    ]);

    const starts = await startsOn(token, '2026-11-30');
    expect(starts).toContain(at('2026-11-30', '09:00'));
    expect(starts).toContain(at('2026-11-30', '10:30')); // over its own time
    expect(starts).toContain(at('2026-11-30', '10:45'));
    expect(starts).not.toContain(at('2026-11-30', '11:00'));
    expect(starts).not.toContain(at('2026-11-30', '11:30'));
    expect(starts).toContain(at('2026-11-30', '11:45'));
    expect(starts.at(-1)).toBe(at('2026-11-30', '13:45')); // ends at closing
    const slot = (await get(`/api/manage/${token}/slots?beauticianId=${s.alice}&date=2026-11-30`)).json().slots[0];
    expect(slot).toEqual({ startISO: at('2026-11-30', '09:00'), endISO: at('2026-11-30', '12:15') });

    await s.db.insert(timeOff).values({
      beauticianId: s.bella,
      kind: 'holiday',
      startsAt: new Date(at('2026-12-02', '00:00')),
      endsAt: new Date(at('2026-12-03', '00:00')),
    });
    const month = (await get(`/api/manage/${token}/slots/fully-booked?beauticianId=${s.alice}&year=2026&month=12`)).json();
    expect(month.notWorking).toEqual(['2026-12-02']);
  });

  it('moves every service together, later and then earlier, and tells the client once', async () => {
    const { id, token } = await booked(at('2026-12-04', '10:00'));
    // Half an hour later: the colour's final part lands where the cut was; every service moves by the same time.
    const later = await move(token, { startISO: at('2026-12-04', '10:30'), beauticianId: s.alice });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ start: at('2026-12-04', '10:30'), end: at('2026-12-04', '13:45') });
    expect(later.json().services.map((p: { start: string }) => p.start)).toEqual([
      at('2026-12-04', '10:30'),
      at('2026-12-04', '12:15'),
      at('2026-12-04', '13:15'),
    ]);
    expect(await parts(id)).toEqual([
      { who: s.alice, start: at('2026-12-04', '10:30'), end: at('2026-12-04', '12:15'), status: 'confirmed' },
      { who: s.alice, start: at('2026-12-04', '12:15'), end: at('2026-12-04', '13:15'), status: 'confirmed' },
      { who: s.bella, start: at('2026-12-04', '13:15'), end: at('2026-12-04', '13:45'), status: 'confirmed' },
    ]);

    const earlier = await move(token, { startISO: at('2026-12-03', '09:15'), beauticianId: s.alice });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect((await parts(id)).map((p) => p.start)).toEqual([
      at('2026-12-03', '09:15'),
      at('2026-12-03', '11:00'),
      at('2026-12-03', '12:00'),
    ]);

    const changed = await s.db
      .select({ to: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'booking_changed')));
    // Each move: the client, Alice and Bella once each, and the salon.
    expect(changed.filter((m) => m.to === 'amelia@example.co.uk')).toHaveLength(2);
    expect(changed.filter((m) => m.to === 'bella@test-salon.example')).toHaveLength(2);
  });

  it('refuses other beauticians, a time taken, and a time it is already at, changing nothing', async () => {
    const { id, token } = await booked(at('2026-12-07', '10:00'));
    await givenAppointment(s.db, { beauticianId: s.bella, serviceId: s.blowDry, start: at('2026-12-07', '14:00'), client: OTHER_CLIENT });
    const before = await parts(id);
    const anyone = await move(token, { startISO: at('2026-12-07', '09:00'), any: true });
    expect([anyone.statusCode, anyone.json().error]).toEqual([400, VISIT_KEEPS_BEAUTICIANS_MESSAGE]);
    const bella = await get(`/api/manage/${token}/slots?beauticianId=${s.bella}&date=2026-12-07`);
    expect([bella.statusCode, bella.json().error]).toEqual([400, VISIT_KEEPS_BEAUTICIANS_MESSAGE]);
    const taken = await move(token, { startISO: at('2026-12-07', '11:30'), beauticianId: s.alice });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_TAKEN']);
    const same = await move(token, { startISO: at('2026-12-07', '10:00'), beauticianId: s.alice });
    expect(same.statusCode).toBe(400);
    expect(await parts(id)).toEqual(before);
  });

  it('is moved by the salon once one of its services is no longer offered online', async () => {
    const { token } = await booked(at('2026-12-08', '10:00'));
    expect((await s.staff.call('PATCH', `/api/services/${s.blowDry}`, { active: false })).statusCode).toBe(200);
    expect((await get(`/api/manage/${token}`)).json().moveBeauticians).toEqual([]);
    const refused = await move(token, { startISO: at('2026-12-08', '09:00'), beauticianId: s.alice });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NOT_MOVABLE']);
    expect((await s.staff.call('PATCH', `/api/services/${s.blowDry}`, { active: true })).statusCode).toBe(200);
  });

  it('keeps the visit whole, and its e-mails true, whatever order many moves at once land in', async () => {
    const { id, token } = await booked(at('2026-12-09', '10:00'));
    const starts = ['09:00', '09:15', '09:30', '09:45', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30'];
    const answers = await Promise.all(starts.map((time) => move(token, { startISO: at('2026-12-09', time), beauticianId: s.alice })));
    // On PostgreSQL they race: one moves it and the rest find it changed. PGlite takes them one after another.
    const moved = answers.filter((r) => r.statusCode === 200);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array.from({ length: answers.length - moved.length }, () => 'BOOKING_CHANGED'),
    );
    const shown = (await get(`/api/manage/${token}`)).json().start as string;
    expect(moved.map((r) => r.json().start)).toContain(shown);
    const shift = Date.parse(shown) - Date.parse(at('2026-12-09', '10:00'));
    const shifted = (time: string) => new Date(Date.parse(at('2026-12-09', time)) + shift).toISOString();
    expect((await parts(id)).map((p) => [p.start, p.end])).toEqual([
      [shifted('10:00'), shifted('11:45')],
      [shifted('11:45'), shifted('12:45')],
      [shifted('12:45'), shifted('13:15')],
    ]);
    const told = await s.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.appointmentId, id),
          eq(outboxMessages.kind, 'booking_changed'),
          eq(outboxMessages.toAddress, 'amelia@example.co.uk'),
        ),
      );
    expect(told).toHaveLength(moved.length);
  });
});
