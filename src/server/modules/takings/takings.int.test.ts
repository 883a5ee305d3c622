import { and, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poundsToPence } from '../../../core/money.ts';
import { duePence } from '../../../core/revenue.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { TakingsFigures, TakingsReport } from '../../../core/schemas/till.schema.ts';
import { SALON_TIME_ZONE, dateInZone } from '../../../core/time.ts';
import { addToTakings, NO_TAKINGS, type MoneyKind, type MoneyMethod, type TakingsPence } from '../../../core/till.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenReversal, givenSalonPayments } from '../../../../tests/builders/money.builder.ts';
import { givenMoneyWeek, MONEY_WEEK } from '../../../../tests/builders/money-week.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const WEEK = `startDate=${MONEY_WEEK.startDate}&endDate=${MONEY_WEEK.endDate}`;
const ZERO: TakingsFigures = { card: 0, cash: 0, other: 0, notRecorded: 0, online: 0, refunds: 0, tips: 0, total: 0, testMoney: 0 };
const inPence = (f: TakingsFigures): TakingsPence =>
  Object.fromEntries(Object.entries(f).map(([key, pounds]) => [key, poundsToPence(pounds)])) as unknown as TakingsPence;

describe.each(engines)('end-of-day takings (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const { alice, cut } = await givenMoneyWeek(t.db);
      // Around the week, on visits of their own: deposits paid at 23:59 BST the night before and at midnight GMT after.
      await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        start: '2026-10-27T10:00:00Z',
        paymentMode: 'deposit',
        amountPaidPence: 900,
        paidAt: '2026-10-18T22:59:00Z',
      });
      await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        start: '2026-10-27T12:00:00Z',
        paymentMode: 'deposit',
        amountPaidPence: 1000,
        paidAt: '2026-10-26T00:00:00Z',
      });
      // Around the night the clocks go forward (29 March 2026, 01:00 UTC).
      const march = await givenAppointment(t.db, { beauticianId: alice, serviceId: cut, start: '2026-03-28T10:00:00Z' });
      const [, card] = await givenSalonPayments(t.db, march, [
        { method: 'cash', amountPence: 1000, takenAt: '2026-03-28T23:30:00Z' }, // 23:30 GMT, 28 Mar
        { method: 'card', amountPence: 2000, takenAt: '2026-03-29T00:30:00Z' }, // 00:30 GMT, 29 Mar
        { method: 'other', amountPence: 4000, takenAt: '2026-03-29T23:00:00Z' }, // 00:00 BST, 30 Mar
      ]);
      await givenReversal(t.db, card!, '2026-03-31T10:00:00Z'); // noticed two days later
    },
  });

  const get = s.staff.read;
  const takings = (query: string) => get<TakingsReport>(`/api/takings?${query}`);

  it('lists each London day money moved on: methods net of reversals, refunds and tips apart', async () => {
    const report = await takings(WEEK);
    expect(report.days).toEqual([
      { ...ZERO, date: '2026-10-19', online: 73, total: 73 },
      { ...ZERO, date: '2026-10-20', card: 76, online: 9, total: 85, testMoney: 9 },
      { ...ZERO, date: '2026-10-21', cash: 45, online: 45, tips: 5, total: 90 },
      { ...ZERO, date: '2026-10-22', card: 50, cash: 45, notRecorded: 25, refunds: 45, tips: 3, total: 75 },
      // a card payment with a tip reversed and taken in cash: the card nets to nothing, and so does its tip
      { ...ZERO, date: '2026-10-23', cash: 25, total: 25 },
      // nothing moved on the 24th; the deposit paid at 00:30 BST on the 25th and the evening's 23:30 GMT payment
      { ...ZERO, date: '2026-10-25', other: 45, online: 19, total: 64 },
    ]);
    expect(report.totals).toEqual({
      card: 126,
      cash: 115,
      other: 45,
      notRecorded: 25,
      online: 146,
      refunds: 45,
      tips: 8,
      total: 412,
      testMoney: 9,
    });
  });

  it('adds up to the recorded payments minus refunds, as the core adds the entries', async () => {
    const from = new Date('2026-10-18T23:00:00Z');
    const to = new Date('2026-10-26T00:00:00Z');
    const entries = await s.db
      .select()
      .from(moneyEntries)
      .where(and(gte(moneyEntries.takenAt, from), lt(moneyEntries.takenAt, to)));
    const byDay = new Map<string, TakingsPence>();
    for (const e of entries) {
      const date = dateInZone(e.takenAt, SALON_TIME_ZONE);
      byDay.set(date, addToTakings(byDay.get(date) ?? NO_TAKINGS, { ...e, kind: e.kind as MoneyKind, method: e.method as MoneyMethod }));
    }
    const payments = entries.filter((e) => e.kind !== 'online_refund').reduce((sum, e) => sum + e.amountPence, 0);
    const refunds = -entries.filter((e) => e.kind === 'online_refund').reduce((sum, e) => sum + e.amountPence, 0);

    const report = await takings(WEEK);
    expect(inPence(report.totals).total).toBe(payments - refunds);
    expect(inPence(report.totals)).toEqual(
      entries.reduce((sum, e) => addToTakings(sum, { ...e, kind: e.kind as MoneyKind, method: e.method as MoneyMethod }), NO_TAKINGS),
    );
    expect(report.days.map(({ date, ...figures }) => [date, inPence(figures)])).toEqual([...byDay].sort(([a], [b]) => a.localeCompare(b)));
  });

  it("matches the revenue report's total once the balances due on confirmed visits are added", async () => {
    const revenue = await get<RevenueReport>(`/api/revenue?${WEEK}`);
    const revenuePence = revenue.beauticians.reduce((sum, row) => sum + poundsToPence(row.revenue), 0);
    const rows = await s.db
      .select()
      .from(appointments)
      .where(and(gte(appointments.startAt, new Date('2026-10-18T23:00:00Z')), lt(appointments.startAt, new Date('2026-10-26T00:00:00Z'))));
    const due = rows.reduce((sum, r) => sum + duePence({ ...r, status: r.status as AppointmentStatus }), 0);
    // £76 left on the colour with a deposit, the whole £45 of the cut with nothing paid
    expect(due).toBe(7600 + 4500);
    expect(revenuePence).toBe(poundsToPence((await takings(WEEK)).totals.total) + due);
    expect(revenuePence).toBe(53300);
  });

  describe('London days', () => {
    it('puts 00:30 BST and 23:30 GMT on the day the clocks go back both in that day', async () => {
      const report = await takings('startDate=2026-10-25&endDate=2026-10-25');
      expect(report.days.map((d) => d.date)).toEqual(['2026-10-25']);
      expect(report.totals).toMatchObject({ online: 19, other: 45, total: 64 });
      expect(await takings('startDate=2026-10-24&endDate=2026-10-24')).toEqual({ days: [], totals: ZERO });
    });

    it('puts 23:30 GMT on the eve of the clocks going forward on that eve, and midnight BST on the next day', async () => {
      expect((await takings('startDate=2026-03-28&endDate=2026-03-28')).days).toEqual([
        { ...ZERO, date: '2026-03-28', cash: 10, total: 10 },
      ]);
      expect((await takings('startDate=2026-03-29&endDate=2026-03-29')).days).toEqual([
        { ...ZERO, date: '2026-03-29', card: 20, total: 20 },
      ]);
      expect((await takings('startDate=2026-03-30&endDate=2026-03-30')).days).toEqual([
        { ...ZERO, date: '2026-03-30', other: 40, total: 40 },
      ]);
      expect((await takings('startDate=2026-03-28&endDate=2026-03-30')).totals.total).toBe(70);
    });

    it('includes the whole end date, to 23:59, and nothing of the days either side', async () => {
      expect((await takings('startDate=2026-10-20&endDate=2026-10-21')).days.map((d) => d.date)).toEqual(['2026-10-20', '2026-10-21']);
      expect((await takings('startDate=2026-10-18&endDate=2026-10-18')).days).toEqual([
        { ...ZERO, date: '2026-10-18', online: 9, total: 9 },
      ]);
      expect((await takings('startDate=2026-10-26&endDate=2026-10-26')).days).toEqual([
        { ...ZERO, date: '2026-10-26', online: 10, total: 10 },
      ]);
      expect((await takings('startDate=2026-10-18&endDate=2026-10-26')).totals.total).toBe(9 + 412 + 10);
    });
  });

  it('shows a reversal on the day it was recorded, as a negative figure', async () => {
    expect((await takings('startDate=2026-03-31&endDate=2026-03-31')).days).toEqual([
      { ...ZERO, date: '2026-03-31', card: -20, total: -20 },
    ]);
    const csv = await s.staff.get('/api/takings/export.csv?startDate=2026-03-31&endDate=2026-03-31');
    expect(csv.body).toContain('\r\n31/03/2026,-20.00,0.00,0.00,0.00,0.00,0.00,0.00,-20.00,0.00\r\n');
  });

  it('downloads the takings as CSV with a Total row', async () => {
    const res = await s.staff.get(`/api/takings/export.csv?${WEEK}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="takings-2026-10-19-to-2026-10-25.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      '\uFEFFDate,Card (£),Cash (£),Other (£),Not recorded (£),Online (£),Refunds (£),Tips (£),Total (£),Of which test money (£)\r\n' +
        '19/10/2026,0.00,0.00,0.00,0.00,73.00,0.00,0.00,73.00,0.00\r\n' +
        '20/10/2026,76.00,0.00,0.00,0.00,9.00,0.00,0.00,85.00,9.00\r\n' +
        '21/10/2026,0.00,45.00,0.00,0.00,45.00,0.00,5.00,90.00,0.00\r\n' +
        '22/10/2026,50.00,45.00,0.00,25.00,0.00,45.00,3.00,75.00,0.00\r\n' +
        '23/10/2026,0.00,25.00,0.00,0.00,0.00,0.00,0.00,25.00,0.00\r\n' +
        '25/10/2026,0.00,0.00,45.00,0.00,19.00,0.00,0.00,64.00,0.00\r\n' +
        'Total,126.00,115.00,45.00,25.00,146.00,45.00,8.00,412.00,9.00\r\n',
    );
  });

  it('downloads a header and a zero Total row for days with no money', async () => {
    const res = await s.staff.get('/api/takings/export.csv?startDate=2026-10-24&endDate=2026-10-24');
    expect(res.body.split('\r\n').slice(1)).toEqual(['Total,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00', '']);
  });

  it('answers the same to many requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.staff.get(`/api/takings?${WEEK}`)));
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1);
  });

  describe('refusals', () => {
    it.each([
      ['?startDate=2026-10-25&endDate=2026-10-19', 'endDate: End date must be on or after the start date'],
      ['?startDate=2026-02-30&endDate=2026-03-01', 'startDate: Must be a date in YYYY-MM-DD format'],
      ['?startDate=25/10/2026&endDate=2026-10-25', 'startDate: Must be a date in YYYY-MM-DD format'],
      ['?startDate=2026-10-19', 'endDate: Must be a date in YYYY-MM-DD format'],
      ['?startDate=1999-12-31&endDate=2026-10-25', 'startDate: Must be a date between 2000 and 2100'],
    ])('refuses %s with 400 and says why, the CSV too', async (query, message) => {
      for (const path of ['/api/takings', '/api/takings/export.csv']) {
        const res = await s.staff.get(`${path}${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
      }
    });

    it('refuses a date given twice', async () => {
      const res = await s.staff.get(`/api/takings?${WEEK}&startDate=2026-10-20`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('is for staff only', async () => {
      expect((await s.app.inject({ url: `/api/takings?${WEEK}` })).statusCode).toBe(401);
      expect((await s.app.inject({ url: `/api/takings/export.csv?${WEEK}` })).statusCode).toBe(401);
    });
  });
});
