import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { manageTokenFromOutbox } from '../../../../tests/support/manage-link.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');
const LIMIT = 3;

describe.each(engines)('the booking rate limit (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { app: { bookingRateLimitPerMinute: LIMIT }, signIn: false });
  let nextSlot = 0;

  /** A free hour for every attempt: 09:00–16:00 from Wednesday on, so no answer is a 409. */
  const nextStart = () => {
    const n = nextSlot++;
    return new Date(Date.UTC(2026, 10, 25 + Math.floor(n / 8), 9 + (n % 8))).toISOString();
  };
  const book = (remoteAddress: string, url = '/api/appointments', mode: 'pay_in_salon' | 'pay_now' = 'pay_in_salon') =>
    s.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: nextStart(), mode }),
    });
  const booked = async () => (await s.db.select({ n: count() }).from(appointments))[0]!.n;
  const later = (seconds: number) => s.setNow(new Date(NOW.getTime() + seconds * 1000));

  it(`refuses the ${LIMIT + 1}th booking attempt from one address within a minute, booking nothing`, async () => {
    later(0);
    for (let i = 0; i < LIMIT; i++) expect((await book('203.0.113.10')).statusCode).toBe(201);
    const before = await booked();

    const refused = await book('203.0.113.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many booking attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(await booked()).toBe(before);
  });

  it('counts each address on its own', async () => {
    later(0);
    expect((await book('203.0.113.20')).statusCode).toBe(201);
  });

  it('counts online-payment checkouts against the same limit', async () => {
    later(0);
    for (let i = 0; i < LIMIT; i++) expect((await book('203.0.113.30', '/api/checkout/create-session', 'pay_now')).statusCode).toBe(200);
    const before = await booked();
    expect((await book('203.0.113.30')).statusCode).toBe(429);
    expect((await book('203.0.113.30', '/api/checkout/create-session', 'pay_now')).statusCode).toBe(429);
    expect(await booked()).toBe(before);
  });

  it('lets the address book again once its first attempts are a minute old', async () => {
    later(30);
    expect((await book('203.0.113.10')).statusCode).toBe(429);
    later(61);
    expect((await book('203.0.113.10')).statusCode).toBe(201);
  });

  it("counts a client's moves from their manage link against the same limit, moving nothing once refused", async () => {
    later(7200);
    const made = [];
    for (let i = 0; i < LIMIT; i++) made.push(await book('203.0.113.50'));
    const { appointmentId } = made[0]!.json();
    const token = await manageTokenFromOutbox(s.db, appointmentId);
    const move = await s.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/move`,
      remoteAddress: '203.0.113.50',
      payload: { startISO: nextStart(), beauticianId: s.alice },
    });
    expect(move.statusCode).toBe(429);
    const [row] = await s.db.select({ seq: appointments.icsSequence }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(row!.seq).toBe(0);
    later(7200 + 61);
    const again = await s.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/move`,
      remoteAddress: '203.0.113.50',
      payload: { startISO: nextStart(), beauticianId: s.alice },
    });
    expect(again.statusCode).toBe(200);
  });

  it(`lets exactly ${LIMIT} of a burst of concurrent attempts through`, async () => {
    later(3 * 3600);
    const answers = await Promise.all(Array.from({ length: 8 }, () => book('203.0.113.40')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - LIMIT);
  });
});
