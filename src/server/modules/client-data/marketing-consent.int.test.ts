import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateBookingInput } from '../../../core/schemas/appointment.schema.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';

// Monday 23 November 2026, 08:00 in London; the clients book Alice's Cuts later in the week.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('marketing consent at checkout (PECR) (%s)', (engine) => {
  const suite = salonAppForSuite(engine, NOW);
  let hour = 9;
  /** Books the next free hour on Wednesday, paying at the salon or online; answers the client's consent date. */
  const book = async (email: string, extra: Partial<CreateBookingInput>, url = '/api/appointments') => {
    const startISO = `2026-11-25T${String(hour++).padStart(2, '0')}:00:00Z`;
    const client = { name: 'Priya Shah', email, phone: '07700 900333', notes: '' };
    const res = await suite.app.inject({
      method: 'POST',
      url,
      payload: bookingRequest({ serviceId: suite.cut, beauticianId: suite.alice, startISO, client, ...extra }),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await suite.db
      .select({ consent: clients.marketingConsentAt })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .where(eq(appointments.id, res.json().appointmentId));
    return row!.consent;
  };

  it('stores the date of consent when the box is ticked, with the app’s clock', async () => {
    expect(await book('priya@example.com', { marketingConsent: true })).toEqual(NOW);
  });

  it('stores none when the box is left unticked or the field left out', async () => {
    expect(await book('sam@example.com', { marketingConsent: false })).toBeNull();
    expect(await book('sam@example.com', {})).toBeNull();
  });

  it('never clears or moves a consent given before', async () => {
    suite.setNow(new Date('2026-11-23T09:00:00Z'));
    expect(await book('Priya@Example.com', { marketingConsent: false })).toEqual(NOW);
    expect(await book('priya@example.com', { marketingConsent: true })).toEqual(NOW);
    suite.setNow(NOW);
  });

  it('stores it for an online payment too', async () => {
    expect(await book('lee@example.com', { mode: 'pay_now', marketingConsent: true }, '/api/checkout/create-session')).toEqual(NOW);
  });

  it('refuses a consent that is not true or false, and books nothing', async () => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: {
        ...bookingRequest({ serviceId: suite.cut, beauticianId: suite.alice, startISO: '2026-11-25T16:00:00Z' }),
        marketingConsent: 'yes',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({ marketingConsent: 'marketingConsent must be true or false' });
    expect(
      await suite.db
        .select()
        .from(appointments)
        .where(eq(appointments.startAt, new Date('2026-11-25T16:00:00Z'))),
    ).toEqual([]);
  });
});
