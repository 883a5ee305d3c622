import type { StaffUser } from '../../../../core/schemas/auth.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/** '/admin/account': who is signed in, and their own password. */
export function AccountScreen({ user }: { user: StaffUser }) {
  return (
    <>
      <PageHeading title="Your account" subtitle={`${user.name} · ${user.email}`} />
      <Card aria-labelledby="password-heading">
        <h2 id="password-heading" className="mb-4 font-display text-xl font-semibold">
          Change password
        </h2>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
