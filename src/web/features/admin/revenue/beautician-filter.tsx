import type { RevenueRow } from '../../../../core/schemas/revenue.schema.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { ALL_BEAUTICIANS } from './revenue-totals.ts';

interface BeauticianFilterProps {
  rows: readonly RevenueRow[];
  value: string;
  onChange: (beauticianId: string) => void;
}

/** Spec §2: 'Filter by Beautician', shown only when the report has more than one beautician. */
export function BeauticianFilter({ rows, value, onChange }: BeauticianFilterProps) {
  if (rows.length <= 1) return null;
  return (
    <Field id="revenue-beautician" label="Filter by Beautician" className="mb-6 sm:max-w-xs">
      <select id="revenue-beautician" value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
        <option value={ALL_BEAUTICIANS}>All Beauticians</option>
        {rows.map((row) => (
          <option key={row.beauticianId} value={row.beauticianId}>
            {row.beautician}
          </option>
        ))}
      </select>
    </Field>
  );
}
