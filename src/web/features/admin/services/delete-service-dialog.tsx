import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface Props {
  open: boolean;
  /** shown under the question when the dialog comes from the list, where several services are in view */
  name?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §2: the confirmation before a service is deleted, from the list or from its form. */
export function DeleteServiceDialog({ open, name, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog open={open} title="Confirm Deletion" confirmLabel="Delete" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <p>Are you sure you want to delete the service? This action cannot be undone.</p>
      {name && <p className="font-medium text-stone-900">{name}</p>}
    </ConfirmDialog>
  );
}
