import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, startedVisits, tillApi, type PaymentInput } from '../../../../tests/support/till-api.ts';
import type { MoneyEntry } from '../../../core/schemas/till.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';

// Monday 23 Nov 2026, 12:00 in London (GMT). Alice's Cut: 60 minutes, £45.
const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = new Date('2026-11-23T12:20:00Z');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('reversing money taken at the till (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  const visit = startedVisits(s, NOW);
  /** A visit checked out with these payments; returns its id and the entries the checkout recorded. */
  const checkedOut = async (payments: PaymentInput[], options: Partial<AppointmentOptions> = {}) => {
    const id = await visit(options);
    const res = await till.checkout(id, payments);
    if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
    return { id, entries: (res.json().money.entries as MoneyEntry[]).filter((e) => e.kind === 'salon_payment') };
  };
  const salonTaken = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.salonTakenPence;

  it('negates the entry, amount and tip, by the same method, and the visit’s salon takings drop by its amount', async () => {
    const { id, entries } = await checkedOut([{ method: 'card', amount: 45, tip: 4 }]);
    s.setNow(LATER);
    const res = await till.reverse(entries[0]!._id, 'Charged the wrong card');
    s.setNow(NOW);
    expect(res.statusCode).toBe(200);
    const { appointment, money } = res.json();
    expect(appointment).toMatchObject({ status: 'completed', takenAtSalon: 0 });
    expect(money).toMatchObject({ takenAtSalon: 0, tips: 0, balance: 45 });
    const [payment, reversal] = money.entries;
    expect(payment).toMatchObject({ _id: entries[0]!._id, reversedById: reversal._id });
    expect(reversal).toMatchObject({
      kind: 'reversal',
      method: 'card',
      amount: -45,
      tip: -4,
      takenAt: LATER.toISOString(),
      recordedBy: 'Test Manager',
      note: 'Charged the wrong card',
      reversesId: payment._id,
      reversedById: null,
    });
    expect(await salonTaken(id)).toBe(0);
  });

  it('keeps the history of a mistake: the entry, its reversal and the corrected payment', async () => {
    const { id, entries } = await checkedOut([{ method: 'cash', amount: 54 }]);
    await till.reverse(entries[0]!._id, 'Typed 54 for 45');
    const res = await till.pay(id, [{ method: 'cash', amount: 45 }]);
    expect(res.json().money).toMatchObject({ takenAtSalon: 45, balance: 0 });
    expect(
      res
        .json()
        .money.entries.map((e: MoneyEntry) => e.amount)
        .sort((a: number, b: number) => a - b),
    ).toEqual([-54, 45, 54]);
    expect(await salonTaken(id)).toBe(4500);
  });

  it('reverses one entry of a split, leaving the other', async () => {
    const { id, entries } = await checkedOut([
      { method: 'card', amount: 30 },
      { method: 'cash', amount: 15 },
    ]);
    const cash = entries.find((e) => e.method === 'cash')!;
    expect((await till.reverse(cash._id)).json().money).toMatchObject({ takenAtSalon: 30, balance: 15 });
    expect(await salonTaken(id)).toBe(3000);
  });

  it('refuses to reverse an entry twice, or a reversal, with 409, and changes nothing', async () => {
    const { id, entries } = await checkedOut([{ method: 'card', amount: 45 }]);
    const reversal = (await till.reverse(entries[0]!._id)).json().money.entries.find((e: MoneyEntry) => e.kind === 'reversal');
    const before = await appointmentsAndMoney(s.db);
    const twice = await till.reverse(entries[0]!._id);
    expect([twice.statusCode, twice.json()]).toEqual([409, { code: 'ALREADY_REVERSED', error: 'This entry has already been reversed.' }]);
    const ofReversal = await till.reverse(reversal._id);
    expect([ofReversal.statusCode, ofReversal.json().code]).toEqual([409, 'IS_REVERSAL']);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
    expect(await salonTaken(id)).toBe(0);
  });

  it('refuses to reverse online money with 409: it goes back through the provider', async () => {
    const id = await visit({ paymentMode: 'deposit', amountPaidPence: 1350 });
    const [online] = await s.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.appointmentId, id), eq(moneyEntries.kind, 'online_payment')));
    const before = await appointmentsAndMoney(s.db);
    const res = await till.reverse(online!.id);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'ONLINE_MONEY', error: 'Online payments and refunds are not changed at the till.' },
    ]);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
  });

  it('reverses an entry once when ten reversals of it arrive at once', async () => {
    const { id, entries } = await checkedOut([{ method: 'cash', amount: 45, tip: 5 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => till.reverse(entries[0]!._id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'ALREADY_REVERSED')).toBe(true);
    const reversals = await s.db
      .select()
      .from(moneyEntries)
      .where(and(eq(moneyEntries.appointmentId, id), eq(moneyEntries.kind, 'reversal')));
    expect(reversals).toHaveLength(1);
    expect(await salonTaken(id)).toBe(0);
  });

  it('answers 400 to an empty reason or a malformed id, and 404 to an unknown entry', async () => {
    const { entries } = await checkedOut([{ method: 'card', amount: 45 }]);
    const before = await appointmentsAndMoney(s.db);
    const empty = await till.call('POST', `/api/money-entries/${entries[0]!._id}/reverse`, { reason: '   ' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'reason: Say why the entry is reversed.']);
    expect((await till.call('POST', `/api/money-entries/${entries[0]!._id}/reverse`, {})).statusCode).toBe(400);
    expect((await till.reverse('not-an-id')).statusCode).toBe(400);
    expect(await appointmentsAndMoney(s.db)).toBe(before);
    const unknown = await till.reverse(UNKNOWN);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Money entry not found']);
  });
});
