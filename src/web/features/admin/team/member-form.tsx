import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MemberFormSchema } from '../../../../core/schemas/team.schema.ts';
import type { z } from 'zod';
import { ROLE_NAMES, ROLES } from '../../../../core/access.ts';
import { errorMessage, fieldErrorsOf } from '../../../api/client.ts';
import { useBeauticians } from '../../../api/beauticians.ts';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../../components/ui/validated-input.tsx';
import { CancelSaveButtons } from '../shared/ui/admin-form-shell.tsx';
import { ROLE_SUMMARIES } from './team-display.ts';

export type MemberValues = z.infer<typeof MemberFormSchema>;

interface MemberFormProps {
  initial: MemberValues;
  /** a new person: their e-mail is asked for; an existing one keeps theirs */
  isNew: boolean;
  submitLabel: string;
  busy: boolean;
  /** the last save's failure: its field messages go under their fields, anything else above the buttons */
  error: unknown;
  onSubmit: (values: MemberValues) => void;
  onCancel: () => void;
}

/**
 * A person's name, e-mail and role, and for a stylist the beautician they are. The server checks everything
 * (core/schemas/team.schema.ts) and its messages are shown where they belong.
 */
export function MemberForm({ initial, isNew, submitLabel, busy, error, onSubmit, onCancel }: MemberFormProps) {
  const id = useId();
  const beauticians = useBeauticians();
  const { register, handleSubmit, control, setError, formState } = useForm<MemberValues>({
    defaultValues: initial,
    resolver: zodResolver(MemberFormSchema),
  });
  const role = useWatch({ control, name: 'role' });
  const fields = fieldErrorsOf(error);
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
      if (field === 'name' || field === 'email' || field === 'role' || field === 'beauticianId') setError(field, { message });
    }
  }, [error, setError]);
  const { errors } = formState;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      <ValidatedInput id={`${id}-name`} label="Name" autoComplete="off" message={errors.name?.message} {...register('name')} />
      {isNew && (
        <ValidatedInput
          id={`${id}-email`}
          label="E-mail"
          type="email"
          autoComplete="off"
          message={errors.email?.message}
          {...register('email')}
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Role</legend>
        <div className="mt-2 space-y-2">
          {ROLES.map((r) => (
            <label
              key={r}
              className="flex items-start gap-3 rounded-2xl border border-stone-200 p-3 has-[:checked]:border-plum-400 has-[:checked]:bg-plum-50"
            >
              <input type="radio" value={r} className="mt-1 size-4 accent-plum-700" {...register('role')} />
              <span>
                <span className="block font-medium text-stone-900">{r === 'owner' ? 'Owner' : ROLE_NAMES[r]}</span>
                <span className="block text-sm text-stone-600">{ROLE_SUMMARIES[r]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-role-error`} message={errors.role?.message} />
      </fieldset>
      {role === 'stylist' && (
        <div>
          <label htmlFor={`${id}-beautician`} className="text-sm font-medium text-stone-800">
            Which beautician is this stylist?
          </label>
          <select
            id={`${id}-beautician`}
            className={`${controlClass} mt-1.5`}
            aria-invalid={errors.beauticianId ? true : undefined}
            aria-describedby={errors.beauticianId ? `${id}-beautician-error` : undefined}
            {...register('beauticianId')}
          >
            <option value="">Choose a beautician</option>
            {(beauticians.data ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-beautician-error`} message={errors.beauticianId?.message} />
        </div>
      )}
      <RefusalAlert message={error && !fields ? errorMessage(error) : undefined} />
      <CancelSaveButtons busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
