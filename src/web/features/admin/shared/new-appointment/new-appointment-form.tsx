import { useForm, useWatch } from 'react-hook-form';
import type { BeauticianPublic, Service } from '../../../../../core/schemas/catalog.schema.ts';
import type { StaffBookingInput } from '../../../../../core/schemas/staff-booking.schema.ts';
import { CheckboxField } from '../../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../../../components/ui/validated-input.tsx';
import { CancelSaveButtons } from '../ui/admin-form-shell.tsx';
import { FormSection } from '../ui/form-section.tsx';
import { ClientFinder } from './client-finder.tsx';
import { useConfirmationByText } from '../../../../api/staff-bookings.ts';
import { checkValues, confirmationHint, FIRST_SERVICE, toBookingInput, type NewAppointmentValues } from './new-appointment-values.ts';
import { ServiceChoiceFields } from './service-choice-fields.tsx';
import { VisitServices } from './visit-services.tsx';

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

/**
 * 'New appointment' (docs/decisions/0026): a returning or new client, what, who and when, paid at the salon; with
 * further services, a visit of several (docs/decisions/0032).
 */
export function NewAppointmentForm({ defaults, services, beauticians, saving, refusal, onSave, onCancel }: NewAppointmentFormProps) {
  const form = useForm<NewAppointmentValues>({ defaultValues: defaults });
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = form;
  const { errors } = formState;
  const [variantName, email, phone, clientId] = useWatch({ control, name: ['variantName', 'email', 'phone', 'clientId'] });
  const byText = useConfirmationByText(phone).data?.byText === true;

  const submit = handleSubmit((values) => {
    const problems = checkValues(values);
    for (const { field, message } of problems) setError(field, { message }, { shouldFocus: problems[0]?.field === field });
    if (problems.length === 0) onSave(toBookingInput(values));
  });
  const field = (name: 'phone' | 'email' | 'notes' | 'start') => register(name, { onChange: () => clearErrors(name) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <FormSection title="Client">
        <ClientFinder
          onPick={(client) => {
            setValue('clientId', client._id);
            setValue('name', client.name);
            setValue('phone', client.phone);
            setValue('email', client.email);
            setValue('sendConfirmation', true);
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
          hint={confirmationHint(email, byText)}
          disabled={!email.trim() && !byText}
          {...register('sendConfirmation')}
        />
      </FormSection>

      <FormSection title="Appointment">
        <ServiceChoiceFields form={form} paths={FIRST_SERVICE} idPrefix="new" labelSuffix="" services={services} beauticians={beauticians}>
          <ValidatedInput id="new-start" label="Start" type="datetime-local" message={errors.start?.message} {...field('start')} />
        </ServiceChoiceFields>
        <VisitServices form={form} services={services} beauticians={beauticians} />
        <p className="text-sm text-stone-600">
          {variantName ? 'Paid at the salon. Times are salon time (London).' : 'Times are salon time (London).'}
        </p>
      </FormSection>

      <RefusalAlert message={refusal} />
      <CancelSaveButtons busy={saving} submitLabel="Book appointment" onCancel={onCancel} />
    </form>
  );
}
