import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonForVisitBooking } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import type { StaffBookingInput } from '../../../core/schemas/staff-booking.schema.ts';
import { appointments } from '../../db/schema/booking.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The salon of givenSalonForVisitBooking, open every day 09:00–17:00: Alice
// colours (30 min, 45 developing, 30 min: £65) and cuts (60 min: £45), Bella blow-dries (30 min: £25).
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;
const PHONE_CLIENT = { name: 'Pat Phone', phone: '07700 900321', email: 'pat.phone@example.co.uk' };

describe.each(engines)('a visit of several services taken by staff (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisitBooking(t.db) });

  /** Colour and cut with Alice, then a blow-dry with Bella, from `start`. */
  const book = (start: string, more: Partial<StaffBookingInput> = {}) =>
    s.staff.post('/api/staff-bookings', {
      client: PHONE_CLIENT,
      serviceId: s.colour,
      variantName: 'Full head',
      beauticianId: s.alice,
      start,
      also: [
        { serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice, price: 40 },
        { serviceId: s.blowDry, variantName: 'Standard', beauticianId: s.bella },
      ],
      ...more,
    });
  const partsOf = async (visitId: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.visitId, visitId)).orderBy(appointments.visitPosition)).map((p) => ({
      who: p.beauticianId,
      start: p.startAt.toISOString(),
      end: p.endAt.toISOString(),
      price: p.pricePence,
    }));
  const onDay = async (date: string) =>
    (await s.db.select({ start: appointments.startAt }).from(appointments)).filter((a) => a.start.toISOString().startsWith(date));

  it('books the services back to back with the beauticians chosen, and the colour’s developing time stays bookable', async () => {
    const res = await book(at('2026-11-24', '10:00'));
    expect(res.statusCode, res.body).toBe(201);
    const { appointment } = res.json();
    expect(appointment).toMatchObject({ status: 'confirmed', paymentMode: 'pay_in_salon', price: 65 });
    expect(await partsOf(appointment._id)).toEqual([
      { who: s.alice, start: at('2026-11-24', '10:00'), end: at('2026-11-24', '11:45'), price: 6500 },
      { who: s.alice, start: at('2026-11-24', '11:45'), end: at('2026-11-24', '12:45'), price: 4000 },
      { who: s.bella, start: at('2026-11-24', '12:45'), end: at('2026-11-24', '13:15'), price: 2500 },
    ]);
    // A customer books Alice online for a fringe trim while the colour develops (10:30–11:15).
    const trim = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.trim, beauticianId: s.alice, startISO: at('2026-11-24', '10:45') }),
    });
    expect(trim.statusCode, trim.body).toBe(201);
  });

  it('asks once before a visit that runs past closing, naming whose part does, and books it once confirmed', async () => {
    const asked = await book(at('2026-11-25', '14:30'));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      error:
        'This time ends after the salon closes and Alice finishes work at 17:00 and ends after the salon closes and Bella finishes work at 17:00. Book it anyway?',
      code: 'NEEDS_CONFIRMATION',
      details: { rules: ['outside_hours'] },
    });
    expect(await onDay('2026-11-25')).toEqual([]);
    const booked = await book(at('2026-11-25', '14:30'), { allow: ['outside_hours'] });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await partsOf(booked.json().appointment._id)).toHaveLength(3);
    expect(booked.json().appointment.partOfVisit).toMatchObject({ place: 1, of: 3 });
  });

  it('never books any part over another appointment, nor a service its beautician does not do, and writes nothing then', async () => {
    await givenAppointment(s.db, { beauticianId: s.bella, serviceId: s.blowDry, start: at('2026-11-26', '13:00') });
    const taken = await book(at('2026-11-26', '10:00'));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_TAKEN']);
    const unqualified = await book(at('2026-11-26', '09:00'), {
      also: [{ serviceId: s.blowDry, variantName: 'Standard', beauticianId: s.alice }],
    });
    expect([unqualified.statusCode, unqualified.json().code]).toEqual([400, 'BEAUTICIAN_NOT_QUALIFIED']);
    // 'any', as a client's visit may ask: the desk names who does each service.
    const anyone = { serviceId: s.blowDry, variantName: 'Standard', any: true };
    const nobody = await book(at('2026-11-26', '09:00'), { also: [anyone as unknown as NonNullable<StaffBookingInput['also']>[number]] });
    expect([nobody.statusCode, nobody.json().error]).toEqual([400, expect.stringContaining('Choose a beautician')]);
    expect(await onDay('2026-11-26')).toHaveLength(1);
  });
});
