import { useForm, useWatch } from 'react-hook-form';
import type { BeauticianPublic, Service } from '../../../../../core/schemas/catalog.schema.ts';
import type { StaffBookingInput } from '../../../../../core/schemas/staff-booking.schema.ts';
import { CheckboxField, controlClass, Field, FieldError } from '../../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../../../components/ui/validated-input.tsx';
import { variantOptionText } from '../appointment/appointment-display.ts';
import { CancelSaveButtons } from '../ui/admin-form-shell.tsx';
import { FormSection } from '../ui/form-section.tsx';
import { ClientFinder } from './client-finder.tsx';
import { checkValues, priceOf, toBookingInput, type NewAppointmentValues } from './new-appointment-values.ts';

interface NewAppointmentFormProps {
  defaults: NewAppointmentValues;
  services: Service[];
  beauticians: BeauticianPublic[];
  saving: boolean;
  /** a refusal of the server to show over the buttons (a taken time) */
  refusal: string | undefined;
  onSave: (input: StaffBookingInput) => void;
  onCancel: () => void;
}

/** 'New appointment' (docs/decisions/0026): a returning or new client, what, who and when; paid at the salon. */
export function NewAppointmentForm({ defaults, services, beauticians, saving, refusal, onSave, onCancel }: NewAppointmentFormProps) {
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<NewAppointmentValues>({
    defaultValues: defaults,
  });
  const { errors } = formState;
  const [serviceId, variantName, email, clientId, beauticianId] = useWatch({
    control,
    name: ['serviceId', 'variantName', 'email', 'clientId', 'beauticianId'],
  });
  const service = services.find((s) => s._id === serviceId);
  const qualified = beauticians.filter((b) => service?.beauticianIds.includes(b._id));

  const submit = handleSubmit((values) => {
    const problems = checkValues(values);
    for (const { field, message } of problems) setError(field, { message }, { shouldFocus: problems[0]?.field === field });
    if (problems.length === 0) onSave(toBookingInput(values));
  });
  const field = (name: keyof NewAppointmentValues) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormSection title="Client">
        <ClientFinder
          onPick={(client) => {
            setValue('clientId', client._id);
            setValue('name', client.name);
            setValue('phone', client.phone);
            setValue('email', client.email);
            setValue('sendConfirmation', client.email !== '');
            clearErrors(['name', 'phone', 'email']);
          }}
        />
        <p role="status" className="text-sm text-stone-600">
          {clientId ? 'A returning client: this booking joins their record.' : ''}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {/* Another name is another person: the booking is no longer tied to the record picked. */}
          <ValidatedInput
            id="new-name"
            label="Name"
            autoComplete="off"
            message={errors.name?.message}
            {...register('name', {
              onChange: () => {
                clearErrors('name');
                setValue('clientId', '');
              },
            })}
          />
          <ValidatedInput id="new-phone" label="Phone" type="tel" autoComplete="off" message={errors.phone?.message} {...field('phone')} />
          <ValidatedInput
            id="new-email"
            label="Email (optional)"
            type="email"
            autoComplete="off"
            message={errors.email?.message}
            {...field('email')}
          />
          <ValidatedInput id="new-notes" label="Notes (optional)" autoComplete="off" message={errors.notes?.message} {...field('notes')} />
        </div>
        <CheckboxField
          id="new-send-confirmation"
          label="Send confirmation to the client"
          hint={email.trim() ? 'By e-mail, with the calendar invite.' : 'Needs an e-mail address.'}
          disabled={!email.trim()}
          {...register('sendConfirmation')}
        />
      </FormSection>

      <FormSection title="Appointment">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="new-service" label="Service">
            <select
              id="new-service"
              className={controlClass}
              aria-invalid={errors.serviceId ? true : undefined}
              aria-describedby={errors.serviceId ? 'new-service-error' : undefined}
              {...register('serviceId', {
                onChange: (e) => {
                  setValue('variantName', '');
                  setValue('price', '');
                  // A beautician chosen before (a day view's column) stays only if they do the new service.
                  const next = services.find((s) => s._id === e.target.value);
                  if (!next?.beauticianIds.includes(beauticianId)) setValue('beauticianId', '');
                  clearErrors('serviceId');
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
            <FieldError id="new-service-error" message={errors.serviceId?.message} />
          </Field>
          <Field id="new-variant" label="Variant">
            <select
              id="new-variant"
              disabled={!service}
              className={controlClass}
              {...register('variantName', { onChange: (e) => setValue('price', priceOf(services, serviceId, e.target.value)) })}
            >
              <option value="">Select a variant</option>
              {service?.variants.map((v) => (
                <option key={v.name} value={v.name}>
                  {variantOptionText(v)}
                </option>
              ))}
            </select>
            <FieldError id="new-variant-error" message={errors.variantName?.message} />
          </Field>
          <Field id="new-beautician" label="Beautician">
            {/* Controlled: a beautician given before the service (a day view's column) shows once their option exists. */}
            <select id="new-beautician" disabled={!service} className={controlClass} {...register('beauticianId')} value={beauticianId}>
              <option value="">Select a beautician</option>
              {qualified.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                </option>
              ))}
            </select>
            <FieldError id="new-beautician-error" message={errors.beauticianId?.message} />
          </Field>
          <ValidatedInput id="new-start" label="Start" type="datetime-local" message={errors.start?.message} {...field('start')} />
          <ValidatedInput
            id="new-price"
            label="Price (£)"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            message={errors.price?.message}
            {...field('price')}
          />
        </div>
        <p className="text-sm text-stone-600">
          {variantName ? 'Paid at the salon. Times are salon time (London).' : 'Times are salon time (London).'}
        </p>
      </FormSection>

      <RefusalAlert message={refusal} />
      <CancelSaveButtons busy={saving} submitLabel="Book appointment" onCancel={onCancel} />
    </form>
  );
}
