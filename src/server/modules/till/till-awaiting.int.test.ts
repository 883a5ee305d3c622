import { describe, expect, it } from 'vitest';
import { givenAppointment, type AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import { salonSettings } from '../../db/schema/catalog.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT).
const NOW = new Date('2026-11-23T12:00:00Z');

describe.each(engines)('visits waiting for their checkout (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  const visit = (start: string, options: Partial<AppointmentOptions> = {}) =>
    givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start, ...options });

  it('lists the confirmed visits that have started, oldest first, with the salon’s auto-complete setting', async () => {
    const yesterday = await visit('2026-11-22T15:00:00Z');
    const now = await visit('2026-11-23T12:00:00Z');
    const thisMorning = await visit('2026-11-23T09:00:00Z');
    await visit('2026-11-23T10:00:00Z', { status: 'completed' });
    await visit('2026-11-23T07:00:00Z', { status: 'no_show' });
    await visit('2026-11-23T06:00:00Z', { status: 'cancelled_full_refund' });
    await visit('2026-11-23T13:00:00Z');

    const res = await till.awaiting();
    expect(res.statusCode).toBe(200);
    expect(res.json().autoCompleteHours).toBe(12);
    expect(res.json().appointments.map((a: { _id: string }) => a._id)).toEqual([yesterday, thisMorning, now]);
    expect(res.json().appointments[0]).toMatchObject({
      status: 'confirmed',
      price: 45,
      takenAtSalon: 0,
      client: { name: 'Amelia Hughes' },
    });

    await s.db.update(salonSettings).set({ autoCompleteHours: null });
    expect((await till.awaiting()).json().autoCompleteHours).toBeNull();
    // Checked out, a visit leaves the list.
    await till.checkout(thisMorning, [{ method: 'card', amount: 45 }]);
    expect((await till.awaiting()).json().appointments.map((a: { _id: string }) => a._id)).toEqual([yesterday, now]);
  });

  it.each([
    ['GET', '/api/appointments/awaiting-checkout'],
    ['GET', `/api/appointments/${crypto.randomUUID()}/money`],
    ['POST', `/api/appointments/${crypto.randomUUID()}/checkout`],
    ['POST', `/api/appointments/${crypto.randomUUID()}/payments`],
    ['POST', `/api/money-entries/${crypto.randomUUID()}/reverse`],
  ] as const)('answers 401 to %s %s without a staff session', async (method, url) => {
    const res = await s.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect([res.statusCode, res.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
