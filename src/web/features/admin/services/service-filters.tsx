import { ListFilterBar } from '../shared/ui/list-filter-bar.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
import { ALL_CATEGORIES, type ServiceFilterValues } from './service-display.ts';

interface Props {
  values: ServiceFilterValues;
  categories: string[];
  onChange: (values: ServiceFilterValues) => void;
}

/** Spec §2 '/admin/services': search, status and category. */
export function ServiceFilters({ values, categories, onChange }: Props) {
  const set = (patch: Partial<ServiceFilterValues>) => onChange({ ...values, ...patch });
  const options = [{ value: ALL_CATEGORIES, label: 'All Categories' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <ListFilterBar idPrefix="services" search={values.search} searchPlaceholder="Search services..." status={values.status} onChange={set}>
      <SelectField
        id="services-category"
        label="Category"
        value={values.category}
        options={options}
        onChange={(category) => set({ category })}
      />
    </ListFilterBar>
  );
}
