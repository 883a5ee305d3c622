import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, startedVisits, tillApi } from '../../../../tests/support/till-api.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's Cut: 60 minutes, £45.
const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('checking a visit out at the till (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  const visit = startedVisits(s, NOW);
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const entries = (id: string) => s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id));

  it('takes a split payment, card and cash: the visit is completed and its salon takings are the sum', async () => {
    const id = await visit();
    const res = await till.checkout(
      id,
      [
        { method: 'card', amount: 30 },
        { method: 'cash', amount: 15 },
      ],
      { note: 'Paid half each' },
    );
    expect(res.statusCode).toBe(200);
    const { appointment, money } = res.json();
    expect(appointment).toMatchObject({ _id: id, status: 'completed', takenAtSalon: 45 });
    expect(money).toMatchObject({ status: 'completed', price: 45, paidOnline: 0, takenAtSalon: 45, tips: 0, balance: 0 });
    expect(money.entries.map((e: { method: string; amount: number }) => [e.method, e.amount]).sort()).toEqual([
      ['card', 30],
      ['cash', 15],
    ]);
    for (const e of money.entries) {
      expect(e).toMatchObject({
        kind: 'salon_payment',
        tip: 0,
        takenAt: NOW.toISOString(),
        recordedBy: 'Test Manager',
        note: 'Paid half each',
        reversesId: null,
        reversedById: null,
        testMoney: false,
      });
    }
    expect(await stored(id)).toMatchObject({ status: 'completed', salonTakenPence: 4500, updatedAt: NOW });
    // The history reads the same afterwards.
    expect((await till.money(id)).json()).toEqual(money);
  });

  it.each([
    ['a discount', 40, { shortfall: 'discount' } as const, { takenAtSalon: 40, discount: 5, balance: 0, owed: 0 }],
    ['an amount still owed', 40, { shortfall: 'owed' } as const, { takenAtSalon: 40, discount: 0, balance: 5, owed: 5 }],
    ['an extra', 52.5, {}, { takenAtSalon: 52.5, discount: 0, balance: -7.5, owed: 0 }],
  ])(
    'records %s: the amount differs from the price and the visit’s money says what the difference is',
    async (_case, amount, extra, figures) => {
      const id = await visit();
      const { money } = (await till.checkout(id, [{ method: 'card', amount }], extra)).json();
      expect(money).toMatchObject({ status: 'completed', price: 45, ...figures });
      expect(await stored(id)).toMatchObject({ salonTakenPence: figures.takenAtSalon * 100, discountPence: figures.discount * 100 });
    },
  );

  it('keeps a tip apart from the amount: the salon takings exclude it', async () => {
    const id = await visit();
    const { appointment, money } = (
      await till.checkout(id, [
        { method: 'card', amount: 45, tip: 5.5 },
        { method: 'cash', amount: 0, tip: 2 },
      ])
    ).json();
    expect(appointment.takenAtSalon).toBe(45);
    expect(money).toMatchObject({ takenAtSalon: 45, tips: 7.5, balance: 0 });
    expect((await entries(id)).map((e) => [e.method, e.amountPence, e.tipPence]).sort()).toEqual([
      ['card', 4500, 550],
      ['cash', 0, 200],
    ]);
  });

  it('an online deposit visit: the balance is the price less the deposit, and paying it by card makes up the price', async () => {
    const id = await visit({ paymentMode: 'deposit', amountPaidPence: 1350 });
    const before = (await till.money(id)).json();
    expect(before).toMatchObject({ status: 'confirmed', price: 45, paidOnline: 13.5, takenAtSalon: 0, balance: 31.5 });
    expect(before.entries).toMatchObject([{ kind: 'online_payment', method: 'online', amount: 13.5, recordedBy: null }]);

    const { appointment, money } = (await till.checkout(id, [{ method: 'card', amount: before.balance }])).json();
    expect(appointment.amountPaid + appointment.takenAtSalon).toBe(45);
    expect(money).toMatchObject({ status: 'completed', paidOnline: 13.5, takenAtSalon: 31.5, balance: 0 });
    expect(money.entries.map((e: { kind: string }) => e.kind).sort()).toEqual(['online_payment', 'salon_payment']);
  });

  it('checks out a visit paid in full online with no payment at all', async () => {
    const id = await visit({ paymentMode: 'pay_now', amountPaidPence: 4500 });
    const res = await till.checkout(id, []);
    expect(res.statusCode).toBe(200);
    expect(res.json().money).toMatchObject({ status: 'completed', paidOnline: 45, takenAtSalon: 0, balance: 0 });
  });

  it.each([
    ['before it starts', () => visit({ start: new Date(NOW.getTime() + HOUR).toISOString() }), 'NOT_STARTED'],
    ['on a cancelled visit', () => visit({ status: 'cancelled_full_refund' }), 'ALREADY_CANCELLED'],
    ['on a no-show', () => visit({ status: 'no_show' }), 'NO_SHOW'],
    ['on an unpaid hold', () => visit({ status: 'reserved_unpaid', paymentMode: 'deposit' }), 'UNPAID'],
    [
      'on a visit already checked out',
      async () => {
        const id = await visit();
        await till.checkout(id, [{ method: 'cash', amount: 45 }]);
        return id;
      },
      'ALREADY_CHECKED_OUT',
    ],
  ])('refuses a checkout %s with 409 and changes nothing', async (_case, given, code) => {
    const id = await given();
    const before = await appointmentsAndMoney(s.db);
    const res = await till.checkout(id, [{ method: 'card', amount: 45 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(code);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
  });

  it('once checked out, the visit can be neither cancelled nor marked a no-show', async () => {
    const id = await visit();
    await till.checkout(id, [{ method: 'card', amount: 45 }]);
    const cancel = await till.call('POST', `/api/appointments/${id}/cancel`, { requestedBy: 'staff' });
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'COMPLETED']);
    const noShow = await till.call('PATCH', `/api/appointments/${id}/status`, { status: 'no_show' });
    expect([noShow.statusCode, noShow.json()]).toEqual([
      409,
      { code: 'COMPLETED', error: 'A checked-out visit cannot be marked as a no-show.' },
    ]);
    expect((await stored(id)).status).toBe('completed');
  });

  it('takes a further payment on a checked-out visit, and refuses one before the checkout', async () => {
    const id = await visit();
    const early = await till.pay(id, [{ method: 'cash', amount: 5 }]);
    expect([early.statusCode, early.json()]).toEqual([409, { code: 'NOT_CHECKED_OUT', error: 'Check the visit out first.' }]);
    await till.checkout(id, [{ method: 'card', amount: 45 }]);
    const res = await till.pay(id, [{ method: 'cash', amount: 8, tip: 1 }], { note: 'Shampoo bought after' });
    expect(res.statusCode).toBe(200);
    expect(res.json().money).toMatchObject({ status: 'completed', takenAtSalon: 53, tips: 1, balance: -8 });
    // The clock stands still here, so both entries share one instant: find the new one by its method.
    expect(res.json().money.entries.find((e: { method: string }) => e.method === 'cash')).toMatchObject({
      amount: 8,
      tip: 1,
      note: 'Shampoo bought after',
    });
  });

  it.each([
    ['a negative amount', { payments: [{ method: 'card', amount: -5 }] }, 'Amount cannot be negative.'],
    ['three decimals', { payments: [{ method: 'card', amount: 44.999 }] }, 'Amount is in pounds and pence (at most 2 decimals).'],
    ['an unknown method', { payments: [{ method: 'voucher', amount: 45 }] }, 'Method must be card, cash or other.'],
    ['nothing taken in a payment', { payments: [{ method: 'cash', amount: 0, tip: 0 }] }, 'Enter an amount or a tip.'],
    [
      'a requestId that is not a UUID',
      { requestId: 'twice-please', payments: [{ method: 'card', amount: 45 }] },
      'requestId must be a UUID.',
    ],
  ])('answers 400 to %s and changes nothing', async (_case, body, message) => {
    const id = await visit();
    const before = await appointmentsAndMoney(s.db);
    const res = await till.call('POST', `/api/appointments/${id}/checkout`, { requestId: crypto.randomUUID(), ...body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
  });

  it('answers 400 to an id that is not a UUID, and 404 to an unknown visit', async () => {
    expect((await till.checkout('42', [])).statusCode).toBe(400);
    for (const res of [
      await till.checkout(UNKNOWN, [{ method: 'card', amount: 45 }]),
      await till.pay(UNKNOWN, [{ method: 'card', amount: 1 }]),
      await till.money(UNKNOWN),
    ]) {
      expect([res.statusCode, res.json().error]).toEqual([404, 'Appointment not found']);
    }
  });
});
