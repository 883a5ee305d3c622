import type { AppointmentSortField, SortOrder } from '../../../api/admin-appointments.ts';
import { SelectField, type SelectOption } from '../shared/ui/select-field.tsx';
import type { SortState } from './appointments-table.tsx';

const FIELDS: Array<SelectOption<AppointmentSortField>> = [
  { value: 'start', label: 'Start' },
  { value: 'client', label: 'Client' },
  { value: 'staff', label: 'Staff' },
  { value: 'service', label: 'Service' },
  { value: 'price', label: 'Price' },
  { value: 'status', label: 'Status' },
];

const ORDERS: Array<SelectOption<SortOrder>> = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** Small screens show cards, not column headers: the same sorting, as two selects. */
export function SortControls({ sort, onChange, className }: { sort: SortState; onChange: (sort: SortState) => void; className?: string }) {
  return (
    <div className={`grid grid-cols-2 gap-3 ${className ?? ''}`}>
      <SelectField
        id="appointments-sort"
        label="Sort by"
        value={sort.sort}
        options={FIELDS}
        onChange={(field) => onChange({ ...sort, sort: field })}
      />
      <SelectField
        id="appointments-order"
        label="Order"
        value={sort.order}
        options={ORDERS}
        onChange={(order) => onChange({ ...sort, order })}
      />
    </div>
  );
}
