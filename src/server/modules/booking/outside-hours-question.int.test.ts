import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import { appointments } from '../../db/schema/booking.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so these UTC times are the salon's wall clock).
const NOW = new Date('2026-11-23T08:00:00Z');
const days = (list: number[], start: string, end: string): WeeklyHours[] => list.map((dayOfWeek) => ({ dayOfWeek, start, end }));
const CLIENT = { name: 'Pat Phone', phone: '07700 900321' };

/**
 * Issue 23: the question staff confirm names the hours actually broken. The salon opens Monday to Saturday
 * 09:00–17:00; Bea works Monday to Friday 08:00–18:00, so an 08:30 booking breaks only the salon's hours.
 */
describe.each(engines)('the outside-hours question names whose hours (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db, { hours: days([1, 2, 3, 4, 5, 6], '09:00', '17:00') });
      const bea = await givenBeautician(t.db, { name: 'Bea', hours: days([1, 2, 3, 4, 5], '08:00', '18:00') });
      return { bea, cut: await givenService(t.db, { name: 'Cut', primaryBeauticianId: bea }) };
    },
  });

  const book = (start: string, allow: string[] = []) =>
    s.staff.post('/api/staff-bookings', {
      client: CLIENT,
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.bea,
      start,
      sendConfirmation: false,
      allow,
    });
  const move = (id: string, start: string, allow: string[] = []) => s.staff.patch(`/api/appointments/${id}`, { start, allow });
  const question = (error: string) => ({ error, code: 'NEEDS_CONFIRMATION', details: { rules: ['outside_hours'] } });

  it.each([
    [
      'before the salon opens, Bea already at work',
      '2026-11-24T08:30:00Z',
      'This time starts before the salon opens at 09:00. Book it anyway?',
    ],
    [
      'after the salon closes, Bea still at work',
      '2026-11-24T16:30:00Z',
      'This time ends after the salon closes at 17:00. Book it anyway?',
    ],
    ['on a Saturday Bea does not work, the salon open', '2026-11-28T10:00:00Z', 'This time is on a day Bea does not work. Book it anyway?'],
    [
      'on a Sunday, the salon closed and Bea off',
      '2026-11-29T10:00:00Z',
      'This time is on a day the salon is closed and Bea does not work. Book it anyway?',
    ],
  ])('asks before booking %s, and books once confirmed', async (_case, start, asked) => {
    const res = await book(start);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(question(asked));
    const confirmed = await book(start, ['outside_hours']);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().appointment.start).toBe(new Date(start).toISOString());
  });

  it('books inside both the salon’s and Bea’s hours without a question', async () => {
    expect((await book('2026-11-25T10:00:00Z')).statusCode).toBe(201);
  });

  it('asks the same when staff move a booking (the edit dialog, a drag on the calendar), and moves nothing until confirmed', async () => {
    const id = await givenAppointment(s.db, { beauticianId: s.bea, serviceId: s.cut, start: '2026-11-26T11:00:00Z' });
    const early = await move(id, '2026-11-26T08:15:00Z');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(question('This time starts before the salon opens at 09:00. Save it anyway?'));
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startAt).toEqual(new Date('2026-11-26T11:00:00Z'));

    expect((await move(id, '2026-11-28T11:00:00Z')).json()).toEqual(question('This time is on a day Bea does not work. Save it anyway?'));
    const moved = await move(id, '2026-11-26T08:15:00Z', ['outside_hours']);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment.start).toBe('2026-11-26T08:15:00.000Z');
  });
});
