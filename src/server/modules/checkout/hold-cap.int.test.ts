import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';

// Monday 23 Nov 2026, 08:00 in London. Cut: 60 minutes, £45; holds last 15 minutes.
const NOW = new Date('2026-11-23T08:00:00Z');
const DEFAULT_CAP = 2;
const TOO_MANY = 'You already have 2 bookings waiting for payment. Please finish or cancel that payment first, or choose Pay at salon.';

describe.each(engines)('unpaid holds per client (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonWithCut(t.db, { maxUnpaidHoldsPerClient: DEFAULT_CAP }) });
  let nextSlot = 0;

  // Every hold takes its own hour, Wednesday to Saturday 09:00–16:00, so no two compete for a slot.
  const freeStart = () => {
    const n = nextSlot++;
    return new Date(Date.UTC(2026, 10, 25 + Math.floor(n / 8), 9 + (n % 8))).toISOString();
  };
  let person = 0;
  const someone = () => {
    person++;
    return {
      name: `Client ${person}`,
      email: `client${person}@example.co.uk`,
      phone: `07700 9${String(person).padStart(5, '0')}`,
      notes: '',
    };
  };
  const hold = (client: ReturnType<typeof someone>, remoteAddress: string, mode: 'deposit' | 'pay_now' | 'pay_in_salon' = 'deposit') =>
    s.app.inject({
      method: 'POST',
      url: mode === 'pay_in_salon' ? '/api/appointments' : '/api/checkout/create-session',
      remoteAddress,
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: freeStart(), mode, client }),
    });
  const liveHolds = async () => (await s.db.select().from(appointments).where(eq(appointments.status, 'reserved_unpaid'))).length;

  it('refuses a third hold from one address, whatever name it gives, and holds nothing for it', async () => {
    expect((await hold(someone(), '198.51.100.1')).statusCode).toBe(200);
    expect((await hold(someone(), '198.51.100.1', 'pay_now')).statusCode).toBe(200);
    const before = await liveHolds();
    const third = await hold(someone(), '198.51.100.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: TOO_MANY, code: 'HOLD_LIMIT' });
    expect(await liveHolds()).toBe(before);
    // Paying at the salon holds nothing unpaid, so it is not limited by this.
    expect((await hold(someone(), '198.51.100.1', 'pay_in_salon')).statusCode).toBe(201);
  });

  it('follows the client from address to address by e-mail, and by phone however it is written', async () => {
    const byEmail = someone();
    expect((await hold(byEmail, '198.51.100.2')).statusCode).toBe(200);
    expect((await hold({ ...byEmail, phone: '07700 111111' }, '198.51.100.3')).statusCode).toBe(200);
    expect((await hold({ ...byEmail, email: byEmail.email.toUpperCase(), phone: '07700 222222' }, '198.51.100.4')).statusCode).toBe(429);

    const byPhone = someone();
    expect((await hold(byPhone, '198.51.100.5')).statusCode).toBe(200);
    expect((await hold({ ...byPhone, email: 'other@example.co.uk' }, '198.51.100.6')).statusCode).toBe(200);
    const sameNumber = { ...someone(), phone: `+44 ${byPhone.phone.slice(1)}` };
    expect((await hold(sameNumber, '198.51.100.7')).statusCode).toBe(429);
  });

  it('lets the client hold again once a hold is paid or has lapsed', async () => {
    const client = someone();
    const first = await hold(client, '198.51.100.8');
    expect((await hold(client, '198.51.100.8')).statusCode).toBe(200);
    expect((await hold(client, '198.51.100.8')).statusCode).toBe(429);
    const paid = await s.app.inject({
      method: 'POST',
      url: first.json().url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect((await hold(client, '198.51.100.8')).statusCode).toBe(200);
    expect((await hold(client, '198.51.100.8')).statusCode).toBe(429);
    s.setNow(new Date(NOW.getTime() + 16 * 60_000));
    try {
      expect((await hold(client, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      s.setNow(NOW);
    }
  });

  it('admits exactly the cap from a burst of 40 holds at once, each for a different slot', async () => {
    const client = someone();
    const burst = await Promise.all(Array.from({ length: 40 }, () => hold(client, '198.51.100.9')));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(DEFAULT_CAP);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - DEFAULT_CAP);
    const held = await s.db.select().from(appointments).where(eq(appointments.clientEmail, client.email));
    expect(held).toHaveLength(DEFAULT_CAP);
  });

  it('is a salon setting, changed in the back office like the others', async () => {
    const patch = (value: number) => s.staff.patch('/api/settings', { maxUnpaidHoldsPerClient: value });
    expect((await patch(0)).statusCode).toBe(400);
    expect((await patch(3)).json().maxUnpaidHoldsPerClient).toBe(3);
    const client = someone();
    for (let i = 0; i < 3; i++) expect((await hold(client, '198.51.100.10')).statusCode).toBe(200);
    expect((await hold(client, '198.51.100.10')).statusCode).toBe(429);
    await patch(DEFAULT_CAP);
  });
});
