import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { ALL_CATEGORIES, type ServiceFilterValues, type StatusFilter } from './service-display.ts';

interface Props {
  values: ServiceFilterValues;
  categories: string[];
  onChange: (values: ServiceFilterValues) => void;
}

/** Spec §2 '/admin/services': search, status and category. */
export function ServiceFilters({ values, categories, onChange }: Props) {
  const set = (patch: Partial<ServiceFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <Field id="services-search" label="Search">
        <input
          id="services-search"
          type="search"
          value={values.search}
          onChange={(e) => set({ search: e.target.value })}
          placeholder="Search services..."
          autoComplete="off"
          className={controlClass}
        />
      </Field>
      <Field id="services-status" label="Status">
        <select id="services-status" value={values.status} onChange={(e) => set({ status: e.target.value as StatusFilter })} className={controlClass}>
          <option value="all">All Status</option>
          <option value="active">Active Only</option>
          <option value="inactive">Inactive Only</option>
        </select>
      </Field>
      <Field id="services-category" label="Category">
        <select id="services-category" value={values.category} onChange={(e) => set({ category: e.target.value })} className={controlClass}>
          <option value={ALL_CATEGORIES}>All Categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
