import { lazy, Suspense, useState } from 'react';
import { formatGBP } from '../../../../core/money.ts';
import { errorMessage } from '../../../api/client.ts';
import { useRevenue } from '../../../api/revenue.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { BeauticianFilter } from './beautician-filter.tsx';
import { BreakdownCards } from './breakdown-cards.tsx';
import { BreakdownTable } from './breakdown-table.tsx';
import { DateRangePanel } from './date-range-panel.tsx';
import { ExportLinks } from './export-links.tsx';
import { KeptFeesCard } from './kept-fees-card.tsx';
import { WaitlistRefillsCard } from './waitlist-refills-card.tsx';
import { defaultRange, formatDateSpan } from './revenue-dates.ts';
import { RevenueDetailsSection } from './revenue-details-section.tsx';
import { ALL_BEAUTICIANS, filterRows, revenueTotals } from './revenue-totals.ts';
import { SummaryCards } from './summary-cards.tsx';
import { TakingsSection } from './takings-section.tsx';

// Recharts loads in its own chunk when the chart first shows (docs/architecture.md: heavy admin code is lazy).
const RevenueChart = lazy(async () => ({ default: (await loadChunk(() => import('./revenue-chart.tsx'))).RevenueChart }));

/** Spec §2 '/admin/revenue', §4 'Revenue screen state', §5 'Revenue dates'. */
export function RevenueScreen() {
  const today = useSalonToday();
  const [range, setRange] = useState(() => defaultRange(today));
  const [beauticianId, setBeauticianId] = useState(ALL_BEAUTICIANS);
  const report = useRevenue(range);

  const allRows = report.data?.beauticians ?? [];
  // A beautician chosen for an earlier range who has nothing in this one: show everyone again.
  const selected = allRows.some((row) => row.beauticianId === beauticianId) ? beauticianId : ALL_BEAUTICIANS;
  const rows = filterRows(allRows, selected);
  const totals = revenueTotals(rows, selected === ALL_BEAUTICIANS ? report.data?.visits : undefined);

  return (
    <>
      <PageHeading
        title="Revenue Analytics"
        subtitle="Track your salon's revenue and performance from confirmed and completed appointments"
      />
      <Card className="mb-6">
        <DateRangePanel range={range} today={today} onChange={setRange} />
        <div className="mt-5">
          <ExportLinks range={range} />
        </div>
      </Card>

      {report.isError && (
        <Notice tone="error" className="mb-6">
          {errorMessage(report.error, 'Failed to load revenue data')}
        </Notice>
      )}

      {report.isFetching ? (
        <Spinner label="Loading revenue data..." />
      ) : (
        report.data && (
          <>
            <BeauticianFilter rows={allRows} value={selected} onChange={setBeauticianId} />
            <SummaryCards totals={totals} span={formatDateSpan(range)} />
            {totals.testMoney > 0 && (
              <Notice tone="warning" className="mb-6">
                Includes {formatGBP(totals.testMoney)} of test payments: no real money moved.
              </Notice>
            )}
            <KeptFeesCard fees={report.data.fees} wholeSalonNote={selected !== ALL_BEAUTICIANS} />
            <WaitlistRefillsCard refills={report.data.waitlist} wholeSalonNote={selected !== ALL_BEAUTICIANS} />
            {rows.length === 0 ? (
              <Notice title="No Revenue Data">No completed bookings found for the selected date range.</Notice>
            ) : (
              <>
                <Card aria-labelledby="revenue-chart-title" className="mb-6">
                  <h2 id="revenue-chart-title" className="mb-4 font-display text-xl font-semibold">
                    Revenue by Beautician
                  </h2>
                  <Suspense fallback={<Spinner label="Loading chart..." />}>
                    <RevenueChart rows={rows} />
                  </Suspense>
                </Card>
                <Card aria-labelledby="revenue-breakdown-title">
                  <h2 id="revenue-breakdown-title" className="mb-4 font-display text-xl font-semibold">
                    Detailed Breakdown
                  </h2>
                  <div className="hidden md:block">
                    <BreakdownTable rows={rows} totals={totals} />
                  </div>
                  <div className="md:hidden">
                    <BreakdownCards rows={rows} />
                  </div>
                </Card>
                <RevenueDetailsSection range={range} beauticianId={selected} rows={rows} />
              </>
            )}
          </>
        )
      )}
      <TakingsSection range={range} />
    </>
  );
}
