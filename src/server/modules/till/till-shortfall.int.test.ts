import { describe, expect, it } from 'vitest';
import { salonAppForSuite, type SalonApp } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, startedVisits, tillApi } from '../../../../tests/support/till-api.ts';
import type { ClientProfile } from '../../../core/schemas/client-profile.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { OwedVisits, RevenueDetails, TakingsReport, TillResponse } from '../../../core/schemas/till.schema.ts';
import { completeOverdueVisits } from './auto-complete.service.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's Cut: 60 minutes, £45; each visit started earlier today.
const NOW = new Date('2026-11-23T12:00:00Z');

/** Every report a visit's money reaches, for one London day (today unless said), read as staff read them. */
function reports(s: SalonApp, day = '2026-11-23') {
  const TODAY = `startDate=${day}&endDate=${day}`;
  const get = s.staff.read;
  return {
    revenue: async () => (await get<RevenueReport>(`/api/revenue?${TODAY}`)).beauticians.map((b) => b.revenue),
    /** the methods with money in them, and the services */
    details: async () => {
      const { byService, byMethod } = await get<RevenueDetails>(`/api/revenue/details?${TODAY}`);
      return { byService, byMethod: byMethod.filter((m) => m.revenue !== 0) };
    },
    takings: async () => (await get<TakingsReport>(`/api/takings?${TODAY}`)).totals,
    csv: () => get<string>(`/api/revenue/export.csv?${TODAY}&kind=appointments`),
    profile: (clientId: string) => get<ClientProfile>(`/api/clients/${clientId}`),
    owed: async () => (await get<OwedVisits>('/api/appointments/owed')).appointments.map((a) => [a._id, a.owed]),
  };
}

/**
 * Issue 23: a checkout whose payments fall short of the price asks whether the rest is a discount or still owed. A
 * discount lowers what the visit costs in every report; an amount owed shows on the client's record and in the
 * dashboard's list until it is paid, and counts in revenue as a visit's balance due does (docs/decisions/0027).
 */
