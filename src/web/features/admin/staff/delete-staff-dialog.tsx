import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface Props {
  beautician: BeauticianStaff | undefined;
  /** the services they perform; while there are any, deletion is not offered (the server refuses it too) */
  assigned: Service[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §2 staff delete dialog: lists assigned services with a warning to reassign them first, and hides Delete then. */
export function DeleteStaffDialog({ beautician, assigned, busy, onConfirm, onClose }: Props) {
  const blocked = assigned.length > 0;
  return (
    <ConfirmDialog
      open={Boolean(beautician)}
      title="Confirm Deletion"
      confirmLabel={blocked ? undefined : 'Delete'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {blocked ? (
        <>
          <p>
            <span className="font-medium text-stone-900">{beautician?.name}</span> is assigned to these services:
          </p>
          <ul className="list-disc pl-5">
            {assigned.map((s) => (
              <li key={s._id}>{s.name}</li>
            ))}
          </ul>
          <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900">
            Reassign these services to another staff member before deleting.
          </p>
        </>
      ) : (
        <>
          <p>Are you sure you want to delete this staff member? This action cannot be undone.</p>
          <p className="font-medium text-stone-900">{beautician?.name}</p>
        </>
      )}
    </ConfirmDialog>
  );
}
