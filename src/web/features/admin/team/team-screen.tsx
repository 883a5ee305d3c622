import { useState } from 'react';
import { ROLE_NAMES } from '../../../../core/access.ts';
import type { PasswordLink, TeamMember } from '../../../../core/schemas/team.schema.ts';
import { useSession } from '../../../api/auth-session.ts';
import { errorMessage } from '../../../api/client.ts';
import { useTeam, useTeamChanges } from '../../../api/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ListTable } from '../shared/ui/list-table.tsx';
import { MemberForm, type MemberValues } from './member-form.tsx';
import { PasswordLinkPanel } from './password-link-panel.tsx';
import { STATUS_BADGES } from './team-display.ts';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; member: TeamMember }
  | { kind: 'deactivate'; member: TeamMember }
  | { kind: 'reset'; member: TeamMember }
  | { kind: 'link'; name: string; link: PasswordLink };

const NEW_MEMBER: MemberValues = { name: '', email: '', role: 'reception', beauticianId: '' };
const valuesOf = (m: TeamMember): MemberValues => ({ name: m.name, email: m.email, role: m.role, beauticianId: m.beautician?._id ?? '' });
const roleText = (m: TeamMember) => (m.beautician ? `${ROLE_NAMES[m.role]} · ${m.beautician.name}` : ROLE_NAMES[m.role]);

/**
 * '/admin/team' (issue 18, owners only): who can sign in and with which role. A new person gets a single-use link
 * to choose their password (e-mailed, and shown here to hand over); deactivating someone ends their sessions at once.
 */
export function TeamScreen() {
  const team = useTeam();
  const changes = useTeamChanges();
  const { data: me } = useSession();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const beauticianOf = (v: MemberValues) => (v.role === 'stylist' ? v.beauticianId || null : null);

  const add = (v: MemberValues) =>
    changes.add.mutate(
      { name: v.name, email: v.email, role: v.role, beauticianId: beauticianOf(v) },
      { onSuccess: ({ member, passwordLink }) => setOpen({ kind: 'link', name: member.name, link: passwordLink }) },
    );
  const edit = (member: TeamMember, v: MemberValues) =>
    changes.change.mutate({ id: member._id, input: { name: v.name, role: v.role, beauticianId: beauticianOf(v) } }, { onSuccess: close });
  const reset = (member: TeamMember) =>
    changes.resetPassword.mutate(member._id, { onSuccess: (link) => setOpen({ kind: 'link', name: member.name, link }) });
  const openDialog = (next: Open) => {
    for (const mutation of [changes.add, changes.change, changes.deactivate, changes.reactivate, changes.resetPassword]) mutation.reset();
    setOpen(next);
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title="Team" subtitle="Who can sign in to the back office, and what each person can do" />
        <Button onClick={() => openDialog({ kind: 'add' })}>+ Add a person</Button>
      </div>
      <Card>
        {team.isPending && <Spinner label="Loading the team..." />}
        {team.isError && (
          <Notice tone="error" action={<Button onClick={() => void team.refetch()}>Retry</Button>}>
            {errorMessage(team.error)}
          </Notice>
        )}
        {changes.reactivate.isError && <Notice tone="error">{errorMessage(changes.reactivate.error)}</Notice>}
        {team.data && (
          <ListTable columns={['Name', 'Role', 'Status', 'Actions']}>
            {team.data.map((m) => {
              const self = m._id === me?._id;
              const badge = STATUS_BADGES[m.status];
              return (
                <tr key={m._id}>
                  <td className="px-2.5 py-3">
                    <span className="block font-medium text-stone-900">
                      {m.name}
                      {self && <span className="text-stone-600"> (you)</span>}
                    </span>
                    <span className="block text-stone-600">{m.email}</span>
                  </td>
                  <td className="px-2.5 py-3">{roleText(m)}</td>
                  <td className="px-2.5 py-3">
                    <StatusBadge status={badge.label} tone={badge.tone} />
                  </td>
                  <td className="px-2.5 py-3">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => openDialog({ kind: 'edit', member: m })}
                        aria-label={`Edit ${m.name}`}
                      >
                        Edit
                      </Button>
                      {!self && m.status !== 'deactivated' && (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => openDialog({ kind: 'reset', member: m })}
                            aria-label={`Reset the password of ${m.name}`}
                          >
                            {m.status === 'invited' ? 'New link' : 'Reset password'}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => openDialog({ kind: 'deactivate', member: m })}
                            aria-label={`Deactivate ${m.name}`}
                          >
                            Deactivate
                          </Button>
                        </>
                      )}
                      {m.status === 'deactivated' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={changes.reactivate.isPending}
                          onClick={() => changes.reactivate.mutate(m._id)}
                          aria-label={`Reactivate ${m.name}`}
                        >
                          Reactivate
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </ListTable>
        )}
      </Card>

      <Dialog open={open?.kind === 'add'} onClose={close} title="Add a person">
        <MemberForm
          initial={NEW_MEMBER}
          isNew
          submitLabel="Add and send link"
          busy={changes.add.isPending}
          error={changes.add.error}
          onSubmit={add}
          onCancel={close}
        />
      </Dialog>
      <Dialog open={open?.kind === 'edit'} onClose={close} title={open?.kind === 'edit' ? `Edit ${open.member.name}` : 'Edit'}>
        {open?.kind === 'edit' && (
          <MemberForm
            initial={valuesOf(open.member)}
            isNew={false}
            submitLabel="Save"
            busy={changes.change.isPending}
            error={changes.change.error}
            onSubmit={(v) => edit(open.member, v)}
            onCancel={close}
          />
        )}
      </Dialog>
      <Dialog open={open?.kind === 'link'} onClose={close} title="Password link">
        {open?.kind === 'link' && <PasswordLinkPanel name={open.name} link={open.link} />}
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>Done</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={open?.kind === 'deactivate'}
        title={open?.kind === 'deactivate' ? `Deactivate ${open.member.name}?` : 'Deactivate?'}
        confirmLabel="Deactivate"
        busy={changes.deactivate.isPending}
        busyLabel="Deactivating..."
        onConfirm={() => open?.kind === 'deactivate' && changes.deactivate.mutate(open.member._id, { onSuccess: close })}
        onClose={close}
      >
        <p>
          They are signed out everywhere at once and can no longer sign in. Their appointments and the payments they took stay as they are.
        </p>
        {changes.deactivate.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(changes.deactivate.error)}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={open?.kind === 'reset'}
        title={open?.kind === 'reset' ? `Reset the password of ${open.member.name}?` : 'Reset password?'}
        confirmLabel="Reset and send link"
        busy={changes.resetPassword.isPending}
        busyLabel="Resetting..."
        onConfirm={() => open?.kind === 'reset' && reset(open.member)}
        onClose={close}
      >
        <p>Their current password stops working and they are signed out everywhere. They choose a new one with the link we send them.</p>
        {changes.resetPassword.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(changes.resetPassword.error)}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
