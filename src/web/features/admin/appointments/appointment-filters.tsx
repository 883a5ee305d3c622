import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { DateRangeInputs } from '../shared/ui/date-range-inputs.tsx';
import { SelectField } from '../shared/ui/select-field.tsx';
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
  const beauticianOptions = [
    { value: ALL_BEAUTICIANS, label: 'All Beauticians' },
    ...beauticians.map((b) => ({ value: b._id, label: b.name })),
  ];
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
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
      </div>

      <SelectField
        id="appointments-beautician"
        label="Beautician"
        value={values.beauticianId}
        options={beauticianOptions}
        onChange={(beauticianId) => set({ beauticianId })}
      />
      <SelectField
        id="appointments-range"
        label="Date Range"
        value={values.range}
        options={DATE_RANGES}
        onChange={(range) => set({ range })}
      />
      {values.range === 'custom' && (
        <DateRangeInputs
          idPrefix="appointments"
          start={values.custom.start}
          end={values.custom.end}
          onChange={(custom) => set({ custom })}
          className="md:col-span-2 xl:col-span-3 xl:max-w-xl"
        />
      )}
    </div>
  );
}
