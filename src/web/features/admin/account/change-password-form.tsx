import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type ChangePassword } from '../../../../core/schemas/auth.schema.ts';
import { useChangePassword } from '../../../api/change-password.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../../components/ui/validated-input.tsx';

/** The current password and a new one; on success every other session of this person ends (the server says so). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      <ValidatedInput
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        message={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <ValidatedInput
        id="new-password"
        label="New password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        message={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <RefusalAlert message={change.isError ? errorMessage(change.error) : undefined} />
      <p role="status" className="text-sm font-medium text-green-800">
        {change.isSuccess ? 'Password changed. You stay signed in here; other devices have been signed out.' : ''}
      </p>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
