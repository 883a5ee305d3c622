import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { poundsToPence } from '../../../core/money.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { RevenueDetails } from '../../../core/schemas/till.schema.ts';
import { services } from '../../db/schema/catalog.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBalancePaid } from '../../../../tests/builders/money.builder.ts';
import { givenMoneyWeek, MONEY_WEEK } from '../../../../tests/builders/money-week.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const WEEK = `startDate=${MONEY_WEEK.startDate}&endDate=${MONEY_WEEK.endDate}`;
const sumPence = (rows: { revenue: number }[]) => rows.reduce((sum, row) => sum + poundsToPence(row.revenue), 0);

describe.each(engines)('revenue by service and by payment method (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const week = await givenMoneyWeek(t.db);
      // Outside the week by a minute either side (BST): 23:59 on Sun 18 Oct, and 00:00 on Mon 26 Oct (GMT).
      for (const start of ['2026-10-18T22:59:00Z', '2026-10-26T00:00:00Z']) {
        await givenBalancePaid(t.db, await givenAppointment(t.db, { beauticianId: week.alice, serviceId: week.cut, start }), 'cash');
      }
      return { week };
    },
  });

  const get = s.staff.read;
  const details = (query: string) => get<RevenueDetails>(`/api/revenue/details?${query}`);

  it('splits the week by service: bookings are confirmed and completed visits, revenue as the report counts it', async () => {
    expect((await details(WEEK)).byService).toEqual([
      { service: 'Colour', bookings: 3, revenue: 285 },
      // four visits, a no-show's and a late cancellation's kept deposits; the full refund adds nothing
      { service: 'Cut', bookings: 4, revenue: 198 },
      { service: 'Manicure', bookings: 2, revenue: 50 },
    ]);
  });

  it('splits it by how it was paid: net of reversals and refunds, tips apart, and what is still due', async () => {
    expect((await details(WEEK)).byMethod).toEqual([
      { method: 'online', revenue: 101 },
      { method: 'card', revenue: 126 },
      { method: 'cash', revenue: 115 },
      { method: 'other', revenue: 45 },
      { method: 'not_recorded', revenue: 25 },
      { method: 'due', revenue: 121 },
      { method: 'owed', revenue: 0 },
    ]);
  });

  it("sums each list to the report's total, for the salon and for each beautician", async () => {
    const report = await get<RevenueReport>(`/api/revenue?${WEEK}`);
    const all = await details(WEEK);
    expect(sumPence(all.byService)).toBe(sumPence(report.beauticians));
    expect(sumPence(all.byMethod)).toBe(sumPence(report.beauticians));
    expect(sumPence(report.beauticians)).toBe(53300);
    for (const row of report.beauticians) {
      const one = await details(`${WEEK}&beauticianId=${row.beauticianId}`);
      expect(sumPence(one.byService)).toBe(poundsToPence(row.revenue));
      expect(sumPence(one.byMethod)).toBe(poundsToPence(row.revenue));
      expect(one.byService.reduce((n, s) => n + s.bookings, 0)).toBe(row.bookings);
    }
  });

  it("shows one beautician's revenue alone", async () => {
    const bella = await details(`${WEEK}&beauticianId=${s.week.bella}`);
    expect(bella.byService).toEqual([{ service: 'Manicure', bookings: 2, revenue: 50 }]);
    expect(bella.byMethod.filter((m) => m.revenue !== 0)).toEqual([
      { method: 'cash', revenue: 25 },
      { method: 'not_recorded', revenue: 25 },
    ]);
  });

  it('lists a renamed service under each name it was booked as', async () => {
    await givenBalancePaid(
      s.db,
      await givenAppointment(s.db, { beauticianId: s.week.alice, serviceId: s.week.cut, start: '2026-12-01T10:00:00Z' }),
    );
    await s.db.update(services).set({ name: 'Cut & Finish' }).where(eq(services.id, s.week.cut));
    await givenBalancePaid(
      s.db,
      await givenAppointment(s.db, { beauticianId: s.week.alice, serviceId: s.week.cut, start: '2026-12-01T12:00:00Z' }),
    );
    await givenBalancePaid(
      s.db,
      await givenAppointment(s.db, { beauticianId: s.week.alice, serviceId: s.week.cut, start: '2026-12-01T14:00:00Z' }),
    );
    expect((await details('startDate=2026-12-01&endDate=2026-12-01')).byService).toEqual([
      { service: 'Cut & Finish', bookings: 2, revenue: 90 },
      { service: 'Cut', bookings: 1, revenue: 45 },
    ]);
  });

  it('keeps to the London days of the range, as the report', async () => {
    const edges = await details('startDate=2026-10-18&endDate=2026-10-18');
    expect(edges.byService).toEqual([{ service: 'Cut', bookings: 1, revenue: 45 }]);
    expect(edges.byMethod.find((m) => m.method === 'cash')).toEqual({ method: 'cash', revenue: 45 });
    expect(sumPence((await details('startDate=2026-10-26&endDate=2026-10-26')).byMethod)).toBe(4500);
    const empty = await details('startDate=2027-01-01&endDate=2027-01-31');
    expect(empty.byService).toEqual([]);
    expect(sumPence(empty.byMethod)).toBe(0);
  });

  describe('refusals', () => {
    const ask = (query: string, as = s.staff) => as.get(`/api/revenue/details?${query}`);

    it.each([
      ['startDate=2026-10-25&endDate=2026-10-19', 'endDate: End date must be on or after the start date'],
      ['startDate=2026-13-01&endDate=2026-10-25', 'startDate: Must be a date in YYYY-MM-DD format'],
      ['endDate=2026-10-25', 'startDate: Must be a date in YYYY-MM-DD format'],
      [`${WEEK}&beauticianId=alice`, 'beauticianId: Must be a valid id'],
      [`${WEEK}&beauticianId=`, 'beauticianId: Must be a valid id'],
    ])('refuses %s with 400 and says why', async (query, message) => {
      const res = await ask(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    });

    it('answers 404 for a beautician who does not exist', async () => {
      const res = await ask(`${WEEK}&beauticianId=3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Beautician not found', code: 'NOT_FOUND' });
    });

    it('is for staff only', async () => {
      expect((await ask(WEEK, s.as(undefined))).statusCode).toBe(401);
    });
  });
});
