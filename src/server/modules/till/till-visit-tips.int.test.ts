import { describe, expect, it } from 'vitest';
import { givenSalonForVisits } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, tillApi, type PaymentInput, type TillExtras } from '../../../../tests/support/till-api.ts';
import { ledgerOf, startedVisitsOf } from '../../../../tests/support/visit-till.ts';
import type { VisitMoney } from '../../../core/schemas/till.schema.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's colour (£65) then Ben's cut (£40).
const NOW = new Date('2026-11-23T12:00:00Z');
const PAID = { method: 'card', amount: 105 };

/**
 * Issue 25: the till says who gets a visit's tips, split evenly over its beauticians by default, to the one who did most
 * (by price), or to those staff name; each beautician's tip sits on their part, so Revenue Analytics credits them.
 */
describe.each(engines)('the tips of a visit with two beauticians (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisits(t.db) });
  const till = tillApi(s);
  const visits = startedVisitsOf(s, NOW);
  /** Checks out a colour and cut with these payments; answers the tips each part got, in pounds. */
  const tipsOf = async (payments: PaymentInput[], extra: TillExtras = {}, visit = visits.colourAndCut) => {
    const parts = await visit();
    const res = await till.checkout(parts[0]!, payments, extra);
    expect(res.statusCode, res.body).toBe(200);
    const money: VisitMoney = res.json().money;
    expect(money.tips).toBe(payments.reduce((sum, p) => sum + (p.tip ?? 0), 0));
    return money.parts.map((p) => p.tips);
  };

  it('splits a tip evenly between the beauticians when staff say nothing, or ask for it', async () => {
    expect(await tipsOf([{ ...PAID, tip: 10 }])).toEqual([5, 5]);
    expect(await tipsOf([{ ...PAID, tip: 9.99 }], { tipTo: 'even' })).toEqual([5, 4.99]);
  });

  it('gives the tip to the one who did most by price', async () => {
    expect(await tipsOf([{ ...PAID, tip: 10 }], { tipTo: 'most' })).toEqual([10, 0]);
  });

  it('gives the tip to the beautician(s) named, whichever payment it came with', async () => {
    expect(await tipsOf([{ ...PAID, tip: 10 }], { tipTo: [s.ben] })).toEqual([0, 10]);
    const split = [
      { method: 'card', amount: 60, tip: 4 },
      { method: 'cash', amount: 45, tip: 6 },
    ];
    expect(await tipsOf(split, { tipTo: [s.ben, s.alice] })).toEqual([5, 5]);
    expect(await tipsOf(split, { tipTo: [s.alice] })).toEqual([10, 0]);
  });

  it('puts a beautician’s share on their first service, when they did two', async () => {
    // Alice's colour and cut, Ben's blow-dry: evenly is half to Alice (on her colour) and half to Ben.
    expect(await tipsOf([{ method: 'card', amount: 130, tip: 10 }], {}, visits.colourCutAndBlowDry)).toEqual([5, 0, 5]);
    expect(await tipsOf([{ method: 'card', amount: 130, tip: 10 }], { tipTo: 'most' }, visits.colourCutAndBlowDry)).toEqual([10, 0, 0]);
  });

  it('takes a tip alone for a visit paid in full online, and keeps it on the ledger apart from the amount', async () => {
    const parts = await visits.colourAndCut({ paymentMode: 'pay_now', amountPaidPence: 10500, paidAt: '2026-11-20T10:00:00Z' });
    const res = await till.checkout(parts[0]!, [{ method: 'cash', amount: 0, tip: 6 }]);
    expect(res.json().money).toMatchObject({ paidOnline: 105, takenAtSalon: 0, tips: 6, balance: 0 });
    // The online payment of the visit is one line too, though the ledger holds it on each part.
    expect(res.json().money.entries.map((e: { kind: string; amount: number; tip: number }) => [e.kind, e.amount, e.tip])).toEqual([
      ['online_payment', 105, 0],
      ['salon_payment', 0, 6],
    ]);
    expect((await ledgerOf(s, parts)).filter((e) => e[1] === 'salon_payment')).toEqual([
      [0, 'salon_payment', 'cash', 0, 300],
      [1, 'salon_payment', 'cash', 0, 300],
    ]);
  });

  it.each([
    [
      'a beautician not in the visit',
      () => ({ tipTo: [s.cara] }),
      'TIP_NOT_IN_VISIT',
      'A tip can only go to a beautician of this visit: Alice or Ben.',
    ],
    [
      'an unknown rule',
      () => ({ tipTo: 'all' }),
      'VALIDATION_FAILED',
      "tipTo must be 'even', 'most' or a list of the visit's beauticians.",
    ],
    ['nobody', () => ({ tipTo: [] }), 'VALIDATION_FAILED', 'Name at least one beautician for the tip.'],
  ])('answers 400 to a tip for %s, saying why, and changes nothing', async (_case, extra, code, message) => {
    const parts = await visits.colourAndCut();
    const before = await appointmentsAndMoney(s.db);
    const res = await till.checkout(parts[0]!, [{ ...PAID, tip: 10 }], extra());
    expect([res.statusCode, res.json().code]).toEqual([400, code]);
    expect(res.json().error).toContain(message);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
  });
});
