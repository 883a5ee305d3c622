import { describe, expect, it } from 'vitest';
import { givenSalonForVisits } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import { ledgerOf, startedVisitsOf, storedParts } from '../../../../tests/support/visit-till.ts';
import type { MoneyEntry, TillVisit, VisitMoney } from '../../../core/schemas/till.schema.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's colour (£65) then Ben's cut (£40): one visit, one bill of £105.
const NOW = new Date('2026-11-23T12:00:00Z');

const PAID = { method: 'card', amount: 105 };
/** A history line as [method, amount, each part's amount]. */
const line = (e: MoneyEntry) => [e.method, e.amount, e.parts.map((p) => p.amount)];

describe.each(engines)('checking out a visit of several services as one bill (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisits(t.db) });
  const till = tillApi(s);
  const visits = startedVisitsOf(s, NOW);

  it('shows the visit’s services with their beauticians and prices, and one balance, whichever part is asked for', async () => {
    const [colour, cut] = await visits.colourAndCut();
    const money: VisitMoney = (await till.money(cut!)).json();
    expect(money).toMatchObject({ appointmentId: cut, visitId: colour, status: 'confirmed', price: 105, balance: 105, entries: [] });
    expect(money.parts.map((p) => [p.appointmentId, p.service, p.beautician.name, p.price, p.balance])).toEqual([
      [colour, 'Colour', 'Alice', 65, 65],
      [cut, 'Cut', 'Ben', 40, 40],
    ]);
    expect({ ...(await till.money(colour!)).json(), appointmentId: cut }).toEqual(money);
  });

  it('takes a split payment for a visit of two: every part completed and paid, each payment one line of the history', async () => {
    const [colour, cut] = await visits.colourAndCut();
    const res = await till.checkout(cut!, [
      { method: 'card', amount: 60 },
      { method: 'cash', amount: 45 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { appointment, money } = res.json() as { appointment: { _id: string }; money: VisitMoney };
    expect(appointment).toMatchObject({ _id: cut, status: 'completed', takenAtSalon: 40 });
    expect(money).toMatchObject({ status: 'completed', price: 105, takenAtSalon: 105, balance: 0, owed: 0 });
    // Each payment spread by what each part still owed: the card's £60 as £37.14 + £22.86, then the cash the rest.
    expect(money.entries.map(line).sort()).toEqual([
      ['card', 60, [37.14, 22.86]],
      ['cash', 45, [27.86, 17.14]],
    ]);
    expect(money.parts.map((p) => [p.takenAtSalon, p.balance])).toEqual([
      [65, 0],
      [40, 0],
    ]);
    expect((await storedParts(s, [colour!, cut!])).map((p) => [p.status, p.salonTakenPence])).toEqual([
      ['completed', 6500],
      ['completed', 4000],
    ]);
    expect(await ledgerOf(s, [colour!, cut!])).toHaveLength(4);
  });

  it('takes three payments for a visit of three services with two beauticians, paying every part off', async () => {
    const parts = await visits.colourCutAndBlowDry();
    const res = await till.checkout(parts[0]!, [
      { method: 'card', amount: 50 },
      { method: 'cash', amount: 50 },
      { method: 'other', amount: 30 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const money: VisitMoney = res.json().money;
    expect(money).toMatchObject({ price: 130, takenAtSalon: 130, balance: 0 });
    expect(money.entries.map((e) => [e.method, e.amount]).sort()).toEqual([
      ['card', 50],
      ['cash', 50],
      ['other', 30],
    ]);
    for (const e of money.entries) expect(e.parts.map((p) => p.appointmentId)).toEqual(parts);
    expect((await storedParts(s, parts)).map((p) => [p.status, p.salonTakenPence])).toEqual([
      ['completed', 6500],
      ['completed', 4000],
      ['completed', 2500],
    ]);
  });

  it('gives a shortfall up as a discount spread over the services by price', async () => {
    const [colour, cut] = await visits.colourAndCut();
    const money: VisitMoney = (await till.checkout(colour!, [{ method: 'card', amount: 100 }], { shortfall: 'discount' })).json().money;
    expect(money).toMatchObject({ takenAtSalon: 100, discount: 5, balance: 0, owed: 0 });
    expect(money.entries.map(line).sort()).toEqual([
      ['card', 100, [61.9, 38.1]],
      ['discount', 5, [3.1, 1.9]],
    ]);
    expect((await storedParts(s, [colour!, cut!])).map((p) => [p.salonTakenPence, p.discountPence])).toEqual([
      [6190, 310],
      [3810, 190],
    ]);
  });

  it('leaves a shortfall owed: the dashboard lists the visit once with what it owes, until a later payment clears it', async () => {
    const [colour, cut] = await visits.colourAndCut();
    const res = await till.checkout(colour!, [{ method: 'card', amount: 100 }], { shortfall: 'owed' });
    expect(res.json().money).toMatchObject({ takenAtSalon: 100, discount: 0, balance: 5, owed: 5 });
    expect(res.json().money.parts.map((p: { balance: number }) => p.balance)).toEqual([3.1, 1.9]);

    const listed = (await till.owed()).json().appointments.filter((a: TillVisit) => [colour, cut].includes(a._id));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ _id: colour, visit: { _id: colour, price: 105, owed: 5 } });
    expect(listed[0].visit.services.map((v: { service: string; beautician: { name: string } }) => [v.service, v.beautician.name])).toEqual([
      ['Colour', 'Alice'],
      ['Cut', 'Ben'],
    ]);

    // Paid later at the desk, through Ben's part: the visit's bill, spread over what each part owes.
    const paid = (await till.pay(cut!, [{ method: 'cash', amount: 5 }])).json().money as VisitMoney;
    expect(paid).toMatchObject({ takenAtSalon: 105, balance: 0, owed: 0 });
    expect(paid.entries.filter((e) => e.method === 'cash').map(line)).toEqual([['cash', 5, [3.1, 1.9]]]);
    expect((await till.owed()).json().appointments.map((a: TillVisit) => a._id)).not.toContain(colour);
  });

  it('lists a started visit once as awaiting checkout, for the desk and for each stylist in it, not for another', async () => {
    const [colour] = await visits.colourAndCut();
    const awaiting = async (cookie: string) =>
      (await s.as(cookie).get('/api/appointments/awaiting-checkout')).json().appointments.filter((a: TillVisit) => a.visit?._id === colour);
    const ben = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: s.ben });
    const cara = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: s.cara });
    expect((await awaiting(s.cookie)).map((a: TillVisit) => [a._id, a.visit?.price])).toEqual([[colour, 105]]);
    expect(await awaiting(ben)).toHaveLength(1);
    expect(await awaiting(cara)).toEqual([]);
    // Ben may use the visit's till through his own part's id, or Alice's; Cara hears of neither.
    expect((await s.as(ben).get(`/api/appointments/${colour}/money`)).statusCode).toBe(200);
    expect((await s.as(cara).get(`/api/appointments/${colour}/money`)).statusCode).toBe(404);
    const checkout = await s.as(ben).post(`/api/appointments/${colour}/checkout`, { requestId: crypto.randomUUID(), payments: [PAID] });
    expect(checkout.statusCode, checkout.body).toBe(200);
    // The payment's line is Alice's part's entry; Ben may reverse it, as it is his visit's too.
    const lineId = checkout.json().money.entries[0]._id;
    expect((await s.as(cara).post(`/api/money-entries/${lineId}/reverse`, { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await s.as(ben).post(`/api/money-entries/${lineId}/reverse`, { reason: 'Wrong card' })).statusCode).toBe(200);
  });
});
