import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { partsText } from '../../../../core/availability/service-timing.ts';
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

// Clean-up is the spec's buffer after, and a processing part the client's time in which the beautician is free
// (docs/decisions/0032): the hints say so, and customers never see either.
const NUMBER_FIELDS = [
  { key: 'durationMin', label: 'Duration (min)', step: 1 },
  { key: 'price', label: 'Price (£)', step: 0.01 },
  { key: 'bufferBeforeMin', label: 'Buffer Before (min)', step: 1 },
  { key: 'bufferAfterMin', label: 'Buffer After (min)', step: 1, hint: 'Clean-up time: the beautician is busy, the client has gone.' },
  { key: 'processingStartMin', label: 'Processing starts after (min)', step: 1, hint: '0 when there is no processing.' },
  {
    key: 'processingMin',
    label: 'Processing time (min)',
    step: 1,
    hint: 'The client stays, the beautician is free (a colour developing). Not shown to customers.',
  },
] as const;

/**
 * Spec §2/§5 'Service Variants': '+ Add Variant' (30 min, £0, no buffers), Remove refused for the last one; each with
 * its parts as staff read them (issue 25).
 */
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
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <ValidatedInput
                id={`variant-${index}-name`}
                label="Variant Name"
                message={variantErrors?.name?.message}
                className="sm:col-span-2 lg:col-span-3"
                type="text"
                {...register(`variants.${index}.name`)}
              />
              {NUMBER_FIELDS.map((field) => (
                <ValidatedInput
                  key={field.key}
                  id={`variant-${index}-${field.key}`}
                  label={field.label}
                  hint={'hint' in field ? field.hint : undefined}
                  message={variantErrors?.[field.key]?.message}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={field.step}
                  {...register(`variants.${index}.${field.key}`, { valueAsNumber: true })}
                />
              ))}
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <VariantParts control={control} index={index} />
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

/** The variant's parts as the form has them now: '30 min · 45 min processing · 30 min' (nothing while a time is not a number). */
function VariantParts({ control, index }: { control: Control<ServiceFormValues>; index: number }) {
  const v = useWatch({ control, name: `variants.${index}` });
  const minutes = [v.durationMin, v.bufferBeforeMin ?? 0, v.bufferAfterMin ?? 0, v.processingStartMin ?? 0, v.processingMin ?? 0];
  const whole = minutes.every((n) => Number.isInteger(n) && n >= 0);
  return (
    <p className="text-sm text-stone-700">
      {whole && (
        <>
          <span className="font-medium">Parts: </span>
          {partsText({
            durationMin: v.durationMin,
            bufferBeforeMin: v.bufferBeforeMin ?? 0,
            bufferAfterMin: v.bufferAfterMin ?? 0,
            processingStartMin: v.processingStartMin ?? 0,
            processingMin: v.processingMin ?? 0,
          })}
        </>
      )}
    </p>
  );
}
