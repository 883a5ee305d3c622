import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '../../../core/schemas/auth.schema.ts';
import { errorMessage } from '../../api/client.ts';
import { useSignIn } from '../../api/auth-sign-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/form-controls.tsx';

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

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <div>
        <label htmlFor="signin-email" className="text-sm font-medium text-stone-800">
          E-mail
        </label>
        <input
          id="signin-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          className={`${controlClass} mt-1.5`}
          {...register('email')}
        />
        {errors.email && (
          <p id="signin-email-error" className="mt-1.5 text-sm text-red-700">
            {errors.email.message}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="signin-password" className="text-sm font-medium text-stone-800">
          Password
        </label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          className={`${controlClass} mt-1.5`}
          {...register('password')}
        />
        {errors.password && (
          <p id="signin-password-error" className="mt-1.5 text-sm text-red-700">
            {errors.password.message}
          </p>
        )}
      </div>

      {/* Always in the page, so a screen reader announces the message the moment it appears. */}
      <div role="alert">
        {signIn.isError && (
          <p className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{errorMessage(signIn.error)}</p>
        )}
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        Sign in
      </Button>
      <p role="status" className="min-h-5 text-center text-sm text-stone-600">
        {busy ? 'Signing in…' : ''}
      </p>
    </form>
  );
}
