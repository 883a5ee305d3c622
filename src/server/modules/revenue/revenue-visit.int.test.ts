import { describe, expect, it } from 'vitest';
import { givenSalonForVisits } from '../../../../tests/builders/scenario.builder.ts';
import { givenVisit } from '../../../../tests/builders/visit.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { RevenueDetails, TakingsReport } from '../../../core/schemas/till.schema.ts';

// Tuesday 1 Dec 2026 in London (GMT): the visit at 10:00, checked out at 12:30.
const NOW = new Date('2026-12-01T12:30:00Z');
const DAY = 'startDate=2026-12-01&endDate=2026-12-01';

/**
 * Issue 25: a visit of Alice's colour (£65) and Ben's cut (£40), checked out as one bill with a £5 discount and a £10
 * tip split evenly. Revenue Analytics credits each beautician with their part (the discount spread by price) and their
 * tip, and its totals are the day's takings to the penny.
 */
describe.each(engines)('Revenue Analytics of a visit with two beauticians (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalonForVisits(t.db) });
  const till = tillApi(s);
  const read = <T>(url: string) => s.staff.read<T>(url);

  it('credits Alice and Ben with their services less their share of the discount, and half the tip each', async () => {
    const [colour] = await givenVisit(s.db, {
      start: '2026-12-01T10:00:00Z',
      parts: [
        { beauticianId: s.alice, serviceId: s.colour },
        { beauticianId: s.ben, serviceId: s.cut },
      ],
    });
    const res = await till.checkout(colour!, [{ method: 'card', amount: 100, tip: 10 }], { shortfall: 'discount' });
    expect(res.statusCode, res.body).toBe(200);

    const report = await read<RevenueReport>(`/api/revenue?${DAY}`);
    expect(report.beauticians.map((b) => [b.beautician, b.revenue, b.tips, b.bookings])).toEqual([
      // £65 less £3.10 of the discount, and £40 less £1.90: the £5 spread in proportion to the prices.
      ['Alice', 61.9, 5, 1],
      ['Ben', 38.1, 5, 1],
    ]);

    const takings = await read<TakingsReport>(`/api/takings?${DAY}`);
    expect(takings.totals).toMatchObject({ card: 100, tips: 10, total: 100 });
    const pence = (pounds: number) => Math.round(pounds * 100);
    expect(report.beauticians.reduce((sum, b) => sum + pence(b.revenue), 0)).toBe(pence(takings.totals.total));
    expect(report.beauticians.reduce((sum, b) => sum + pence(b.tips), 0)).toBe(pence(takings.totals.tips));

    // The same split by service, and by method; and one beautician's own figures.
    const details = await read<RevenueDetails>(`/api/revenue/details?${DAY}`);
    expect(details.byService).toEqual([
      { service: 'Colour', bookings: 1, revenue: 61.9 },
      { service: 'Cut', bookings: 1, revenue: 38.1 },
    ]);
    expect(details.byMethod.filter((m) => m.revenue !== 0)).toEqual([{ method: 'card', revenue: 100 }]);
    const bens = await read<RevenueDetails>(`/api/revenue/details?${DAY}&beauticianId=${s.ben}`);
    expect(bens.byMethod.filter((m) => m.revenue !== 0)).toEqual([{ method: 'card', revenue: 38.1 }]);
  });

  it('tells the visits apart from the services booked: two visits of three services are 2 visits and 6 bookings (issue 40)', async () => {
    // Wednesday 2 December: colour with Alice, cut and blow-dry with Ben, for two clients one after the other; and a
    // third visit that was cancelled, which is no booking.
    const threeServices = (start: string, status?: 'cancelled_no_refund') =>
      givenVisit(s.db, {
        start,
        ...(status ? { status } : {}),
        parts: [
          { beauticianId: s.alice, serviceId: s.colour },
          { beauticianId: s.ben, serviceId: s.cut },
          { beauticianId: s.ben, serviceId: s.blowDry },
        ],
      });
    await threeServices('2026-12-02T09:00:00Z');
    await threeServices('2026-12-02T11:45:00Z');
    await threeServices('2026-12-02T14:30:00Z', 'cancelled_no_refund');

    const report = await read<RevenueReport>('/api/revenue?startDate=2026-12-02&endDate=2026-12-02');
    expect(report.visits).toBe(2);
    // The spec's figures stay the services': Ben's cut and blow-dry are two bookings of one visit.
    expect(report.beauticians.map((b) => [b.beautician, b.bookings, b.serviceCount, b.visits])).toEqual([
      ['Alice', 2, 1, 2],
      ['Ben', 4, 2, 2],
    ]);
  });
});
