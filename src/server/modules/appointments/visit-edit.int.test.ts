import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenColourAndBlowDry, givenSalonForVisitBooking } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { VISIT_LENGTH_MESSAGE, VISIT_OF_OTHERS_MESSAGE } from './visit-edit.ts';
import { VISIT_CANCEL_OF_OTHERS_MESSAGE, VISIT_NO_SHOW_OF_OTHERS_MESSAGE } from './appointment-status.service.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The salon of givenSalonForVisitBooking, open every day 09:00–17:00: Alice
// colours (30 min, 45 developing, 30 min) and cuts (60 min; Bella cuts too), Bella blow-dries (30 min).
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe.each(engines)('staff drag one service of a visit of several (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisitBooking(t.db) });

  /** Colour and cut with Alice, then a blow-dry with Bella, from 10:00 on `date`: the three ids in order. */
  const visitOn = async (date: string) => {
    const colour = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.colour,
      variantName: 'Full head',
      start: at(date, '10:00'),
    });
    const visit = (position: number) => ({ id: colour, position });
    const cut = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: at(date, '11:45'), visit: visit(1) });
    const blowDry = await givenAppointment(s.db, {
      beauticianId: s.bella,
      serviceId: s.blowDry,
      start: at(date, '12:45'),
      visit: visit(2),
    });
    return [colour, cut, blowDry] as const;
  };
  const partsOf = async (visitId: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.visitId, visitId)).orderBy(appointments.visitPosition)).map((p) => [
      p.beauticianId,
      p.startAt.toISOString(),
      p.endAt.toISOString(),
    ]);
  const edit = (id: string, payload: object) => s.staff.call('PATCH', `/api/appointments/${id}`, payload);

  it('moves the whole visit when one of its services is dragged to a new time, later and then earlier', async () => {
    const [colour, , blowDry] = await visitOn('2026-11-24');
    const later = await edit(blowDry, { start: at('2026-11-24', '13:15'), end: at('2026-11-24', '13:45') });
    expect(later.statusCode, later.body).toBe(200);
    // The answer carries every service as it now is, so the diary redraws the whole visit, not only the one dragged.
    expect(later.json().visitParts.map((p: { start: string }) => p.start)).toEqual([
      at('2026-11-24', '10:30'),
      at('2026-11-24', '12:15'),
      at('2026-11-24', '13:15'),
    ]);
    expect(await partsOf(colour)).toEqual([
      [s.alice, at('2026-11-24', '10:30'), at('2026-11-24', '12:15')],
      [s.alice, at('2026-11-24', '12:15'), at('2026-11-24', '13:15')],
      [s.bella, at('2026-11-24', '13:15'), at('2026-11-24', '13:45')],
    ]);
    const earlier = await edit(colour, { start: at('2026-11-24', '09:00'), end: at('2026-11-24', '10:45') });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect((await partsOf(colour)).map((p) => p[1])).toEqual([
      at('2026-11-24', '09:00'),
      at('2026-11-24', '10:45'),
      at('2026-11-24', '11:45'),
    ]);
  });

  it('hands one service to another beautician alone, and lets only the last service end later', async () => {
    const [colour, cut, blowDry] = await visitOn('2026-11-25');
    expect((await edit(cut, { beauticianId: s.bella })).statusCode).toBe(200);
    const longer = await edit(cut, { end: at('2026-11-25', '13:00') });
    expect([longer.statusCode, longer.json().error]).toEqual([400, VISIT_LENGTH_MESSAGE]);
    expect((await edit(blowDry, { end: at('2026-11-25', '13:30') })).statusCode).toBe(200);
    expect(await partsOf(colour)).toEqual([
      [s.alice, at('2026-11-25', '10:00'), at('2026-11-25', '11:45')],
      [s.bella, at('2026-11-25', '11:45'), at('2026-11-25', '12:45')],
      [s.bella, at('2026-11-25', '12:45'), at('2026-11-25', '13:30')],
    ]);
  });

  it('corrects the client’s details on every service of the visit, whether or not it moves', async () => {
    const [colour, , blowDry] = await visitOn('2026-11-27');
    const clientsOf = async () =>
      (await s.db.select().from(appointments).where(eq(appointments.visitId, colour)).orderBy(appointments.visitPosition)).map(
        (p) => p.clientPhone,
      );
    const client = { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900111', notes: '' };
    expect((await edit(blowDry, { client })).statusCode).toBe(200);
    expect(await clientsOf()).toEqual(['07700 900111', '07700 900111', '07700 900111']);
    const moved = await edit(colour, {
      client: { ...client, phone: '07700 900222' },
      start: at('2026-11-27', '10:30'),
      end: at('2026-11-27', '12:15'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await clientsOf()).toEqual(['07700 900222', '07700 900222', '07700 900222']);
  });

  it('asks once before the moved visit runs past closing, and refuses to put any of it over another appointment', async () => {
    const [colour, , blowDry] = await visitOn('2026-11-26');
    await givenAppointment(s.db, { beauticianId: s.bella, serviceId: s.blowDry, start: at('2026-11-26', '14:00') });
    const before = await partsOf(colour);
    const taken = await edit(colour, { start: at('2026-11-26', '11:00'), end: at('2026-11-26', '12:45') });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_TAKEN']);
    const late = await edit(blowDry, { start: at('2026-11-26', '16:45'), end: at('2026-11-26', '17:15') });
    expect(late.json()).toMatchObject({ code: 'NEEDS_CONFIRMATION', details: { rules: ['outside_hours'] } });
    expect(late.json().error).toMatch(/Bella finishes work at 17:00/);
    expect(await partsOf(colour)).toEqual(before);
    const allowed = await edit(blowDry, { start: at('2026-11-26', '16:45'), end: at('2026-11-26', '17:15'), allow: ['outside_hours'] });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await partsOf(colour))[0]![1]).toBe(at('2026-11-26', '14:00'));
  });
});

