import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenColouristWithTrim } from '../../../../tests/builders/scenario.builder.ts';
import { databaseRefusal } from '../../../../tests/support/database-refusal.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { EXCLUSION_VIOLATION } from '../../db/errors.ts';
import { appointments } from '../../db/schema/booking.ts';
import { timeOff } from '../../db/schema/time-off.ts';
import { SLOT_TAKEN_MESSAGE } from './create-booking.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London and UTC agree). The salon, Alice and Bella work every day
// 09:00–17:00. Alice's colour: 30 min applying, 45 min developing (Alice free), 30 min rinsing; her trim: 20 min.
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe.each(engines)('processing time: a colour’s development leaves its colourist free (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: (t) => givenColouristWithTrim(t.db),
  });

  const book = (serviceId: string, variantName: string, startISO: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId, variantName, beauticianId: s.alice, startISO }),
    });
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const trimStarts = async (date: string) =>
    (
      (await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.trim}&variantName=Standard&date=${date}` })).json()
        .slots as Array<{ startISO: string }>
    ).map((slot) => slot.startISO);

  it('books a 20-minute trim online with the colourist inside the colour’s processing part, and refuses one over its rinse', async () => {
    const colour = await book(s.colour, 'Full head', at('2026-11-25', '10:00'));
    expect(colour.statusCode, colour.body).toBe(201);
    // The booking snapshots its processing part: Alice is busy 10:00–10:30 and 11:15–11:45 only.
    expect(await stored(colour.json().appointmentId)).toMatchObject({
      startAt: new Date(at('2026-11-25', '10:00')),
      endAt: new Date(at('2026-11-25', '11:45')),
      processingFrom: new Date(at('2026-11-25', '10:30')),
      processingTo: new Date(at('2026-11-25', '11:15')),
    });

    const offered = await trimStarts('2026-11-25');
    expect(offered).toEqual(expect.arrayContaining([at('2026-11-25', '10:30'), at('2026-11-25', '10:45')]));
    expect(offered).not.toContain(at('2026-11-25', '10:15')); // would run into the application
    expect(offered).not.toContain(at('2026-11-25', '11:00')); // would run into the rinse

    const inGap = await book(s.trim, 'Standard', at('2026-11-25', '10:45'));
    expect(inGap.statusCode, inGap.body).toBe(201);
    const overRinse = await book(s.trim, 'Standard', at('2026-11-25', '11:00'));
    expect([overRinse.statusCode, overRinse.json().error]).toEqual([409, SLOT_TAKEN_MESSAGE]);

    const alices = await s.db
      .select({ variantName: appointments.variantName, startAt: appointments.startAt })
      .from(appointments)
      .where(and(eq(appointments.beauticianId, s.alice), eq(appointments.status, 'confirmed')));
    expect(alices.filter((a) => a.startAt.toISOString().startsWith('2026-11-25')).map((a) => a.variantName)).toEqual([
      'Full head',
      'Standard',
    ]);
  });

  it('never offers a colour whose development would fall in the colourist’s time off, the whole visit being the client’s', async () => {
    await s.db.insert(timeOff).values({
      beauticianId: s.alice,
      startsAt: new Date(at('2026-11-26', '11:00')),
      endsAt: new Date(at('2026-11-26', '11:15')),
      kind: 'break',
    });
    const colours = (
      (
        await s.app.inject({ url: `/api/slots?beauticianId=${s.alice}&serviceId=${s.colour}&variantName=Full%20head&date=2026-11-26` })
      ).json().slots as Array<{ startISO: string }>
    ).map((slot) => slot.startISO);
    // 10:30 would develop 11:00–11:45 across the break; 09:00 ends 10:45, before it; 11:15 starts after it.
    expect(colours).not.toContain(at('2026-11-26', '10:30'));
    expect(colours).toEqual(expect.arrayContaining([at('2026-11-26', '09:00'), at('2026-11-26', '11:15')]));
    expect((await book(s.colour, 'Full head', at('2026-11-26', '10:30'))).statusCode).toBe(409);
  });

  it('has the database refuse a busy part written straight over another, and take one inside a processing part', async () => {
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.colour,
      variantName: 'Full head',
      start: at('2026-11-27', '10:00'),
    });
    // Bypassing the app: in the development (10:30–11:15) the database takes it; over the rinse it refuses it.
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.trim, start: at('2026-11-27', '10:40') });
    const refusal = await databaseRefusal(
      givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.trim, start: at('2026-11-27', '11:00') }),
    );
    expect(refusal.code).toBe(EXCLUSION_VIOLATION);
    // Nor may the colour's processing be shortened under the trim behind the app's back.
    const [colour] = await s.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.beauticianId, s.alice), eq(appointments.startAt, new Date(at('2026-11-27', '10:00')))));
    const shortened = s.db
      .update(appointments)
      .set({ processingTo: new Date(at('2026-11-27', '10:35')) })
      .where(eq(appointments.id, colour!.id));
    expect((await databaseRefusal(shortened)).code).toBe(EXCLUSION_VIOLATION);
  });

  it('snapshots the processing part of a booking staff take, and lets them fill its gap', async () => {
    const staffBook = (serviceId: string, variantName: string, start: string) =>
      s.staff.post('/api/staff-bookings', {
        client: { name: 'Ruby Lane', email: '', phone: '07700 900321', notes: '' },
        serviceId,
        variantName,
        beauticianId: s.alice,
        start,
        sendConfirmation: false,
      });
    const colour = await staffBook(s.colour, 'Full head', at('2026-11-28', '13:00'));
    expect(colour.statusCode, colour.body).toBe(201);
    expect(colour.json().appointment).toMatchObject({
      end: at('2026-11-28', '14:45'),
      processing: { start: at('2026-11-28', '13:30'), end: at('2026-11-28', '14:15') },
    });
    expect((await staffBook(s.trim, 'Standard', at('2026-11-28', '13:30'))).statusCode).toBe(201);
    const overRinse = await staffBook(s.trim, 'Standard', at('2026-11-28', '14:00'));
    expect([overRinse.statusCode, overRinse.json().code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('moves a colour from the manage link with its processing part, its own time free for itself', async () => {
    const { id, token } = await givenBookingWithLink(
      s.db,
      { beauticianId: s.alice, serviceId: s.colour, variantName: 'Full head', start: at('2026-11-29', '10:00') },
      NOW,
    );
    // 15 minutes later overlaps its own application: offered only because its own time is left out.
    const moved = await s.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/move`,
      payload: { startISO: at('2026-11-29', '10:15'), beauticianId: s.alice, any: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(id)).toMatchObject({
      startAt: new Date(at('2026-11-29', '10:15')),
      endAt: new Date(at('2026-11-29', '12:00')),
      processingFrom: new Date(at('2026-11-29', '10:45')),
      processingTo: new Date(at('2026-11-29', '11:30')),
    });
  });
});
