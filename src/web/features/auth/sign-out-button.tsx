import { useNavigate } from 'react-router';
import { useSignOut } from '../../api/auth-sign-out.ts';
import { Button } from '../../components/ui/button.tsx';
import { adminPaths } from '../../lib/paths.ts';

/** Ends the session on the server, forgets every staff-only answer, and shows the sign-in page. */
export function SignOutButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate(adminPaths.login, { replace: true }) })}
    >
      Sign out
    </Button>
  );
}
