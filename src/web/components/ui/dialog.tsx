import { useEffect, useId, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the focus stays inside),
 * Escape closes it, and the browser returns the focus to what opened it. The content mounts only while
 * open, so each opening starts fresh.
 */
export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: let the owner decide (it may be busy saving), rather than the browser closing it behind React's back.
      // React passes a dialog's cancel and close on to the dialogs around it, which the browser does not: a dialog
      // opened over another (time off over the staff list) answers only for itself.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      // The browser may close it anyway (a second Escape without user activation is not cancelable).
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onClose();
      }}
      className={clsx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-0 text-stone-800 shadow-xl',
        'backdrop:bg-stone-900/50',
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-7">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
