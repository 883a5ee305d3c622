import { Link, Navigate } from 'react-router';
import { useFirstRunStatus } from '../../api/auth-first-run.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminPaths } from '../../lib/paths.ts';
import { FirstRunForm } from './first-run-form.tsx';

/**
 * '/admin/setup': a live salon's first start (docs/decisions/0019). While there is no staff account, the owner
 * makes theirs here with the one-time code the server printed when it started; afterwards the page only
 * points to the sign-in.
 */
export function FirstRunPage({ salonName }: { salonName: string }) {
  const status = useFirstRunStatus();

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <Card className="w-full max-w-md">
        <p className="text-sm font-medium text-plum-800">{salonName}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold">Set up the back office</h1>
        <div className="mt-6">
          {status.isPending && <Spinner label="Checking the salon..." />}
          {status.isError && (
            <Notice tone="error" action={<Button onClick={() => void status.refetch()}>Retry</Button>}>
              {errorMessage(status.error)}
            </Notice>
          )}
          {status.data?.needed === false && <Navigate to={adminPaths.dashboard} replace />}
          {status.data?.needed && (
            <>
              <p className="mb-5 text-stone-600">
                This salon has no staff account yet. Enter the one-time code the server printed when it started, then the owner’s name,
                e-mail and password.
              </p>
              <FirstRunForm />
            </>
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
