import { revenueExportUrl } from '../../../api/revenue.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import type { DateRange } from './revenue-dates.ts';

/** CSV downloads for the accountant (issue 7). A plain link: the session cookie goes with it. */
export function ExportLinks({ range }: { range: DateRange }) {
  if (!range.startDate || !range.endDate) return null;
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2">
      <a href={revenueExportUrl(range, 'breakdown')} download className={link}>
        Download breakdown (CSV)
      </a>
      <a href={revenueExportUrl(range, 'appointments')} download className={link}>
        Download appointments (CSV)
      </a>
    </div>
  );
}
