import { Link, Navigate, useSearchParams } from 'react-router';
import { useFirstRunStatus } from '../../api/auth-first-run.ts';
import { useSession } from '../../api/auth-session.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { adminPaths, paths } from '../../lib/paths.ts';
import { safeReturnTo } from './return-to.ts';
import { SignInForm } from './sign-in-form.tsx';

/** '/admin/login': staff sign in, then return to the back-office page they asked for. */
export function SignInPage({ salonName }: { salonName: string }) {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const session = useSession();
  const firstRun = useFirstRunStatus();

  // Signed in just now, or already (say, in another tab): straight on.
  if (session.data) return <Navigate to={returnTo} replace />;
  // A live salon with no account yet: nobody can sign in until the owner has made theirs.
  if (firstRun.data?.needed) return <Navigate to={adminPaths.setup} replace />;

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <Card className="w-full max-w-md">
        <p className="text-sm font-medium text-plum-800">{salonName}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold">Staff sign-in</h1>
        <p className="mt-2 text-stone-600">Sign in to the Admin Portal.</p>
        <div className="mt-6">{session.isPending ? <Spinner label="Checking your sign-in..." /> : <SignInForm />}</div>
        <Link
          to={paths.home}
          className="mt-6 inline-block rounded text-sm font-medium text-plum-800 underline underline-offset-4 hover:text-plum-900"
        >
          Back to Home
        </Link>
      </Card>
    </main>
  );
}