describe.each(engines)('a checkout short of the price (%s)', (engine) => {
  describe('as a discount', () => {
    const s = salonAppForSuite(engine, NOW);
    const till = tillApi(s);
    const visit = startedVisits(s, NOW);
    const seen = reports(s);

    it('lowers the visit’s price in the revenue, its splits, the takings, the client’s total and the export alike', async () => {
      const id = await visit();
      const res = await till.checkout(id, [{ method: 'card', amount: 40 }], { shortfall: 'discount' });
      expect(res.statusCode, res.body).toBe(200);
      const { appointment, money } = res.json<TillResponse>();
      expect(money).toMatchObject({ status: 'completed', price: 45, takenAtSalon: 40, discount: 5, balance: 0, owed: 0 });
      // Recorded at one instant, so in no particular order.
      expect(money.entries.map((e) => [e.kind, e.method, e.amount]).sort()).toEqual([
        ['discount', 'discount', 5],
        ['salon_payment', 'card', 40],
      ]);

      expect(await seen.revenue()).toEqual([40]);
      expect(await seen.details()).toEqual({
        byService: [{ service: 'Cut', bookings: 1, revenue: 40 }],
        byMethod: [{ method: 'card', revenue: 40 }],
      });
      expect(await seen.takings()).toMatchObject({ card: 40, total: 40, tips: 0 });
      expect(await seen.profile(appointment.clientRecord!._id)).toMatchObject({
        totalSpent: 40,
        owes: 0,
        past: [{ _id: id, price: 45, paid: 40, owed: 0 }],
      });
      expect(await seen.csv()).toContain(',Completed,Pay In Salon,45.00,5.00,0.00,0.00,40.00,0.00,40.00,');
      expect(await seen.owed()).toEqual([]);
    });

    it('turns into an amount owed when the discount is reversed, the takings untouched', async () => {
      // Yesterday's visit, checked out today.
      const id = await visit({ start: '2026-11-22T10:00:00Z' });
      const yesterday = reports(s, '2026-11-22');
      const { money } = (await till.checkout(id, [{ method: 'card', amount: 35 }], { shortfall: 'discount' })).json<TillResponse>();
      expect(await yesterday.revenue()).toEqual([35]);
      const takings = await seen.takings();

      const discount = money.entries.find((e) => e.kind === 'discount')!;
      const res = await till.reverse(discount._id, 'The client will pay the full price next visit');
      expect(res.json<TillResponse>().money).toMatchObject({ discount: 0, balance: 10, owed: 10 });
      expect(res.json<TillResponse>().money.entries.find((e) => e.kind === 'reversal')).toMatchObject({
        method: 'discount',
        amount: -10,
        reversesId: discount._id,
      });
      expect(await yesterday.revenue()).toEqual([45]);
      expect((await yesterday.details()).byMethod).toEqual([
        { method: 'card', revenue: 35 },
        { method: 'owed', revenue: 10 },
      ]);
      expect(await seen.takings()).toEqual(takings);
      expect(await seen.owed()).toEqual([[id, 10]]);
      // A discount, like a payment, is reversed once.
      expect((await till.reverse(discount._id)).json().code).toBe('ALREADY_REVERSED');
    });

    it('takes a deposit paid online into account: only the rest of the price can be given up', async () => {
      const id = await visit({ paymentMode: 'deposit', amountPaidPence: 900 });
      const { money } = (await till.checkout(id, [{ method: 'cash', amount: 30 }], { shortfall: 'discount' })).json<TillResponse>();
      expect(money).toMatchObject({ paidOnline: 9, takenAtSalon: 30, discount: 6, balance: 0, owed: 0 });
    });
  });

  describe('as an amount owed', () => {
    const s = salonAppForSuite(engine, NOW);
    const till = tillApi(s);
    const visit = startedVisits(s, NOW);
    const seen = reports(s);

    it('shows on the client’s record and the dashboard’s list until a later payment clears it', async () => {
      const id = await visit();
      const { appointment, money } = (
        await till.checkout(id, [{ method: 'card', amount: 40 }], { shortfall: 'owed' })
      ).json<TillResponse>();
      expect(appointment).toMatchObject({ status: 'completed', owed: 5 });
      expect(money).toMatchObject({ takenAtSalon: 40, discount: 0, balance: 5, owed: 5 });
      const clientId = appointment.clientRecord!._id;

      expect(await seen.owed()).toEqual([[id, 5]]);
      expect(await seen.profile(clientId)).toMatchObject({ totalSpent: 40, owes: 5, past: [{ _id: id, paid: 40, owed: 5 }] });
      // Owed counts as revenue, as a visit's balance due does; the takings hold only the money that moved.
      expect(await seen.revenue()).toEqual([45]);
      expect((await seen.details()).byMethod).toEqual([
        { method: 'card', revenue: 40 },
        { method: 'owed', revenue: 5 },
      ]);
      expect(await seen.takings()).toMatchObject({ card: 40, total: 40 });

      // Paid two hours later, through 'Add payment'.
      s.setNow(new Date(NOW.getTime() + 2 * 3_600_000));
      const paid = await till.pay(id, [{ method: 'cash', amount: 5 }]);
      s.setNow(NOW);
      expect(paid.json<TillResponse>().money).toMatchObject({ takenAtSalon: 45, balance: 0, owed: 0 });
      expect(await seen.owed()).toEqual([]);
      expect(await seen.profile(clientId)).toMatchObject({ totalSpent: 45, owes: 0 });
      expect(await seen.revenue()).toEqual([45]);
      expect((await seen.details()).byMethod).toEqual([
        { method: 'card', revenue: 40 },
        { method: 'cash', revenue: 5 },
      ]);
      expect(await seen.takings()).toMatchObject({ card: 40, cash: 5, total: 45 });
    });

    it('can be given up later as a discount, with no payment', async () => {
      const id = await visit();
      await till.checkout(id, [{ method: 'card', amount: 30 }], { shortfall: 'owed' });
      const nothing = await till.pay(id, [], { shortfall: 'owed' });
      expect([nothing.statusCode, nothing.json().error]).toEqual([400, 'payments: Enter a payment.']);
      const written = await till.pay(id, [], { shortfall: 'discount' });
      expect(written.json<TillResponse>().money).toMatchObject({ takenAtSalon: 30, discount: 15, owed: 0 });
      expect((await seen.owed()).map(([owing]) => owing)).not.toContain(id);
    });

    it('is neither owed nor a discount when nobody checked the visit out: the auto-complete job records it as taken', async () => {
      const id = await visit({ start: '2026-11-22T09:00:00Z' });
      expect(await completeOverdueVisits(s.db, NOW)).toBeGreaterThan(0);
      expect((await till.money(id)).json()).toMatchObject({ status: 'completed', discount: 0, owed: 0, balance: 0 });
      expect((await seen.owed()).map(([owing]) => owing)).not.toContain(id);
    });
  });

  describe('without saying which', () => {
    const s = salonAppForSuite(engine, NOW);
    const till = tillApi(s);
    const visit = startedVisits(s, NOW);
    const QUESTION = 'The payments leave £5.00 unpaid. Is the £5.00 a discount, or does the client still owe it?';

    it('is refused with the question (400), and nothing changes; a full payment needs no answer', async () => {
      const id = await visit();
      const before = await appointmentsAndMoney(s.db);
      const res = await till.checkout(id, [
        { method: 'card', amount: 30 },
        { method: 'cash', amount: 10, tip: 2 },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: QUESTION, code: 'SHORTFALL_UNDECIDED', details: { unpaid: 5 } });
      expect(await appointmentsAndMoney(s.db)).toBe(before);
      expect((await till.checkout(id, [{ method: 'card', amount: 45 }])).statusCode).toBe(200);
    });

    it('is refused for a later payment that leaves an amount owed unsaid too', async () => {
      const id = await visit();
      await till.checkout(id, [{ method: 'card', amount: 35 }], { shortfall: 'owed' });
      const before = await appointmentsAndMoney(s.db);
      const res = await till.pay(id, [{ method: 'cash', amount: 5 }]);
      expect([res.statusCode, res.json().code]).toEqual([400, 'SHORTFALL_UNDECIDED']);
      expect(await appointmentsAndMoney(s.db)).toBe(before);
    });

    it('refuses a choice that is neither', async () => {
      const id = await visit();
      const res = await till.call('POST', `/api/appointments/${id}/checkout`, {
        requestId: crypto.randomUUID(),
        payments: [],
        shortfall: 'waived',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("shortfall must be 'discount' or 'owed'.");
    });
  });
});
