import type { AppointmentSortField, SortOrder } from '../../../api/admin-appointments.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import type { SortState } from './appointments-table.tsx';

const FIELDS: Array<{ value: AppointmentSortField; label: string }> = [
  { value: 'start', label: 'Start' },
  { value: 'client', label: 'Client' },
  { value: 'staff', label: 'Staff' },
  { value: 'service', label: 'Service' },
  { value: 'price', label: 'Price' },
  { value: 'status', label: 'Status' },
];

/** Small screens show cards, not column headers: the same sorting, as two selects. */
export function SortControls({ sort, onChange, className }: { sort: SortState; onChange: (sort: SortState) => void; className?: string }) {
  return (
    <div className={`grid grid-cols-2 gap-3 ${className ?? ''}`}>
      <Field id="appointments-sort" label="Sort by">
        <select id="appointments-sort" value={sort.sort} onChange={(e) => onChange({ ...sort, sort: e.target.value as AppointmentSortField })} className={controlClass}>
          {FIELDS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="appointments-order" label="Order">
        <select id="appointments-order" value={sort.order} onChange={(e) => onChange({ ...sort, order: e.target.value as SortOrder })} className={controlClass}>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </Field>
    </div>
  );
}
