import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateClientSchema, type ClientProfile, type UpdateClientInput } from '../../../../core/schemas/client-profile.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateClient } from '../../../api/client-profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { LabelledTextarea, ValidatedInput } from '../../../components/ui/validated-input.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const valuesOf = (client: ClientProfile): UpdateClientInput => ({
  name: client.name,
  email: client.email,
  phone: client.phone,
  notes: client.notes,
  marketingConsent: client.marketingConsentAt !== null,
});

/**
 * The client's details, private notes and marketing consent, always open for editing: the notes are what staff
 * come here for. Consent shows the date it was given (PECR).
 */
export function ClientDetailsForm({ client }: { client: ClientProfile }) {
  const update = useUpdateClient(client._id);
  const { register, handleSubmit, formState, reset } = useForm<UpdateClientInput>({
    resolver: zodResolver(UpdateClientSchema),
    defaultValues: valuesOf(client),
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => update.mutate(values, { onSuccess: (saved) => reset(valuesOf(saved)) }));
  const consentHint = client.marketingConsentAt ? `Agreed on ${formatDateTime(client.marketingConsentAt)}.` : 'Not agreed.';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <ValidatedInput id="client-name" label="Name" autoComplete="off" message={errors.name?.message} {...register('name')} />
        <ValidatedInput
          id="client-phone"
          label="Phone"
          type="tel"
          autoComplete="off"
          message={errors.phone?.message}
          {...register('phone')}
        />
        <ValidatedInput
          id="client-email"
          label="Email (optional)"
          type="email"
          autoComplete="off"
          message={errors.email?.message}
          {...register('email')}
        />
      </div>
      <LabelledTextarea
        id="client-notes"
        label="Private notes (allergies, patch test date): shown with every appointment"
        rows={4}
        message={errors.notes?.message}
        {...register('notes')}
      />
      <CheckboxField
        id="client-marketing"
        label="Happy to receive marketing e-mails"
        hint={consentHint}
        {...register('marketingConsent')}
      />
      <RefusalAlert message={update.isError ? errorMessage(update.error, 'Failed to save') : undefined} />
      <p role="status" className="text-sm font-medium text-green-800">
        {update.isSuccess && !formState.isDirty ? 'Client saved.' : ''}
      </p>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save client'}
      </Button>
    </form>
  );
}
