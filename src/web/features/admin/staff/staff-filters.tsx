import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { ListFilterBar } from '../shared/ui/list-filter-bar.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { ALL_SERVICES, type StaffFilterValues } from './staff-display.ts';

interface Props {
  values: StaffFilterValues;
  services: Service[];
  onChange: (values: StaffFilterValues) => void;
}

/** Spec §2 '/admin/staff': search, status and service. */
export function StaffFilters({ values, services, onChange }: Props) {
  const set = (patch: Partial<StaffFilterValues>) => onChange({ ...values, ...patch });
  const options = [{ value: ALL_SERVICES, label: 'All Services' }, ...services.map((s) => ({ value: s._id, label: s.name }))];
  return (
    <ListFilterBar
      idPrefix="staff"
      search={values.search}
      searchPlaceholder="Search staff by name, email, or specialty..."
      status={values.status}
      onChange={set}
    >
      <SelectField
        id="staff-service"
        label="Service"
        value={values.serviceId}
        options={options}
        onChange={(serviceId) => set({ serviceId })}
      />
    </ListFilterBar>
  );
}
