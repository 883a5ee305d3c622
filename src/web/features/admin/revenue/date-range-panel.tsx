import { Button } from '../../../components/ui/button.tsx';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { presetRange, REVENUE_PRESETS, type DateRange } from './revenue-dates.ts';

interface DateRangePanelProps {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}

/** Spec §2 'Date Range' and §5 'Revenue dates': presets, then the two inputs with their min and max. */
export function DateRangePanel({ range, today, onChange }: DateRangePanelProps) {
  return (
    <div>
      <h2 className="font-display text-xl font-semibold">Date Range</h2>
      <div role="group" aria-label="Date range presets" className="mt-4 flex flex-wrap gap-2">
        {REVENUE_PRESETS.map((preset) => {
          const target = presetRange(preset.id, today);
          const active = target.startDate === range.startDate && target.endDate === range.endDate;
          return (
            <Button key={preset.id} size="sm" variant={active ? 'primary' : 'secondary'} aria-pressed={active} onClick={() => onChange(target)}>
              {preset.label}
            </Button>
          );
        })}
      </div>
      <div className="mt-5 grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <Field id="revenue-start-date" label="Start Date">
          <input
            id="revenue-start-date"
            type="date"
            value={range.startDate}
            max={range.endDate || today}
            onChange={(e) => onChange({ ...range, startDate: e.target.value })}
            className={controlClass}
          />
        </Field>
        <Field id="revenue-end-date" label="End Date">
          <input
            id="revenue-end-date"
            type="date"
            value={range.endDate}
            min={range.startDate || undefined}
            max={today}
            onChange={(e) => onChange({ ...range, endDate: e.target.value })}
            className={controlClass}
          />
        </Field>
      </div>
    </div>
  );
}
