import { DAY_NAMES as DAYS } from '../../../../core/day-keys.ts';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { NEW_SCHEDULE, type BeauticianFormValues } from '../../../../core/schemas/beautician-input.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';
import { RepeatingFieldsSection } from '../shared/ui/repeating-fields-section.tsx';
import { ValidatedInput } from '../../../components/ui/validated-input.tsx';

/** Spec §3: 0 = Sunday … 6 = Saturday. */

interface Props {
  control: Control<BeauticianFormValues>;
  register: UseFormRegister<BeauticianFormValues>;
  errors: FieldErrors<BeauticianFormValues>;
}

/** Spec §2 'Working Hours': '+ Add Hours' (Monday 09:00–17:00); each 'Schedule N' has a day, start, end and Remove. */
export function ScheduleFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'workingHours' });
  return (
    <RepeatingFieldsSection title="Working Hours" addLabel="+ Add Hours" onAdd={() => append({ ...NEW_SCHEDULE })}>
      {fields.length === 0 && <p className="text-sm text-stone-600">No working hours yet: this staff member cannot be booked.</p>}
      {fields.map((field, index) => {
        const rowErrors = errors.workingHours?.[index];
        const input = (key: 'start' | 'end', label: string) => (
          <ValidatedInput
            id={`schedule-${index}-${key}`}
            label={label}
            message={rowErrors?.[key]?.message}
            type="time"
            {...register(`workingHours.${index}.${key}`)}
          />
        );
        return (
          <fieldset key={field.id} className="rounded-2xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Schedule {index + 1}</legend>
            <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
              <div>
                <label htmlFor={`schedule-${index}-day`} className="text-sm font-medium text-stone-800">
                  Day of Week
                </label>
                <select
                  id={`schedule-${index}-day`}
                  className={`${controlClass} mt-1.5`}
                  {...register(`workingHours.${index}.dayOfWeek`, { valueAsNumber: true })}
                >
                  {DAYS.map((day, value) => (
                    <option key={day} value={value}>
                      {day}
                    </option>
                  ))}
                </select>
                <FieldError id={`schedule-${index}-day-error`} message={rowErrors?.dayOfWeek?.message} />
              </div>
              {input('start', 'Start Time')}
              {input('end', 'End Time')}
              <Button
                size="sm"
                variant="ghost"
                className="sm:mt-7"
                onClick={() => remove(index)}
                aria-label={`Remove schedule ${index + 1}`}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </RepeatingFieldsSection>
  );
}
