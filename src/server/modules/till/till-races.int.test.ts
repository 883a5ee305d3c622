import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { startedVisits, tillApi } from '../../../../tests/support/till-api.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { completeOverdueVisits } from './auto-complete.service.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's Cut: 60 minutes, £45.
const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;

describe.each(engines)('the till under a burst of requests (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  const visit = startedVisits(s, NOW);
  const salonEntries = (id: string) => s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id));
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('records the same checkout sent 50 times at once (a double click, retries) once, and answers each with the result', async () => {
    const id = await visit();
    const requestId = randomUUID();
    const payments = [
      { method: 'card', amount: 30, tip: 3 },
      { method: 'cash', amount: 15 },
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, () => till.checkout(id, payments, { requestId })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const res of answers) expect(res.json().money).toMatchObject({ status: 'completed', takenAtSalon: 45, tips: 3, balance: 0 });
    expect(await salonEntries(id)).toHaveLength(2);
    expect(await stored(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500 });
  });

  it('of 20 different checkouts of one visit at once (several members of staff), records exactly one; the rest hear 409', async () => {
    const id = await visit();
    const others = await Promise.all([1, 2, 3].map((n) => signInAsStaff(s.app, s.db, { name: `Desk ${n}` })));
    const cookies = [s.cookie, ...others];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        s.as(cookies[n % cookies.length]).post(`/api/appointments/${id}/checkout`, {
          requestId: randomUUID(),
          payments: [{ method: n % 2 ? 'card' : 'cash', amount: 45 }],
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('ALREADY_CHECKED_OUT');
    expect(await salonEntries(id)).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500 });
  });

  it('a checkout by hand and the auto-complete job at once: one of them completes the visit, with one payment', async () => {
    const id = await visit();
    // Long after the visit (the setting's 12 hours), so the job finds it overdue; the session is still alive.
    const later = new Date(NOW.getTime() + 11 * HOUR);
    s.setNow(later);
    const [res, completed] = await Promise.all([till.checkout(id, [{ method: 'card', amount: 45 }]), completeOverdueVisits(s.db, later)]);
    s.setNow(NOW);
    const entries = await salonEntries(id);
    expect(entries).toHaveLength(1);
    // Either the checkout won (the job found nothing to do) or the job did (the checkout heard the visit was done).
    expect([
      [200, 0, 'card'],
      [409, 1, 'not_recorded'],
    ]).toContainEqual([res.statusCode, completed, entries[0]!.method]);
    expect(await stored(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500 });
  });
});
