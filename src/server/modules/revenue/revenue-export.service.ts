import { csvPounds as pounds, toCsv } from '../../../core/csv.ts';
import type { RevenueExportQuery } from '../../../core/schemas/revenue-export.schema.ts';
import { statusLabel } from '../../../core/status.ts';
import { SALON_TIME_ZONE, timeInZone } from '../../../core/time.ts';
import type { Database } from '../../db/client.ts';
import { revenueAppointments } from './revenue.repository.ts';
import { londonDays, revenueWithTips } from './revenue.service.ts';

export interface CsvFile {
  filename: string;
  body: string;
}

const londonDate = new Intl.DateTimeFormat('en-GB', { timeZone: SALON_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** The accountant's CSV: the report with a Total row, or the appointments behind it (no client details). */
export async function revenueCsv(db: Database, query: RevenueExportQuery): Promise<CsvFile> {
  const range = londonDays(query);
  const filename = `revenue-${query.startDate}-to-${query.endDate}-${query.kind}.csv`;
  if (query.kind === 'breakdown') {
    const rows = await revenueWithTips(db, range);
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
    return {
      filename,
      body: toCsv([
        // Tips are the beauticians' (issue 25), not revenue: a column beside it.
        ['Beautician', 'Revenue (£)', 'Bookings', 'Services', 'Of which test money (£)', 'Tips (£)'],
        ...rows.map((r) => [
          r.beautician,
          pounds(r.revenuePence),
          r.bookings,
          r.serviceCount,
          pounds(r.testMoneyPence),
          pounds(r.tipsPence),
        ]),
        // Services are distinct per beautician, so the total is left empty rather than double-counted.
        [
          'Total',
          pounds(sum((r) => r.revenuePence)),
          sum((r) => r.bookings),
          '',
          pounds(sum((r) => r.testMoneyPence)),
          pounds(sum((r) => r.tipsPence)),
        ],
      ]),
    };
  }
  const rows = await revenueAppointments(db, range);
  return {
    filename,
    body: toCsv([
      [
        'Date',
        'Time',
        'Beautician',
        'Service',
        'Variant',
        'Status',
        'Payment mode',
        'Price (£)',
        'Discount (£)',
        'Paid (£)',
        'Refunded (£)',
        'Taken at salon (£)',
        'Owed (£)',
        'Counted revenue (£)',
        'Test money',
      ],
      ...rows.map((r) => [
        londonDate.format(r.startAt),
        timeInZone(r.startAt, SALON_TIME_ZONE),
        r.beautician,
        r.service,
        r.variant,
        statusLabel(r.status),
        statusLabel(r.paymentMode),
        pounds(r.pricePence),
        pounds(r.discountPence),
        pounds(r.amountPaidPence),
        pounds(r.refundedPence),
        pounds(r.salonTakenPence),
        pounds(r.owedPence),
        pounds(r.countedPence),
        // Paid with test money: no real money moved (docs/decisions/0019).
        r.testMoney ? 'test money' : '',
      ]),
    ]),
  };
}
