import { and, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countedRevenuePence, duePence, owedPence } from '../../../core/revenue.ts';
import type { AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { givenAppointment, type AppointmentOptions } from '../../../../tests/builders/appointment.builder.ts';
import { givenBalancePaid, givenDiscount, givenReversal, givenSalonPayments } from '../../../../tests/builders/money.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('revenue report (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const ids: Record<string, string> = {};
      for (const name of ['Alice', 'Bella', 'Cara', 'Dana', 'Edge', 'Edge Two']) ids[name] = await givenBeautician(t.db, { name });
      const cut = await givenService(t.db, { name: 'Cut', primaryBeauticianId: ids.Alice!, variants: [{ pricePence: 4500 }] });
      const colour = await givenService(t.db, {
        name: 'Colour',
        primaryBeauticianId: ids.Alice!,
        variants: [{ name: 'Full head', durationMin: 90, pricePence: 9500 }],
      });
      const manicure = await givenService(t.db, { name: 'Manicure', primaryBeauticianId: ids.Bella!, variants: [{ pricePence: 2500 }] });
      // A completed visit was checked out: its balance taken by card at its end (docs/decisions/0027).
      const given = async (beautician: string, start: string, status: AppointmentStatus, extra: Partial<AppointmentOptions> = {}) => {
        const id = await givenAppointment(t.db, { beauticianId: ids[beautician]!, serviceId: cut, start, status, ...extra });
        if (status === 'completed') await givenBalancePaid(t.db, id);
        return id;
      };
      const online = (paymentMode: PaymentMode, amountPaidPence: number, refundedPence = 0) => ({
        paymentMode,
        amountPaidPence,
        refundedPence,
      });

      // Range edges, all completed Cuts at £45. Clocks go forward on 29 Mar 2026 and back on 25 Oct 2026.
      await given('Edge Two', '2026-03-28T23:59:00Z', 'completed'); // 23:59 GMT, 28 Mar
      await given('Edge', '2026-03-29T00:00:00Z', 'completed'); // 00:00 GMT, 29 Mar
      await given('Edge', '2026-03-29T22:59:00Z', 'completed'); // 23:59 BST, 29 Mar
      await given('Edge Two', '2026-03-29T23:00:00Z', 'completed'); // 00:00 BST, 30 Mar
      await given('Edge', '2026-10-24T22:59:00Z', 'completed'); // 23:59 BST, 24 Oct
      await given('Edge Two', '2026-10-24T23:00:00Z', 'completed'); // 00:00 BST, 25 Oct
      await given('Edge', '2026-10-25T23:59:00Z', 'completed'); // 23:59 GMT, 25 Oct
      await given('Edge Two', '2026-10-26T00:00:00Z', 'completed'); // 00:00 GMT, 26 Oct

      // Money: the week of Mon 1 – Sun 7 June 2026 (BST, London = UTC + 1).
      await given('Alice', '2026-06-01T09:00:00Z', 'completed'); // £45 at the salon
      await given('Alice', '2026-06-02T09:00:00Z', 'completed', {
        serviceId: colour,
        variantName: 'Full head',
        ...online('deposit', 1900),
      }); // £19 + £76
      await given('Alice', '2026-06-05T09:00:00Z', 'confirmed', online('pay_now', 4500)); // £45 online, visit to come
      await given('Alice', '2026-06-05T11:00:00Z', 'cancelled_partial_refund', online('pay_now', 4500, 3600)); // £9 kept
      await given('Alice', '2026-06-05T13:00:00Z', 'cancelled_full_refund', online('pay_now', 4500, 4500)); // nothing
      await given('Alice', '2026-06-07T23:30:00Z', 'completed'); // 00:30 on Mon 8 June: outside
      await given('Alice', '2026-05-31T22:30:00Z', 'completed'); // 23:30 on Sun 31 May: outside
      await given('Bella', '2026-06-02T09:00:00Z', 'completed', { serviceId: manicure }); // £25
      await given('Bella', '2026-06-03T09:00:00Z', 'no_show', online('deposit', 900)); // £9 deposit kept, not a booking
      await given('Bella', '2026-06-06T09:00:00Z', 'confirmed', { serviceId: manicure }); // a booking, nothing taken yet
      await given('Bella', '2026-06-06T11:00:00Z', 'reserved_unpaid', { paymentMode: 'deposit' }); // nothing
      await given('Cara', '2026-06-03T09:00:00Z', 'no_show'); // paying at the salon: nothing
      await given('Cara', '2026-06-04T09:00:00Z', 'cancelled_no_refund', online('deposit', 900)); // late: £9 kept
      await given('Dana', '2026-06-04T09:00:00Z', 'cancelled_full_refund', online('pay_now', 4500, 4500));
      await given('Dana', '2026-06-04T11:00:00Z', 'cancelled_expired', online('pay_now', 4500, 4500));
      // Checked out at the till: a £5 discount split over card and cash with a tip; a card payment reversed and taken in cash.
      const split = await given('Dana', '2026-06-05T09:00:00Z', 'confirmed', { serviceId: colour, variantName: 'Full head' });
      await givenSalonPayments(t.db, split, [
        { method: 'card', amountPence: 5000, tipPence: 500, takenAt: '2026-06-05T10:30:00Z' },
        { method: 'cash', amountPence: 4000, takenAt: '2026-06-05T10:30:00Z' },
      ]);
      await givenDiscount(t.db, split, 500, '2026-06-05T10:30:00Z');
      const corrected = await given('Cara', '2026-06-05T09:00:00Z', 'confirmed');
      const [mistake] = await givenSalonPayments(t.db, corrected, [{ method: 'card', amountPence: 4500, takenAt: '2026-06-05T10:00:00Z' }]);
      await givenReversal(t.db, mistake!, '2026-06-05T10:05:00Z');
      await givenSalonPayments(t.db, corrected, [{ method: 'cash', amountPence: 4500, takenAt: '2026-06-05T10:05:00Z' }]);
      return { ids };
    },
  });

  const report = (startDate: string, endDate: string) =>
    s.staff.read<RevenueReport>(`/api/revenue?startDate=${startDate}&endDate=${endDate}`);
  const bookingsOn = async (startDate: string, endDate = startDate) =>
    (await report(startDate, endDate)).beauticians.reduce((n, row) => n + row.bookings, 0);

  describe('London days', () => {
    it('puts midnight on the day the clocks go forward in that day, not the one before', async () => {
      expect(await bookingsOn('2026-03-28')).toBe(1);
      expect(await bookingsOn('2026-03-29')).toBe(2);
      expect(await bookingsOn('2026-03-30')).toBe(1);
    });

    it('puts midnight on the day the clocks go back in that day, not the one before', async () => {
      expect(await bookingsOn('2026-10-24')).toBe(1);
      expect(await bookingsOn('2026-10-25')).toBe(2);
      expect(await bookingsOn('2026-10-26')).toBe(1);
    });

    it('includes the whole end date, to 23:59, and nothing of the day after', async () => {
      expect(await bookingsOn('2026-03-28', '2026-03-29')).toBe(3);
      expect(await bookingsOn('2026-10-24', '2026-10-25')).toBe(3);
      expect(await bookingsOn('2026-06-01', '2026-06-07')).toBe(7);
      expect(await bookingsOn('2026-06-01', '2026-06-08')).toBe(8);
    });
  });

  describe('money', () => {
    it('totals each beautician: money taken, balances due on visits to come, kept deposits; no-shows and cancellations not booked', async () => {
      expect((await report('2026-06-01', '2026-06-07')).beauticians).toEqual([
        {
          beauticianId: s.ids.Alice,
          beautician: 'Alice',
          revenue: 194,
          bookingRevenue: 185,
          testMoney: 0,
          tips: 0,
          bookings: 3,
          serviceCount: 2,
          visits: 3,
        },
        // the discounted colour counts what was taken, without the tip, which is Dana's apart
        {
          beauticianId: s.ids.Dana,
          beautician: 'Dana',
          revenue: 90,
          bookingRevenue: 90,
          testMoney: 0,
          tips: 5,
          bookings: 1,
          serviceCount: 1,
          visits: 1,
        },
        // £25 + £9 kept + the confirmed manicure's £25 still due
        {
          beauticianId: s.ids.Bella,
          beautician: 'Bella',
          revenue: 59,
          bookingRevenue: 50,
          testMoney: 0,
          tips: 0,
          bookings: 2,
          serviceCount: 1,
          visits: 2,
        },
        // £9 kept, and the cut paid by cash after its card payment was reversed
        {
          beauticianId: s.ids.Cara,
          beautician: 'Cara',
          revenue: 54,
          bookingRevenue: 45,
          testMoney: 0,
          tips: 0,
          bookings: 1,
          serviceCount: 1,
          visits: 1,
        },
      ]);
    });

    it('reconciles with the money taken minus refunded, and agrees with the core rule', async () => {
      const from = new Date('2026-05-31T23:00:00Z');
      const to = new Date('2026-06-07T23:00:00Z');
      const rows = await s.db
        .select()
        .from(appointments)
        .where(and(gte(appointments.startAt, from), lt(appointments.startAt, to)));
      const entries = await s.db
        .select()
        .from(moneyEntries)
        .where(
          inArray(
            moneyEntries.appointmentId,
            rows.map((r) => r.id),
          ),
        );
      // A discount's entry moves no money: it lowers what the visit costs.
      const taken = entries.filter((e) => e.method !== 'discount').reduce((sum, e) => sum + e.amountPence, 0);
      const due = rows.reduce((sum, r) => sum + duePence({ ...r, status: r.status as AppointmentStatus }), 0);
      const owed = rows.reduce((sum, r) => sum + owedPence({ ...r, status: r.status as AppointmentStatus }), 0);
      const byRule = new Map<string, number>();
      for (const r of rows) {
        const counted = countedRevenuePence({ ...r, status: r.status as AppointmentStatus });
        byRule.set(r.beauticianId, (byRule.get(r.beauticianId) ?? 0) + counted);
      }

      const { beauticians } = await report('2026-06-01', '2026-06-07');
      const totalPence = beauticians.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
      // revenue = money taken (tips excluded) + balances still due on confirmed visits + amounts owed (docs/decisions/0027)
      expect(totalPence).toBe(taken + due + owed);
      expect(due).toBe(2500);
      expect(owed).toBe(0);
      for (const row of beauticians) expect(Math.round(row.revenue * 100)).toBe(byRule.get(row.beauticianId));
      expect([...byRule].filter(([, pence]) => pence > 0).length).toBe(beauticians.filter((row) => row.revenue > 0).length);
    });

    it('answers an empty list for a range with nothing in it', async () => {
      expect(await report('2027-01-01', '2027-01-31')).toEqual({
        beauticians: [],
        visits: 0,
        fees: { noShow: 0, lateCancellation: 0, count: 0 },
        waitlist: { visits: 0, value: 0 },
      });
    });
  });

  describe('refusals', () => {
    const get = (query: string, as = s.staff) => as.get(`/api/revenue${query}`);

    it.each([
      ['?startDate=2026-06-07&endDate=2026-06-01', 'endDate: End date must be on or after the start date'],
      ['?startDate=2026-02-30&endDate=2026-03-01', 'startDate: Must be a date in YYYY-MM-DD format'],
      ['?startDate=01/06/2026&endDate=2026-06-07', 'startDate: Must be a date in YYYY-MM-DD format'],
      ['?startDate=2026-06-01', 'endDate: Must be a date in YYYY-MM-DD format'],
    ])('refuses %s with 400 and says why', async (query, message) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    });

    it('is for staff only', async () => {
      expect((await get('?startDate=2026-06-01&endDate=2026-06-07', s.as(undefined))).statusCode).toBe(401);
    });
  });
});
