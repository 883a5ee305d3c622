import { clsx } from 'clsx';
import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';

interface Props {
  /** prefixes the inputs' ids, e.g. 'revenue' gives 'revenue-start-date' and 'revenue-end-date' */
  idPrefix: string;
  /** YYYY-MM-DD, as a date input gives it ('' when empty) */
  start: string;
  end: string;
  /** the last date either input offers (the revenue report stops at today) */
  latest?: string;
  onChange: (range: { start: string; end: string }) => void;
  className?: string;
}

/** A custom date range: Start Date and End Date, each input bounding the other so the start never passes the end. */
export function DateRangeInputs({ idPrefix, start, end, latest, onChange, className }: Props) {
  return (
    <div className={clsx('grid gap-4 sm:grid-cols-2', className)}>
      <DateInput
        id={`${idPrefix}-start-date`}
        label="Start Date"
        value={start}
        max={end || latest}
        onChange={(value) => onChange({ start: value, end })}
      />
      <DateInput
        id={`${idPrefix}-end-date`}
        label="End Date"
        value={end}
        min={start || undefined}
        max={latest}
        onChange={(value) => onChange({ start, end: value })}
      />
    </div>
  );
}

interface DateInputProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

function DateInput({ id, label, onChange, ...valueAndBounds }: DateInputProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} type="date" {...valueAndBounds} onChange={(e) => onChange(e.target.value)} className={controlClass} />
    </Field>
  );
}
