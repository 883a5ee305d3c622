import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { ListFilterBar } from '../shared/ui/list-filter-bar.tsx';
import { ALL_CATEGORIES, type ServiceFilterValues } from './service-display.ts';

interface Props {
  values: ServiceFilterValues;
  categories: string[];
  onChange: (values: ServiceFilterValues) => void;
}

/** Spec §2 '/admin/services': search, status and category. */
export function ServiceFilters({ values, categories, onChange }: Props) {
  const set = (patch: Partial<ServiceFilterValues>) => onChange({ ...values, ...patch });
  return (
    <ListFilterBar idPrefix="services" search={values.search} searchPlaceholder="Search services..." status={values.status} onChange={set}>
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
    </ListFilterBar>
  );
}
