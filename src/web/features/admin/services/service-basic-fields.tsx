import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BeauticianStaff } from '../../../../core/schemas/catalog.schema.ts';
import type { ServiceFormValues } from '../../../../core/schemas/service-input.schema.ts';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';

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
  const text = (name: 'name' | 'category', label: string, placeholder?: string) => {
    const id = `service-${name}`;
    const message = errors[name]?.message;
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <input
          id={id}
          type="text"
          placeholder={placeholder}
          className={`${controlClass} mt-1.5`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  };
  const primaryError = errors.primaryBeauticianId?.message;

  return (
    <div className="grid gap-5 md:grid-cols-2">
      {text('name', 'Service Name')}
      {text('category', 'Category', 'e.g. Hair, Nails, Spa')}
      <div className="md:col-span-2">
        <label htmlFor="service-description" className="text-sm font-medium text-stone-800">
          Description
        </label>
        <textarea id="service-description" rows={3} className={`${controlClass} mt-1.5`} {...register('description')} />
        <FieldError id="service-description-error" message={errors.description?.message} />
      </div>
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
