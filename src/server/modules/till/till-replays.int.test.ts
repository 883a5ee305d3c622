import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, startedVisits, tillApi, type PaymentInput, type TillExtras } from '../../../../tests/support/till-api.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries, tillRequests } from '../../db/schema/till.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's Cut: 60 minutes, £45.
const NOW = new Date('2026-11-23T12:00:00Z');
const PAID_ONLINE = { paymentMode: 'pay_now', amountPaidPence: 4500 } as const;

/**
 * Issue 23, points 6 and 10: the same till request sent again answers as the first did, even a checkout that recorded
 * no money (a visit paid in full online), whose second sending used to answer 409 'already checked out'; another
 * request under the same id is refused. Two app processes on one database, the appointment row's lock deciding.
 */
describe.each(engines)('a till request sent again (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { secondApp: true });
  const till = tillApi(s);
  const visit = startedVisits(s, NOW);

  /** The checkout through either app, with the suite's session (both apps read sessions from the database). */
  const checkoutOn = (app: TestApp, id: string, payments: PaymentInput[], extra: TillExtras) =>
    s.as(s.cookie, app).post(`/api/appointments/${id}/checkout`, { payments, note: '', ...extra });
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const entriesOf = (id: string) => s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id));

  it('answers a checkout with no payment (paid in full online) sent twice with the same answer, not 409', async () => {
    const id = await visit(PAID_ONLINE);
    const requestId = randomUUID();
    const first = await till.checkout(id, [], { requestId });
    const again = await till.checkout(id, [], { requestId });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(again.json().appointment).toMatchObject({ _id: id, status: 'completed' });
  });

  it('answers it sent 200 times at once, half to each of two app processes, with one checkout', async () => {
    const id = await visit(PAID_ONLINE);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => checkoutOn(n % 2 ? s.second : s, id, [], { requestId })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    for (const res of answers) expect(res.json().appointment).toMatchObject({ _id: id, status: 'completed' });
    expect(await s.db.select().from(tillRequests).where(eq(tillRequests.appointmentId, id))).toHaveLength(1);
    // Paid online: the ledger holds the online payment alone.
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['online_payment']);
  });

  it('records a short checkout with its discount once when it is sent 50 times at once over two processes', async () => {
    const id = await visit();
    const requestId = randomUUID();
    const payments = [{ method: 'card', amount: 40, tip: 2 }];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => checkoutOn(n % 2 ? s.second : s, id, payments, { requestId, shortfall: 'discount' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const res of answers) expect(res.json().money).toMatchObject({ takenAtSalon: 40, discount: 5, tips: 2, owed: 0 });
    expect((await entriesOf(id)).map((e) => [e.kind, e.amountPence]).sort()).toEqual([
      ['discount', 500],
      ['salon_payment', 4000],
    ]);
    expect(await stored(id)).toMatchObject({ salonTakenPence: 4000, discountPence: 500 });
  });

  it('refuses another request under the same id, for the same visit or another, and changes nothing', async () => {
    const id = await visit();
    const requestId = randomUUID();
    expect((await till.checkout(id, [{ method: 'card', amount: 40 }], { requestId, shortfall: 'owed' })).statusCode).toBe(200);
    const another = await visit();
    const before = await appointmentsAndMoney(s.db);
    const reused = [
      await till.checkout(id, [{ method: 'card', amount: 40 }], { requestId, shortfall: 'discount' }),
      await till.checkout(id, [{ method: 'cash', amount: 45 }], { requestId }),
      await till.pay(id, [{ method: 'card', amount: 40 }], { requestId, shortfall: 'owed' }),
      await till.checkout(another, [{ method: 'card', amount: 40 }], { requestId, shortfall: 'owed' }),
    ];
    for (const res of reused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'REQUEST_REUSED',
        error:
          "This till request was already recorded with other details. Close the dialog and open the visit's payments to see what was saved.",
      });
    }
    expect(await appointmentsAndMoney(s.db)).toBe(before);
    expect(await stored(another)).toMatchObject({ status: 'confirmed' });
  });
});
