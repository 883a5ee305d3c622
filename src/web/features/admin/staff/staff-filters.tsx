import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { ALL_SERVICES, type StaffFilterValues, type StatusFilter } from './staff-display.ts';

interface Props {
  values: StaffFilterValues;
  services: Service[];
  onChange: (values: StaffFilterValues) => void;
}

/** Spec §2 '/admin/staff': search, status and service. */
export function StaffFilters({ values, services, onChange }: Props) {
  const set = (patch: Partial<StaffFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <Field id="staff-search" label="Search">
        <input
          id="staff-search"
          type="search"
          value={values.search}
          onChange={(e) => set({ search: e.target.value })}
          placeholder="Search staff by name, email, or specialty..."
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <Field id="staff-status" label="Status">
        <select id="staff-status" value={values.status} onChange={(e) => set({ status: e.target.value as StatusFilter })} className={controlClass}>
          <option value="all">All Status</option>
          <option value="active">Active Only</option>
          <option value="inactive">Inactive Only</option>
        </select>
      </Field>
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
    </div>
  );
}
