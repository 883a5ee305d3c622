import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FirstRunSchema, type FirstRun } from '../../../core/schemas/auth.schema.ts';
import { useCompleteFirstRun } from '../../api/auth-first-run.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { RefusalAlert } from '../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../components/ui/validated-input.tsx';

/** The code from the server log, and the owner's name, e-mail and password; the server's refusal shows in an alert. */
export function FirstRunForm() {
  const complete = useCompleteFirstRun();
  const { register, handleSubmit, formState } = useForm<FirstRun>({
    resolver: zodResolver(FirstRunSchema),
    defaultValues: { code: '', name: '', email: '', password: '' },
  });
  const { errors } = formState;
  const busy = complete.isPending || complete.isSuccess;
  const onSubmit = handleSubmit((values) => complete.mutate(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <ValidatedInput
        id="setup-code"
        label="One-time code (from the server log)"
        autoComplete="one-time-code"
        spellCheck={false}
        message={errors.code?.message}
        {...register('code')}
      />
      <ValidatedInput id="setup-name" label="Your name" autoComplete="name" message={errors.name?.message} {...register('name')} />
      <ValidatedInput
        id="setup-email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="username"
        message={errors.email?.message}
        {...register('email')}
      />
      <ValidatedInput
        id="setup-password"
        label="Password (at least 8 characters)"
        type="password"
        autoComplete="new-password"
        message={errors.password?.message}
        {...register('password')}
      />
      <RefusalAlert message={complete.isError ? errorMessage(complete.error) : undefined} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Create the owner’s account
      </Button>
    </form>
  );
}
