import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { DATE_RANGES, type CustomDates, type DateRangePreset } from './date-range.ts';

export const ALL_BEAUTICIANS = 'all';

export interface FilterValues {
  search: string;
  beauticianId: string;
  range: DateRangePreset;
  custom: CustomDates;
}

interface FiltersProps {
  values: FilterValues;
  beauticians: BeauticianPublic[];
  onChange: (values: FilterValues) => void;
}

/** Spec §2: search with a clear button, the beautician filter and the date range (custom dates when chosen). */
export function AppointmentFilters({ values, beauticians, onChange }: FiltersProps) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="md:col-span-2 xl:col-span-1">
        <label htmlFor="appointments-search" className="text-sm font-medium text-stone-800">
          Search
        </label>
        <div className="relative mt-1.5">
          <input
            id="appointments-search"
            type="search"
            value={values.search}
            onChange={(e) => set({ search: e.target.value })}
            placeholder="Search by name, email, phone, service..."
            autoComplete="off"
            className={`${controlClass} pr-12 [&::-webkit-search-cancel-button]:hidden`}
          />
          {values.search && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => set({ search: '' })}
              className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
      </div>

      <Field id="appointments-beautician" label="Beautician">
        <select id="appointments-beautician" value={values.beauticianId} onChange={(e) => set({ beauticianId: e.target.value })} className={controlClass}>
          <option value={ALL_BEAUTICIANS}>All Beauticians</option>
          {beauticians.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </select>
      </Field>

      <Field id="appointments-range" label="Date Range">
        <select id="appointments-range" value={values.range} onChange={(e) => set({ range: e.target.value as DateRangePreset })} className={controlClass}>
          {DATE_RANGES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </Field>

      {values.range === 'custom' && (
        <div className="grid gap-4 sm:grid-cols-2 md:col-span-2 xl:col-span-3 xl:max-w-xl">
          <Field id="appointments-start-date" label="Start Date">
            <input
              id="appointments-start-date"
              type="date"
              value={values.custom.start}
              max={values.custom.end || undefined}
              onChange={(e) => set({ custom: { ...values.custom, start: e.target.value } })}
              className={controlClass}
            />
          </Field>
          <Field id="appointments-end-date" label="End Date">
            <input
              id="appointments-end-date"
              type="date"
              value={values.custom.end}
              min={values.custom.start || undefined}
              onChange={(e) => set({ custom: { ...values.custom, end: e.target.value } })}
              className={controlClass}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
