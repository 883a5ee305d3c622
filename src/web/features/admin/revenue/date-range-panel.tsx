import { Button } from '../../../components/ui/button.tsx';
import { DateRangeInputs } from '../shared/ui/date-range-inputs.tsx';
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
            <Button
              key={preset.id}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(target)}
            >
              {preset.label}
            </Button>
          );
        })}
      </div>
      <DateRangeInputs
        idPrefix="revenue"
        start={range.startDate}
        end={range.endDate}
        latest={today}
        onChange={({ start, end }) => onChange({ startDate: start, endDate: end })}
        className="mt-5 sm:max-w-xl"
      />
    </div>
  );
}
