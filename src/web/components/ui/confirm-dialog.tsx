import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** the confirming button's label; leave out to offer only Cancel (e.g. deletion blocked) */
  confirmLabel?: string;
  busy?: boolean;
  /** the confirming button's label while busy */
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question in a modal; the confirming action is the dangerous one. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = 'Deleting...',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} title={title}>
      <div className="space-y-3 text-stone-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {confirmLabel && (
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
