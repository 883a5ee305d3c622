import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { givenSalonForVisits } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi, type PaymentInput } from '../../../../tests/support/till-api.ts';
import { ledgerOf, startedVisitsOf, storedParts } from '../../../../tests/support/visit-till.ts';
import type { MoneyEntry, VisitMoney } from '../../../core/schemas/till.schema.ts';
import { moneyEntries, tillRequests } from '../../db/schema/till.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's colour (£65) then Ben's cut (£40): one bill of £105.
const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = new Date('2026-11-23T12:20:00Z');
const ROUNDS = 12;

/**
 * Issue 25: the till locks every part of a visit, in visit order, so two tills on two parts of one visit (two members
 * of staff, two app processes) never both check it out nor deadlock; the same request replays whichever part it named;
 * a reversal of a visit's payment takes it back from every part at once, once.
 */
describe.each(engines)('a visit’s bill under a burst of requests (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisits(t.db), secondApp: true });
  const till = tillApi(s);
  const visits = startedVisitsOf(s, NOW);
  const paymentsOf = (parts: string[]) =>
    s.db
      .select()
      .from(moneyEntries)
      .where(and(inArray(moneyEntries.appointmentId, parts), eq(moneyEntries.kind, 'salon_payment')));
  const checkoutOn = (app: TestApp, cookie: string, id: string, payments: PaymentInput[], requestId = randomUUID()) =>
    s.as(cookie, app).post(`/api/appointments/${id}/checkout`, { requestId, payments, note: '' });

  it('records a checkout sent 50 times at once, naming either part, over two processes, once', async () => {
    const parts = await visits.colourAndCut();
    const requestId = randomUUID();
    const payments = [
      { method: 'card', amount: 60, tip: 4 },
      { method: 'cash', amount: 45 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => checkoutOn(n % 2 ? s.second : s, s.cookie, parts[n % 2]!, payments, requestId)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (const res of answers) expect(res.json().money).toMatchObject({ status: 'completed', takenAtSalon: 105, tips: 4, balance: 0 });
    expect(await s.db.select().from(tillRequests).where(eq(tillRequests.requestId, requestId))).toHaveLength(1);
    expect((await ledgerOf(s, parts)).map(([part, , method, amount, tip]) => [part, method, amount, tip])).toEqual([
      [0, 'card', 3714, 200],
      [0, 'cash', 2786, 0],
      [1, 'card', 2286, 200],
      [1, 'cash', 1714, 0],
    ]);
  });

  it(`of checkouts by two tills on the two parts at once, records one, ${ROUNDS} times over: no double entries, no deadlock`, async () => {
    const desk = await signInAsStaff(s.app, s.db, { name: 'Front desk' });
    for (let round = 0; round < ROUNDS; round++) {
      const parts = await visits.colourAndCut();
      // Three requests at each part, from two members of staff on two app processes.
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          checkoutOn(n % 2 ? s.second : s, n % 3 ? s.cookie : desk, parts[n % 2]!, [{ method: n % 2 ? 'card' : 'cash', amount: 105 }]),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('ALREADY_CHECKED_OUT');
      const ledger = await ledgerOf(s, parts);
      expect(ledger.map(([part, kind, , amount]) => [part, kind, amount])).toEqual([
        [0, 'salon_payment', 6500],
        [1, 'salon_payment', 4000],
      ]);
      expect(new Set(ledger.map(([, , method]) => method)).size).toBe(1);
      expect((await storedParts(s, parts)).map((p) => [p.status, p.salonTakenPence])).toEqual([
        ['completed', 6500],
        ['completed', 4000],
      ]);
    }
  });

  it('reverses a visit’s payment on every part at once, one line in its history, and only once', async () => {
    const parts = await visits.colourAndCut();
    const money: VisitMoney = (await till.checkout(parts[1]!, [{ method: 'card', amount: 105, tip: 10 }])).json().money;
    const [card] = money.entries;
    s.setNow(LATER);
    const res = await till.reverse(card!._id, 'Charged the wrong card');
    s.setNow(NOW);
    expect(res.statusCode, res.body).toBe(200);
    const after: VisitMoney = res.json().money;
    expect(after).toMatchObject({ takenAtSalon: 0, tips: 0, balance: 105, owed: 105 });
    expect(after.entries.map((e: MoneyEntry) => [e.kind, e.amount, e.tip, e.parts.length])).toEqual([
      ['salon_payment', 105, 10, 2],
      ['reversal', -105, -10, 2],
    ]);
    expect(after.entries[0]!.reversedById).toBe(after.entries[1]!._id);
    expect(after.entries[1]).toMatchObject({ reversesId: card!._id, note: 'Charged the wrong card' });
    expect((await storedParts(s, parts)).map((p) => p.salonTakenPence)).toEqual([0, 0]);

    // Neither the line again nor Ben's half of it can be reversed a second time.
    const before = await ledgerOf(s, parts);
    const bensHalf = (await paymentsOf(parts)).find((e) => e.appointmentId === parts[1])!;
    for (const id of [card!._id, bensHalf.id]) {
      const again = await till.reverse(id);
      expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_REVERSED']);
    }
    expect(await ledgerOf(s, parts)).toEqual(before);
  });

  it('reverses a visit’s payment once when ten reversals, naming either part’s entry, arrive at once on two processes', async () => {
    const parts = await visits.colourAndCut();
    await till.checkout(parts[0]!, [{ method: 'cash', amount: 105 }]);
    const entries = await paymentsOf(parts);
    expect(entries).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        s.as(s.cookie, n % 2 ? s.second : s).post(`/api/money-entries/${entries[n % 2]!.id}/reverse`, { reason: 'Wrong visit' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'ALREADY_REVERSED')).toBe(true);
    expect((await ledgerOf(s, parts)).filter(([, kind]) => kind === 'reversal')).toEqual([
      [0, 'reversal', 'cash', -6500, 0],
      [1, 'reversal', 'cash', -4000, 0],
    ]);
  });
});
