import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { NewPasswordSchema } from '../../../core/schemas/auth.schema.ts';
import { errorMessage } from '../../api/client.ts';
import { usePasswordLinkOwner, useSetPassword } from '../../api/set-password.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { RefusalAlert } from '../../components/ui/form-messages.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ValidatedInput } from '../../components/ui/validated-input.tsx';
import { adminPaths } from '../../lib/paths.ts';

const ChoosePasswordSchema = z
  .object({ password: NewPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { error: 'The two passwords are not the same', path: ['repeat'] });
type ChoosePassword = z.infer<typeof ChoosePasswordSchema>;

/**
 * '/admin/set-password#<secret>': a new member of staff (or one whose password the owner reset) chooses their
 * password through the link they were sent, and lands in the back office signed in (docs/decisions/0029).
 */
export function SetPasswordPage({ salonName }: { salonName: string }) {
  const { hash } = useLocation();
  // Kept as it arrives: the secret leaves the address bar at once, so it is not left in the history or on screen. A
  // second link pasted into this tab changes only the #hash, which loads no new page: it replaces the first.
  const [token, setToken] = useState(() => hash.replace(/^#/, ''));
  const arrived = hash.replace(/^#/, '');
  if (arrived !== '' && arrived !== token) setToken(arrived);
  const owner = usePasswordLinkOwner(token);
  const setPassword = useSetPassword();
  const navigate = useNavigate();
  useEffect(() => {
    if (hash) void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);
  const { register, handleSubmit, formState } = useForm<ChoosePassword>({
    resolver: zodResolver(ChoosePasswordSchema),
    defaultValues: { password: '', repeat: '' },
  });
  const onSubmit = handleSubmit(({ password }) =>
    setPassword.mutate({ token, password }, { onSuccess: () => void navigate(adminPaths.dashboard, { replace: true }) }),
  );

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <Card className="w-full max-w-md">
        <p className="text-sm font-medium text-plum-800">{salonName}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold">Choose your password</h1>
        <div className="mt-6">
          {token === '' && (
            <Notice tone="error">This link is not complete. Open it again from your e-mail, or ask the salon owner for a new one.</Notice>
          )}
          {owner.isPending && token !== '' && <Spinner label="Checking your link..." />}
          {owner.isError && <Notice tone="error">{errorMessage(owner.error)}</Notice>}
          {owner.data && (
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
              <p className="text-stone-600">
                Hello {owner.data.name}. You will sign in with <strong className="font-medium text-stone-900">{owner.data.email}</strong>{' '}
                and the password you choose here.
              </p>
              <ValidatedInput
                id="new-password"
                label="Password (at least 8 characters)"
                type="password"
                autoComplete="new-password"
                message={formState.errors.password?.message}
                {...register('password')}
              />
              <ValidatedInput
                id="repeat-password"
                label="The same password again"
                type="password"
                autoComplete="new-password"
                message={formState.errors.repeat?.message}
                {...register('repeat')}
              />
              <RefusalAlert message={setPassword.isError ? errorMessage(setPassword.error) : undefined} />
              <Button type="submit" disabled={setPassword.isPending}>
                {setPassword.isPending ? 'Saving...' : 'Set password and sign in'}
              </Button>
            </form>
          )}
        </div>
        <Link
          to={adminPaths.login}
          className="mt-6 inline-block rounded text-sm font-medium text-plum-800 underline underline-offset-4 hover:text-plum-900"
        >
          Staff sign-in
        </Link>
      </Card>
    </main>
  );
}
