import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { DEFAULT_STAFF_COLOR, type BeauticianFormValues } from '../../../../core/schemas/beautician-input.schema.ts';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';

interface Props {
  control: Control<BeauticianFormValues>;
  register: UseFormRegister<BeauticianFormValues>;
  setValue: UseFormSetValue<BeauticianFormValues>;
  error: string | undefined;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** Spec §2: a colour picker and a hex text box showing one value; the picker shows the default while the text is not a colour. */
export function ColorField({ control, register, setValue, error }: Props) {
  const color = useWatch({ control, name: 'color' }) ?? '';
  return (
    <div>
      <label htmlFor="staff-color" className="text-sm font-medium text-stone-800">
        Calendar Color
      </label>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          type="color"
          aria-label="Calendar Color picker"
          value={HEX.test(color) ? color.toLowerCase() : DEFAULT_STAFF_COLOR.toLowerCase()}
          onChange={(e) => setValue('color', e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: Boolean(error) })}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
        />
        <input
          id="staff-color"
          type="text"
          maxLength={7}
          placeholder="#3B82F6"
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'staff-color-error' : undefined}
          {...register('color')}
        />
      </div>
      <FieldError id="staff-color-error" message={error} />
    </div>
  );
}
