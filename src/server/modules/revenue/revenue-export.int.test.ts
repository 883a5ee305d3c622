import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalonPayments } from '../../../../tests/builders/money.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const BOM = '\uFEFF';

describe.each(engines)('revenue CSV export (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const alice = await givenBeautician(t.db, { name: 'Alice' });
      // Names are typed by people: one that a spreadsheet would run as a formula, one with a comma and quotes.
      const sneaky = await givenBeautician(t.db, { name: '=HYPERLINK("http://evil.test")' });
      const cut = await givenService(t.db, {
        name: 'Cut, wash & "finish"',
        primaryBeauticianId: alice,
        variants: [{ name: 'Long\nhair', pricePence: 4550 }],
      });
      const visit = await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        variantName: 'Long\nhair',
        start: '2026-07-01T08:30:00Z',
      });
      // Checked out: £45.50 over card and cash, and a tip that is not revenue.
      await givenSalonPayments(t.db, visit, [
        { method: 'card', amountPence: 4000, tipPence: 300, takenAt: '2026-07-01T09:30:00Z' },
        { method: 'cash', amountPence: 550, takenAt: '2026-07-01T09:30:00Z' },
      ]);
      await givenAppointment(t.db, {
        beauticianId: sneaky,
        serviceId: cut,
        variantName: 'Long\nhair',
        start: '2026-07-02T15:00:00Z',
        status: 'cancelled_partial_refund',
        paymentMode: 'pay_now',
        amountPaidPence: 4550,
        refundedPence: 3640,
        testMoney: true,
      });
      await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        variantName: 'Long\nhair',
        start: '2026-07-03T09:00:00Z',
        status: 'cancelled_full_refund',
        paymentMode: 'pay_now',
        amountPaidPence: 4550,
        refundedPence: 4550,
      });
    },
  });

  const download = (query: string, as = s.staff) => as.get(`/api/revenue/export.csv?${query}`);

  it('downloads the breakdown with a Total row, the tips beside the revenue', async () => {
    const res = await download('startDate=2026-07-01&endDate=2026-07-31&kind=breakdown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="revenue-2026-07-01-to-2026-07-31-breakdown.csv"');
    expect(res.body).toBe(
      `${BOM}Beautician,Revenue (£),Bookings,Services,Of which test money (£),Tips (£)\r\n` +
        'Alice,45.50,1,1,0.00,3.00\r\n' +
        `"'=HYPERLINK(""http://evil.test"")",9.10,0,0,9.10,0.00\r\n` +
        'Total,54.60,1,,9.10,3.00\r\n',
    );
  });

  it('downloads the appointments behind it, refunds and money taken at the salon shown, names made safe', async () => {
    const res = await download('startDate=2026-07-01&endDate=2026-07-31&kind=appointments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="revenue-2026-07-01-to-2026-07-31-appointments.csv"');
    expect(res.body).toBe(
      `${BOM}Date,Time,Beautician,Service,Variant,Status,Payment mode,Price (£),Discount (£),Paid (£),Refunded (£),Taken at salon (£),Owed (£),Counted revenue (£),Test money\r\n` +
        '01/07/2026,09:30,Alice,"Cut, wash & ""finish""","Long\nhair",Completed,Pay In Salon,45.50,0.00,0.00,0.00,45.50,0.00,45.50,\r\n' +
        `02/07/2026,16:00,"'=HYPERLINK(""http://evil.test"")","Cut, wash & ""finish""","Long\nhair",Cancelled Partial Refund,Pay Now,45.50,0.00,45.50,36.40,0.00,0.00,9.10,test money\r\n` +
        '03/07/2026,10:00,Alice,"Cut, wash & ""finish""","Long\nhair",Cancelled Full Refund,Pay Now,45.50,0.00,45.50,45.50,0.00,0.00,0.00,\r\n',
    );
  });

  it('defaults to the breakdown, refuses a reversed range and an unknown kind', async () => {
    expect((await download('startDate=2026-07-01&endDate=2026-07-31')).headers['content-disposition']).toContain('-breakdown.csv');
    const reversed = await download('startDate=2026-07-31&endDate=2026-07-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ error: 'endDate: End date must be on or after the start date' });
    const unknown = await download('startDate=2026-07-01&endDate=2026-07-31&kind=everything');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'kind: kind must be breakdown or appointments' });
  });

  it('is for staff only', async () => {
    expect((await download('startDate=2026-07-01&endDate=2026-07-31', s.as(undefined))).statusCode).toBe(401);
  });
});
