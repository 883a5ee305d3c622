import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { NEW_VARIANT, SERVICE_MESSAGES, type ServiceFormValues } from '../../../../core/schemas/service-input.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/form-controls.tsx';
import { RepeatingFieldsSection } from '../shared/ui/repeating-fields-section.tsx';
import { ValidatedInput } from '../../../components/ui/validated-input.tsx';

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
    <RepeatingFieldsSection title="Service Variants" addLabel="+ Add Variant" onAdd={() => append({ ...NEW_VARIANT })}>
      <FieldError id="variants-error" message={listError} />
      {fields.map((field, index) => {
        const variantErrors = errors.variants?.[index];
        return (
          <fieldset key={field.id} className="rounded-2xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Variant {index + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              <ValidatedInput
                id={`variant-${index}-name`}
                label="Variant Name"
                message={variantErrors?.name?.message}
                className="sm:col-span-2 lg:col-span-1"
                type="text"
                {...register(`variants.${index}.name`)}
              />
              {NUMBER_FIELDS.map(({ key, label, step }) => (
                <ValidatedInput
                  key={key}
                  id={`variant-${index}-${key}`}
                  label={label}
                  message={variantErrors?.[key]?.message}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={step}
                  {...register(`variants.${index}.${key}`, { valueAsNumber: true })}
                />
              ))}
            </div>
            <div className="mt-3 flex justify-end">
              <Button size="sm" variant="ghost" onClick={() => removeAt(index)} aria-label={`Remove variant ${index + 1}`}>
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </RepeatingFieldsSection>
  );
}
