import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import { useSession } from '../../api/auth-session.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { signInPathFor } from './return-to.ts';
import { useSignOutOnUnauthorized } from './use-sign-out-on-unauthorized.ts';

/**
 * The guard of '/admin/*' (issue 3; the spec shows none): no session, no back office. A signed-out visitor
 * goes to the sign-in page and comes back to the page they asked for.
 */
export function RequireStaff({ children }: { children: (user: StaffUser) => ReactNode }) {
  const location = useLocation();
  const session = useSession();
  useSignOutOnUnauthorized();

  if (session.isPending) return <Spinner label="Checking your sign-in..." className="min-h-dvh" />;
  if (session.isError) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-lg items-center px-4">
        <Notice
          tone="error"
          title="We couldn't check your sign-in."
          className="w-full"
          action={<Button onClick={() => void session.refetch()}>Retry</Button>}
        >
          {errorMessage(session.error)}
        </Notice>
      </main>
    );
  }
  if (!session.data) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return children(session.data);
}
