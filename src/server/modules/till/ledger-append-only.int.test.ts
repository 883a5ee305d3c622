import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { databaseRefusal } from '../../../../tests/support/database-refusal.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointmentsAndMoney, tillApi } from '../../../../tests/support/till-api.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';

// Monday 23 Nov 2026, 12:00 in London. A visit this morning, its £9 deposit paid online in October, checked out at
// the till with the rest by card.
const NOW = new Date('2026-11-23T12:00:00Z');
/** Migration 0011's words and SQLSTATE, whoever writes to the ledger (docs/decisions/0027). */
const APPEND_ONLY = { code: 'SL002', message: 'money entries are never changed or deleted; record a reversal' };

describe.each(engines)('the ledger is append-only (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const till = tillApi(s);
  let visit: string;
  const entriesOf = (id: string) => s.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, id));
  const takings = async () => (await till.call('GET', '/api/takings?startDate=2026-10-01&endDate=2026-11-30')).json();

  beforeAll(async () => {
    visit = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-23T09:00:00Z',
      paymentMode: 'deposit',
      amountPaidPence: 900,
      paidAt: '2026-10-20T10:00:00Z',
    });
    const res = await till.checkout(visit, [{ method: 'card', amount: 36, tip: 4 }], { note: 'Paid by card' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entriesOf(visit)).map((e) => [e.kind, e.amountPence]).sort()).toEqual([
      ['online_payment', 900],
      ['salon_payment', 3600],
    ]);
  });

  it('refuses to delete an entry, one or all, naming the rule, and the takings stay as they were', async () => {
    const [entry] = await entriesOf(visit);
    const before = [await appointmentsAndMoney(s.db), await takings()];
    expect(await databaseRefusal(s.db.delete(moneyEntries).where(eq(moneyEntries.id, entry!.id)))).toEqual(APPEND_ONLY);
    expect(await databaseRefusal(s.db.execute(sql`delete from money_entries`))).toEqual(APPEND_ONLY);
    expect([await appointmentsAndMoney(s.db), await takings()]).toEqual(before);
  });

  it('refuses to change an amount, a tip, a date or a note, naming the rule', async () => {
    const [entry] = (await entriesOf(visit)).filter((e) => e.kind === 'salon_payment');
    const before = await appointmentsAndMoney(s.db);
    const edit = (set: Partial<typeof moneyEntries.$inferInsert>) =>
      s.db.update(moneyEntries).set(set).where(eq(moneyEntries.id, entry!.id));
    for (const set of [{ amountPence: 1 }, { tipPence: 0 }, { takenAt: NOW }, { method: 'cash' }, { note: 'changed' }]) {
      expect(await databaseRefusal(edit(set)), JSON.stringify(set)).toEqual(APPEND_ONLY);
    }
    // The erasure's blank note (migration 0014) does not carry any other change with it.
    expect(await databaseRefusal(s.db.execute(sql`update money_entries set note = '', amount_pence = 2 where id = ${entry!.id}`))).toEqual(
      APPEND_ONLY,
    );
    expect(await appointmentsAndMoney(s.db)).toBe(before);
  });

  it('lets an erasure blank a note and nothing else, and the demo’s reset take a visit with its history', async () => {
    const [entry] = (await entriesOf(visit)).filter((e) => e.kind === 'salon_payment');
    await s.db.update(moneyEntries).set({ note: '' }).where(eq(moneyEntries.id, entry!.id));
    expect((await entriesOf(visit)).find((e) => e.id === entry!.id)).toEqual({ ...entry, note: '' });

    await s.db.delete(appointments).where(eq(appointments.id, visit));
    expect(await entriesOf(visit)).toEqual([]);
  });
});
