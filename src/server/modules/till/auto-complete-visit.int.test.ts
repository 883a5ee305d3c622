import { describe, expect, it } from 'vitest';
import { givenSalonForVisits } from '../../../../tests/builders/scenario.builder.ts';
import { givenVisit } from '../../../../tests/builders/visit.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import { ledgerOf, storedParts } from '../../../../tests/support/visit-till.ts';
import type { VisitMoney } from '../../../core/schemas/till.schema.ts';
import { completeOverdueVisits } from './auto-complete.service.ts';

// Tuesday 24 Nov 2026, 08:00 in London (GMT): the salon's setting is 12 hours after a visit's end.
const NOW = new Date('2026-11-24T08:00:00Z');
const HOUR = 3_600_000;
/** Alice's colour (90 minutes) then Ben's cut (45): the visit lasts 2¼ hours. */
const VISIT_MS = 135 * 60_000;

/** Issue 25: a visit nobody checked out completes whole, 12 hours after its last service ends. */
describe.each(engines)('completing a visit of several services nobody checked out (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisits(t.db) });
  const till = tillApi(s);
  /** Alice's colour then Ben's cut, ended `hoursAgo` hours before now. */
  const endedAgo = (hoursAgo: number, options: { amountPaidPence?: number; paymentMode?: 'deposit' } = {}) =>
    givenVisit(s.db, {
      start: new Date(NOW.getTime() - hoursAgo * HOUR - VISIT_MS).toISOString(),
      parts: [
        { beauticianId: s.alice, serviceId: s.colour },
        { beauticianId: s.ben, serviceId: s.cut },
      ],
      ...options,
    });

  it('completes every part once the last has ended 12 hours before, the balance of each recorded as one payment', async () => {
    const done = await endedAgo(14, { paymentMode: 'deposit', amountPaidPence: 3150 });
    // The colour ended more than 12 hours ago, the cut not yet: the visit waits.
    const waits = await endedAgo(11.5);
    expect(await completeOverdueVisits(s.db, NOW)).toBe(1);
    expect((await storedParts(s, done)).map((p) => p.status)).toEqual(['completed', 'completed']);
    expect((await storedParts(s, waits)).map((p) => p.status)).toEqual(['confirmed', 'confirmed']);
    expect((await ledgerOf(s, done)).filter(([, kind]) => kind === 'salon_payment')).toEqual([
      [0, 'salon_payment', 'not_recorded', 4550, 0],
      [1, 'salon_payment', 'not_recorded', 2800, 0],
    ]);
    const money: VisitMoney = (await till.money(done[1]!)).json();
    expect(money).toMatchObject({ status: 'completed', paidOnline: 31.5, takenAtSalon: 73.5, balance: 0 });
    expect(money.entries.map((e) => [e.kind, e.method, e.amount, e.takenAt])).toEqual([
      ['online_payment', 'online', 31.5, new Date(NOW.getTime() - 14 * HOUR - VISIT_MS).toISOString()],
      ['salon_payment', 'not_recorded', 73.5, new Date(NOW.getTime() - 14 * HOUR).toISOString()],
    ]);
    expect(await completeOverdueVisits(s.db, NOW)).toBe(0);
  });

  it('completes a visit once when several runs race, with one payment on each part', async () => {
    const visits = await Promise.all([20, 23, 26, 29].map((h) => endedAgo(h)));
    const runs = await Promise.all(Array.from({ length: 5 }, () => completeOverdueVisits(s.db, NOW)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(4);
    for (const parts of visits) {
      expect((await ledgerOf(s, parts)).map(([part, , , amount]) => [part, amount])).toEqual([
        [0, 6500],
        [1, 4000],
      ]);
    }
  });
});
