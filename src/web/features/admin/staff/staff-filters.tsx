import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { ListFilterBar } from '../shared/ui/list-filter-bar.tsx';
import { ALL_SERVICES, type StaffFilterValues } from './staff-display.ts';

interface Props {
  values: StaffFilterValues;
  services: Service[];
  onChange: (values: StaffFilterValues) => void;
}

/** Spec §2 '/admin/staff': search, status and service. */
export function StaffFilters({ values, services, onChange }: Props) {
  const set = (patch: Partial<StaffFilterValues>) => onChange({ ...values, ...patch });
  return (
    <ListFilterBar
      idPrefix="staff"
      search={values.search}
      searchPlaceholder="Search staff by name, email, or specialty..."
      status={values.status}
      onChange={set}
    >
      <Field id="staff-service" label="Service">
        <select id="staff-service" value={values.serviceId} onChange={(e) => set({ serviceId: e.target.value })} className={controlClass}>
          <option value={ALL_SERVICES}>All Services</option>
          {services.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
    </ListFilterBar>
  );
}