describe.each(engines)('a visit’s preparation and clean-up follow who does what, and a stylist moves only their own (%s)', (engine) => {
  // The same salon with 10 minutes' preparation and clean-up around each service (none between two by one beautician).
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const salon = await givenSalonForVisitBooking(t.db, { bufferMin: 10 });
      const bellaStylist = await signInAsStaff(t.app, t.db, { role: 'stylist', beauticianId: salon.bella });
      return { ...salon, bellaStylist };
    },
  });
  const book = async (start: string) => {
    const res = await s.staff.post('/api/staff-bookings', {
      client: { name: 'Pat Phone', phone: '07700 900321' },
      serviceId: s.colour,
      variantName: 'Full head',
      beauticianId: s.alice,
      start,
      also: [
        { serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice },
        { serviceId: s.blowDry, variantName: 'Standard', beauticianId: s.bella },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts = await s.db
      .select()
      .from(appointments)
      .where(eq(appointments.visitId, res.json().appointment._id))
      .orderBy(appointments.visitPosition);
    return parts.map((p) => p.id);
  };
  const buffersOf = async (ids: readonly string[]) =>
    (await s.db.select().from(appointments).where(eq(appointments.visitId, ids[0]!)).orderBy(appointments.visitPosition)).map((p) => [
      p.beauticianId === s.alice ? 'Alice' : 'Bella',
      p.bufferBeforeMin,
      p.bufferAfterMin,
    ]);
  const edit = (id: string, payload: object, cookie = s.cookie) => s.as(cookie).call('PATCH', `/api/appointments/${id}`, payload);

  it('hands the cut to the blow-dry’s beautician and back, each time with the buffers of who now does what', async () => {
    const ids = await book(at('2026-11-24', '10:00'));
    expect(await buffersOf(ids)).toEqual([
      ['Alice', 10, 0],
      ['Alice', 0, 10],
      ['Bella', 10, 10],
    ]);
    const toBella = await edit(ids[1]!, { beauticianId: s.bella });
    expect(toBella.statusCode, toBella.body).toBe(200);
    expect(await buffersOf(ids)).toEqual([
      ['Alice', 10, 10],
      ['Bella', 10, 0],
      ['Bella', 0, 10],
    ]);
    const back = await edit(ids[1]!, { beauticianId: s.alice });
    expect(back.statusCode, back.body).toBe(200);
    expect(await buffersOf(ids)).toEqual([
      ['Alice', 10, 0],
      ['Alice', 0, 10],
      ['Bella', 10, 10],
    ]);
  });

  it('lets a stylist book and move only services of their own', async () => {
    const ids = await book(at('2026-11-25', '10:00'));
    const before = await buffersOf(ids);
    const moved = await edit(ids[2]!, { start: at('2026-11-25', '14:00'), end: at('2026-11-25', '14:30') }, s.bellaStylist);
    expect([moved.statusCode, moved.json().error]).toEqual([403, VISIT_OF_OTHERS_MESSAGE]);
    const booked = await s.as(s.bellaStylist).post('/api/staff-bookings', {
      client: { name: 'Pat Phone', phone: '07700 900321' },
      serviceId: s.blowDry,
      variantName: 'Standard',
      beauticianId: s.bella,
      start: at('2026-11-26', '10:00'),
      also: [{ serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice }],
    });
    expect([booked.statusCode, booked.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await buffersOf(ids)).toEqual(before);
    const all = await s.db.select({ start: appointments.startAt }).from(appointments);
    expect(all.filter((a) => a.start.toISOString().startsWith('2026-11-26'))).toEqual([]);
  });

  it('lets a stylist cancel a visit only when every service of it is theirs, as for moving it', async () => {
    const ids = await book(at('2026-11-27', '10:00'));
    const asBella = s.as(s.bellaStylist);
    const preview = await asBella.get(`/api/appointments/${ids[2]}/cancel/preview`);
    expect([preview.statusCode, preview.json().error]).toEqual([403, VISIT_CANCEL_OF_OTHERS_MESSAGE]);
    const refused = await asBella.post(`/api/appointments/${ids[2]}/cancel`, { requestedBy: 'staff' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, VISIT_CANCEL_OF_OTHERS_MESSAGE]);
    const statuses = await s.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.visitId, ids[0]!));
    expect(statuses.map((p) => p.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('lets a stylist mark a visit a no-show only when every service of it is theirs', async () => {
    const { colour, blowDry } = await givenColourAndBlowDry(s.db, s, at('2026-11-23', '05:00'));
    const res = await s.as(s.bellaStylist).call('PATCH', `/api/appointments/${blowDry}/status`, { status: 'no_show' });
    expect([res.statusCode, res.json().error]).toEqual([403, VISIT_NO_SHOW_OF_OTHERS_MESSAGE]);
    const statuses = await s.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.visitId, colour));
    expect(statuses.map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    // Reception marks it, and the answer carries both services as they now are.
    const marked = await s.staff.call('PATCH', `/api/appointments/${blowDry}/status`, { status: 'no_show' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().visitParts.map((p: { _id: string; status: string }) => [p._id, p.status])).toEqual([
      [colour, 'no_show'],
      [blowDry, 'no_show'],
    ]);
  });
});
