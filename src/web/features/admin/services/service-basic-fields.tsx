import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BeauticianStaff } from '../../../../core/schemas/catalog.schema.ts';
import type { ServiceFormValues } from '../../../../core/schemas/service-input.schema.ts';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';
import { LabelledTextarea, ValidatedInput } from '../../../components/ui/validated-input.tsx';

interface Props {
  control: Control<ServiceFormValues>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
  beauticians: BeauticianStaff[];
}

const staffLabel = (b: BeauticianStaff) => (b.active ? b.name : `${b.name} (inactive)`);

/** Name, category, description and who performs the service (the primary and any additional beauticians). */
export function ServiceBasicFields({ control, register, errors, beauticians }: Props) {
  const primaryId = useWatch({ control, name: 'primaryBeauticianId' });
  const text = (name: 'name' | 'category', label: string, placeholder?: string) => (
    <ValidatedInput
      id={`service-${name}`}
      label={label}
      message={errors[name]?.message}
      type="text"
      placeholder={placeholder}
      {...register(name)}
    />
  );
  const primaryError = errors.primaryBeauticianId?.message;

  return (
    <div className="grid gap-5 md:grid-cols-2">
      {text('name', 'Service Name')}
      {text('category', 'Category', 'e.g. Hair, Nails, Spa')}
      <LabelledTextarea
        id="service-description"
        label="Description"
        message={errors.description?.message}
        className="md:col-span-2"
        rows={3}
        {...register('description')}
      />
      <div>
        <label htmlFor="service-primary" className="text-sm font-medium text-stone-800">
          Primary Beautician
        </label>
        <select
          id="service-primary"
          className={`${controlClass} mt-1.5`}
          aria-invalid={primaryError ? true : undefined}
          aria-describedby={primaryError ? 'service-primary-error' : undefined}
          {...register('primaryBeauticianId')}
        >
          <option value="">Select a beautician</option>
          {beauticians.map((b) => (
            <option key={b._id} value={b._id}>
              {staffLabel(b)}
            </option>
          ))}
        </select>
        <FieldError id="service-primary-error" message={primaryError} />
      </div>
      <Controller
        control={control}
        name="additionalBeauticianIds"
        render={({ field }) => {
          const selected = field.value ?? [];
          const others = beauticians.filter((b) => b._id !== primaryId);
          const toggle = (id: string, on: boolean) => field.onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
          return (
            <fieldset>
              <legend className="text-sm font-medium text-stone-800">Additional Beauticians</legend>
              {others.length === 0 ? (
                <p className="mt-1.5 text-sm text-stone-600">No other staff members.</p>
              ) : (
                <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
                  {others.map((b) => (
                    <label key={b._id} className="flex min-h-9 items-center gap-2 text-sm text-stone-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
                        checked={selected.includes(b._id)}
                        onChange={(e) => toggle(b._id, e.target.checked)}
                      />
                      {staffLabel(b)}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          );
        }}
      />
    </div>
  );
}
