import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking.ts';
import { services } from '../../db/schema/catalog.ts';
import { timeOff } from '../../db/schema/time-off.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { FULL_HEAD, givenSalonOfTwo } from '../../../../tests/builders/scenario.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The salon opens 09:00–17:00.
const NOW = new Date('2026-11-23T08:00:00Z');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('staff editing an appointment (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: (t) =>
      givenSalonOfTwo(t.db, [FULL_HEAD, { name: 'Roots', durationMin: 45, pricePence: 5500, bufferBeforeMin: 10, bufferAfterMin: 5 }]),
  });

  const edit = (id: string, payload: object) => s.staff.patch(`/api/appointments/${id}`, payload);
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const cutAt = (start: string, beauticianId = s.alice) => givenAppointment(s.db, { beauticianId, serviceId: s.cut, start });

  it('saves the whole edit form and recomputes the snapshot from the catalogue', async () => {
    const id = await cutAt('2026-11-25T10:00:00Z');
    const res = await edit(id, {
      client: { name: 'Amelia Price', email: 'amelia.price@example.co.uk', phone: '07700 900999', notes: 'Allergic to latex' },
      beauticianId: s.alice,
      serviceId: s.colour,
      variantName: 'Roots',
      start: '2026-11-25T14:00:00Z',
      end: '2026-11-25T14:50:00Z',
      price: 60.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      appointment: {
        _id: id,
        client: { name: 'Amelia Price', email: 'amelia.price@example.co.uk', phone: '07700 900999', notes: 'Allergic to latex' },
        serviceId: { _id: s.colour, name: 'Colour' },
        service: { name: 'Colour' },
        variantName: 'Roots',
        beautician: { _id: s.alice, name: 'Alice' },
        start: '2026-11-25T14:00:00.000Z',
        end: '2026-11-25T14:50:00.000Z',
        durationMin: 50,
        price: 60.5,
        status: 'confirmed',
      },
    });
    // The chair is held from 10 minutes before (preparation) to 5 minutes after (clean-up) the new variant.
    expect(await stored(id)).toMatchObject({
      pricePence: 6050,
      bufferBeforeMin: 10,
      bufferAfterMin: 5,
      occupiedFrom: new Date('2026-11-25T13:50:00Z'),
      occupiedTo: new Date('2026-11-25T14:55:00Z'),
    });
  });

  it('keeps the price and the times when the edit leaves them out', async () => {
    const id = await cutAt('2026-11-26T10:00:00Z');
    const res = await edit(id, { client: { name: 'Ben Carter', email: 'ben@example.co.uk', phone: '07700 900111' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ price: 45, start: '2026-11-26T10:00:00.000Z', durationMin: 60, client: { notes: '' } });
  });

  it('moves an appointment by its start alone, keeping its length', async () => {
    const id = await cutAt('2026-11-26T12:00:00Z');
    const res = await edit(id, { start: '2026-11-26T13:15:00Z' });
    expect(res.json().appointment).toMatchObject({ start: '2026-11-26T13:15:00.000Z', end: '2026-11-26T14:15:00.000Z', durationMin: 60 });
  });

  it('places a booking outside opening hours, or in the past, only once staff confirm the rule it breaks', async () => {
    const id = await cutAt('2026-11-27T10:00:00Z');
    const early = { start: '2026-11-27T07:00:00Z', end: '2026-11-27T08:00:00Z' };
    const asked = await edit(id, early);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      error: 'This time starts before the salon opens and Alice starts work at 09:00. Save it anyway?',
      code: 'NEEDS_CONFIRMATION',
      details: { rules: ['outside_hours'] },
    });
    expect((await stored(id)).startAt).toEqual(new Date('2026-11-27T10:00:00Z'));
    expect((await edit(id, { ...early, allow: ['outside_hours'] })).statusCode).toBe(200);

    const past = { start: '2026-11-20T10:00:00Z', end: '2026-11-20T11:00:00Z' };
    expect((await edit(id, { ...past, allow: ['outside_hours'] })).json().details).toEqual({ rules: ['past'] });
    expect((await edit(id, { ...past, allow: ['past'] })).statusCode).toBe(200);
    // Correcting the client's details asks nothing, wherever the booking sits.
    expect((await edit(id, { client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456' } })).statusCode).toBe(
      200,
    );
  });

  it('moves a booking into the beautician’s time off only once staff confirm it, and the database keeps it there', async () => {
    const id = await cutAt('2026-12-01T10:00:00Z');
    await s.db.insert(timeOff).values({
      beauticianId: s.alice,
      startsAt: new Date('2026-12-02T09:00:00Z'),
      endsAt: new Date('2026-12-02T13:00:00Z'),
      kind: 'training',
    });
    const into = { start: '2026-12-02T10:00:00Z', end: '2026-12-02T11:00:00Z' };
    expect((await edit(id, into)).json()).toMatchObject({ code: 'NEEDS_CONFIRMATION', details: { rules: ['time_off'] } });
    expect((await edit(id, { ...into, allow: ['time_off'] })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ startAt: new Date(into.start), allowedInTimeOff: true });
  });

  it('refuses an edit into another live appointment of that beautician with 409 and changes nothing', async () => {
    await cutAt('2026-11-30T10:00:00Z');
    const id = await cutAt('2026-11-30T12:00:00Z');
    const before = await stored(id);
    for (const start of ['2026-11-30T10:30:00Z', '2026-11-30T09:30:00Z']) {
      const res = await edit(id, { start, price: 1, client: { name: 'Someone Else', email: 'x@example.com', phone: '1' } });
      expect(res.statusCode, start).toBe(409);
      expect(res.json()).toEqual({ code: 'SLOT_TAKEN', error: 'That time overlaps another appointment for this beautician.' });
    }
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a new time or beautician for a visit checked out at the till, and still corrects its client’s details', async () => {
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-19T15:00:00Z',
      status: 'completed',
    });
    const before = await stored(id);
    for (const change of [{ start: '2026-11-19T16:00:00Z', allow: ['past'] }, { beauticianId: s.bella }]) {
      const res = await edit(id, change);
      expect([res.statusCode, res.json()]).toEqual([409, { code: 'COMPLETED', error: 'A checked-out visit cannot be moved.' }]);
    }
    expect(await stored(id)).toEqual(before);
    expect((await edit(id, { client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900457' } })).statusCode).toBe(
      200,
    );
  });

  it("counts the new variant's buffers when checking for an overlap", async () => {
    await cutAt('2026-12-01T10:00:00Z');
    const id = await cutAt('2026-12-01T13:00:00Z');
    // Roots at 11:05 needs the chair from 10:55, while the cut runs to 11:00.
    const res = await edit(id, { serviceId: s.colour, variantName: 'Roots', start: '2026-12-01T11:05:00Z', end: '2026-12-01T11:50:00Z' });
    expect(res.statusCode).toBe(409);
  });

  it('may take the time of a cancelled appointment, which holds no chair', async () => {
    const cancelled = await givenAppointment(s.db, {
      beauticianId: s.bella,
      serviceId: s.cut,
      start: '2026-12-02T10:00:00Z',
      status: 'cancelled_no_refund',
    });
    const id = await cutAt('2026-12-02T14:00:00Z', s.bella);
    expect((await edit(id, { start: '2026-12-02T10:00:00Z' })).statusCode).toBe(200);
    expect((await stored(cancelled)).status).toBe('cancelled_no_refund');
  });

  it.each([
    ['cancelled_full_refund', 'A cancelled appointment cannot be edited.'],
    ['no_show', 'A no-show cannot be edited.'],
  ] as const)('refuses to edit a %s appointment with 409', async (status, message) => {
    const id = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-12-03T10:00:00Z', status });
    const res = await edit(id, { price: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
    expect((await stored(id)).pricePence).toBe(4500);
  });

  it('re-checks service, variant and beautician against the catalogue', async () => {
    const id = await cutAt('2026-12-04T10:00:00Z');
    const unknownService = await edit(id, { serviceId: UNKNOWN });
    expect([unknownService.statusCode, unknownService.json().error]).toEqual([404, 'Service not found']);
    const unknownVariant = await edit(id, { serviceId: s.colour, variantName: 'Deluxe' });
    expect([unknownVariant.statusCode, unknownVariant.json().error]).toEqual([404, "Colour has no variant called 'Deluxe'."]);
    const unknownBeautician = await edit(id, { beauticianId: UNKNOWN });
    expect([unknownBeautician.statusCode, unknownBeautician.json().error]).toEqual([404, 'Beautician not found']);
    const notQualified = await edit(id, { beauticianId: s.bella, serviceId: s.colour, variantName: 'Full head' });
    expect([notQualified.statusCode, notQualified.json().error]).toEqual([400, 'Bella does not offer Colour.']);
    expect((await stored(id)).serviceName).toBe('Cut');
  });

  it('keeps the snapshot when service, variant and beautician are unchanged, even if the catalogue moved on', async () => {
    const id = await cutAt('2026-12-07T10:00:00Z');
    await s.db.update(services).set({ name: 'Signature Cut', active: false }).where(eq(services.id, s.cut));
    try {
      const res = await edit(id, {
        serviceId: s.cut,
        variantName: 'Standard',
        beauticianId: s.alice,
        client: { name: 'New Name', email: 'n@example.com', phone: '07700 900000' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().appointment.service.name).toBe('Cut');
    } finally {
      await s.db.update(services).set({ name: 'Cut', active: true }).where(eq(services.id, s.cut));
    }
  });

  let invalidTarget: string | undefined;
  it.each([
    ['an end before the start', { start: '2026-12-08T12:00:00Z', end: '2026-12-08T11:00:00Z' }],
    ['a new end before the kept start', { end: '2026-12-08T09:00:00Z' }],
    ['a negative price', { price: -1 }],
    ['a blank client name', { client: { name: ' ', email: 'a@b.c', phone: '1' } }],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    invalidTarget ??= await cutAt('2026-12-08T10:00:00Z');
    const before = await stored(invalidTarget);
    const res = await edit(invalidTarget, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/end must be after start|price cannot be negative|client name is required/i);
    expect(await stored(invalidTarget)).toEqual(before);
  });

  it('answers 404 for an unknown appointment and 400 for a malformed id', async () => {
    const unknown = await edit(UNKNOWN, { price: 10 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Appointment not found']);
    expect((await edit('not-an-id', { price: 10 })).statusCode).toBe(400);
  });
});
