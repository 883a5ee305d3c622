import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '../../../core/schemas/auth.schema.ts';
import { errorMessage } from '../../api/client.ts';
import { useSignIn } from '../../api/auth-sign-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { RefusalAlert } from '../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../components/ui/validated-input.tsx';

/**
 * E-mail and password; the server's refusal (wrong pair, too many attempts) shows in an alert region.
 * Success stores the user as the session, and the page moves on from there.
 */
export function SignInForm() {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const busy = signIn.isPending || signIn.isSuccess;

  const onSubmit = handleSubmit((values) => signIn.mutate(values));
  const field = (name: keyof SignIn) => ({ message: errors[name]?.message, ...register(name) });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <ValidatedInput id="signin-email" label="E-mail" type="email" autoComplete="username" inputMode="email" {...field('email')} />
      <ValidatedInput id="signin-password" label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <RefusalAlert message={signIn.isError ? errorMessage(signIn.error) : undefined} />

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Sign in
      </Button>
      <p role="status" className="min-h-5 text-center text-sm text-stone-600">
        {busy ? 'Signing in…' : ''}
      </p>
    </form>
  );
}
