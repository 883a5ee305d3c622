import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { ALL_BEAUTICIANS } from './revenue-totals.ts';

interface BeauticianFilterProps {
  rows: readonly RevenueRow[];
  value: string;
  onChange: (beauticianId: string) => void;
}

/** Spec §2: 'Filter by Beautician', shown only when the report has more than one beautician. */
export function BeauticianFilter({ rows, value, onChange }: BeauticianFilterProps) {
  if (rows.length <= 1) return null;
  const options = [
    { value: ALL_BEAUTICIANS, label: 'All Beauticians' },
    ...rows.map((row) => ({ value: row.beauticianId, label: row.beautician })),
  ];
  return (
    <SelectField
      id="revenue-beautician"
      label="Filter by Beautician"
      value={value}
      options={options}
      onChange={onChange}
      className="mb-6 sm:max-w-xs"
    />
  );
}
