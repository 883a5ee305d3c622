import type { ReactNode } from 'react';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BeauticianPublic, Service } from '../../../../../core/schemas/catalog.schema.ts';
import { controlClass, Field, FieldError } from '../../../../components/ui/form-controls.tsx';
import { ValidatedInput } from '../../../../components/ui/validated-input.tsx';
import { variantOptionText } from '../appointment/appointment-display.ts';
import { priceOf, type NewAppointmentValues, type ServicePaths } from './new-appointment-values.ts';

interface ServiceChoiceFieldsProps {
  form: UseFormReturn<NewAppointmentValues>;
  /** where this service's fields live in the form: the first service's, or one of the visit's further services' */
  paths: ServicePaths;
  /** the controls' ids start with it */
  idPrefix: string;
  /** after each label: '' for the first service, ' 2' for the second */
  labelSuffix: string;
  services: Service[];
  beauticians: BeauticianPublic[];
  /** shown between the beautician and the price (the first service's start) */
  children?: ReactNode;
}

/** One service of a new appointment: what, which option, by whom, and at what price. */
export function ServiceChoiceFields({ form, paths, idPrefix, labelSuffix, services, beauticians, children }: ServiceChoiceFieldsProps) {
  const { register, setValue, clearErrors, control, formState } = form;
  const [serviceId, beauticianId] = useWatch({ control, name: [paths.serviceId, paths.beauticianId] }) as [string, string];
  const service = services.find((s) => s._id === serviceId);
  const qualified = beauticians.filter((b) => service?.beauticianIds.includes(b._id));
  const message = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (path: string, name: string) =>
    message(path) ? { 'aria-invalid': true as const, 'aria-describedby': id(`${name}-error`) } : {};

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={id('service')} label={`Service${labelSuffix}`}>
        <select
          id={id('service')}
          className={controlClass}
          {...described(paths.serviceId, 'service')}
          {...register(paths.serviceId, {
            onChange: (e: { target: { value: string } }) => {
              setValue(paths.variantName, '');
              setValue(paths.price, '');
              // A beautician chosen before (a day view's column) stays only if they do the new service.
              const next = services.find((s) => s._id === e.target.value);
              if (!next?.beauticianIds.includes(beauticianId)) setValue(paths.beauticianId, '');
              clearErrors(paths.serviceId);
            },
          })}
        >
          <option value="">Select a service</option>
          {services.map((s) => (
            <option key={s._id} value={s._id}>
              {s.active ? s.name : `${s.name} (inactive)`}
            </option>
          ))}
        </select>
        <FieldError id={id('service-error')} message={message(paths.serviceId)} />
      </Field>
      <Field id={id('variant')} label={`Variant${labelSuffix}`}>
        <select
          id={id('variant')}
          disabled={!service}
          className={controlClass}
          {...described(paths.variantName, 'variant')}
          {...register(paths.variantName, {
            onChange: (e: { target: { value: string } }) => {
              setValue(paths.price, priceOf(services, serviceId, e.target.value));
              clearErrors(paths.variantName);
            },
          })}
        >
          <option value="">Select a variant</option>
          {service?.variants.map((v) => (
            <option key={v.name} value={v.name}>
              {variantOptionText(v)}
            </option>
          ))}
        </select>
        <FieldError id={id('variant-error')} message={message(paths.variantName)} />
      </Field>
      <Field id={id('beautician')} label={`Beautician${labelSuffix}`}>
        {/* Controlled: a beautician given before the service (a day view's column) shows once their option exists. */}
        <select
          id={id('beautician')}
          disabled={!service}
          className={controlClass}
          {...described(paths.beauticianId, 'beautician')}
          {...register(paths.beauticianId, { onChange: () => clearErrors(paths.beauticianId) })}
          value={beauticianId}
        >
          <option value="">Select a beautician</option>
          {qualified.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </select>
        <FieldError id={id('beautician-error')} message={message(paths.beauticianId)} />
      </Field>
      {children}
      <ValidatedInput
        id={id('price')}
        label={`Price (£)${labelSuffix}`}
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        message={message(paths.price)}
        {...register(paths.price, { onChange: () => clearErrors(paths.price) })}
      />
    </div>
  );
}
