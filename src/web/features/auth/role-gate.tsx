import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Role } from '../../../core/access.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { mayOpen } from '../../lib/admin-sections.ts';
import { adminPaths } from '../../lib/paths.ts';

/**
 * A back-office page outside the signed-in role's sections (a typed or old link) says so instead of showing a page
 * whose every request the API would refuse (issue 18).
 */
export function RoleGate({ role, children }: { role: Role; children: ReactNode }) {
  const { pathname } = useLocation();
  if (mayOpen(role, pathname)) return children;
  return (
    <Card className="mx-auto max-w-xl text-center">
      <title>Not available to your role</title>
      <h1 className="font-display text-3xl font-semibold">Not available to your role</h1>
      <p className="mt-3 text-stone-600">Your account does not give you access to this page. Ask the salon owner if you need it.</p>
      <Link to={adminPaths.dashboard} className={buttonClasses({ className: 'mt-7' })}>
        Back to Dashboard
      </Link>
    </Card>
  );
}
