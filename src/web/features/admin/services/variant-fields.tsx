import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { NEW_VARIANT, SERVICE_MESSAGES, type ServiceFormValues } from '../../../../core/schemas/service-input.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass, FieldError, FieldGroupTitle } from '../../../components/ui/form-controls.tsx';

interface Props {
  control: Control<ServiceFormValues>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

const NUMBER_FIELDS = [
  { key: 'durationMin', label: 'Duration (min)', step: 1 },
  { key: 'price', label: 'Price (£)', step: 0.01 },
  { key: 'bufferBeforeMin', label: 'Buffer Before (min)', step: 1 },
  { key: 'bufferAfterMin', label: 'Buffer After (min)', step: 1 },
] as const;

/** Spec §2/§5 'Service Variants': '+ Add Variant' (30 min, £0, no buffers), Remove refused for the last one. */
export function VariantFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;

  const removeAt = (index: number) => {
    if (fields.length <= 1) {
      window.alert(SERVICE_MESSAGES.lastVariant);
      return;
    }
    remove(index);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Service Variants</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FieldGroupTitle>Service Variants</FieldGroupTitle>
        <Button size="sm" variant="secondary" onClick={() => append({ ...NEW_VARIANT })}>
          + Add Variant
        </Button>
      </div>
      <FieldError id="variants-error" message={listError} />
      {fields.map((field, index) => {
        const variantErrors = errors.variants?.[index];
        const nameId = `variant-${index}-name`;
        return (
          <fieldset key={field.id} className="rounded-2xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Variant {index + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <div className="sm:col-span-2 lg:col-span-1">
                <label htmlFor={nameId} className="text-sm font-medium text-stone-800">
                  Variant Name
                </label>
                <input
                  id={nameId}
                  type="text"
                  className={`${controlClass} mt-1.5`}
                  aria-invalid={variantErrors?.name ? true : undefined}
                  aria-describedby={variantErrors?.name ? `${nameId}-error` : undefined}
                  {...register(`variants.${index}.name`)}
                />
                <FieldError id={`${nameId}-error`} message={variantErrors?.name?.message} />
              </div>
              {NUMBER_FIELDS.map(({ key, label, step }) => {
                const id = `variant-${index}-${key}`;
                const message = variantErrors?.[key]?.message;
                return (
                  <div key={key}>
                    <label htmlFor={id} className="text-sm font-medium text-stone-800">
                      {label}
                    </label>
                    <input
                      id={id}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={step}
                      className={`${controlClass} mt-1.5`}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${id}-error` : undefined}
                      {...register(`variants.${index}.${key}`, { valueAsNumber: true })}
                    />
                    <FieldError id={`${id}-error`} message={message} />
                  </div>
                );
              })}
            </div>
            <div className="mt-3 flex justify-end">
              <Button size="sm" variant="ghost" onClick={() => removeAt(index)} aria-label={`Remove variant ${index + 1}`}>
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
