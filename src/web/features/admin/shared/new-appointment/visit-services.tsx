import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { BeauticianPublic, Service } from '../../../../../core/schemas/catalog.schema.ts';
import { MAX_VISIT_SERVICES_CEILING } from '../../../../../core/schemas/visit-availability.schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { extraServicePaths, NO_EXTRA_SERVICE, type NewAppointmentValues } from './new-appointment-values.ts';
import { ServiceChoiceFields } from './service-choice-fields.tsx';

interface VisitServicesProps {
  form: UseFormReturn<NewAppointmentValues>;
  services: Service[];
  beauticians: BeauticianPublic[];
}

/**
 * The visit's further services (docs/decisions/0032): each follows the one before it, back to back, with its own
 * beautician; staff add them in the order they will happen.
 */
export function VisitServices({ form, services, beauticians }: VisitServicesProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'also' });
  return (
    <>
      {fields.map((item, i) => (
        <fieldset key={item.id} className="space-y-3 border-t border-stone-200 pt-4">
          <legend className="sr-only">{`Service ${i + 2}`}</legend>
          <p className="text-sm text-stone-600">{`Then, straight after the service before it:`}</p>
          <ServiceChoiceFields
            form={form}
            paths={extraServicePaths(i)}
            idPrefix={`new-also-${i}`}
            labelSuffix={` ${i + 2}`}
            services={services}
            beauticians={beauticians}
          />
          <Button type="button" variant="secondary" onClick={() => remove(i)}>
            {`Remove service ${i + 2}`}
          </Button>
        </fieldset>
      ))}
      {fields.length < MAX_VISIT_SERVICES_CEILING - 1 && (
        <Button type="button" variant="secondary" onClick={() => append({ ...NO_EXTRA_SERVICE })}>
          Add another service
        </Button>
      )}
    </>
  );
}
