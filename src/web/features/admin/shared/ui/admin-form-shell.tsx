import { useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FormErrorBox, ValidationSummary } from '../../../../components/ui/form-messages.tsx';
import { focusFirstInvalid } from '../../../../lib/form-errors.ts';

interface Props {
  /** react-hook-form's handleSubmit(onValid, onInvalid), given the shell's onInvalid */
  submit: (onInvalid: () => void) => (event?: FormEvent) => Promise<void>;
  /** the 'Please fix…' list; omit where the form shows messages only beside the fields */
  validationMessages?: string[];
  saveErrorTitle: string;
  saveError: string | undefined;
  /** shown only when editing an existing record */
  deleteLabel?: string;
  onDelete: () => void;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The admin edit form around its cards: error messages on top, Delete on the left, Cancel and Save on the right.
 * A failed submit scrolls to and focuses the first invalid control (spec §5).
 */
export function AdminFormShell({
  submit,
  validationMessages = [],
  saveErrorTitle,
  saveError,
  deleteLabel,
  onDelete,
  onCancel,
  busy,
  submitLabel,
  children,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(() => focusFirstInvalid(formRef.current))(event)} className="space-y-6">
      <ValidationSummary messages={validationMessages} />
      <FormErrorBox title={saveErrorTitle} message={saveError} />
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {deleteLabel && (
            <Button variant="danger" onClick={onDelete} disabled={busy}>
              {deleteLabel}
            </Button>
          )}
        </div>
        <CancelSaveButtons busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
      </div>
    </form>
  );
}

/** A form's Cancel and submit buttons, side by side from small screens up (submit first on a phone). */
export function CancelSaveButtons({
  busy,
  submitLabel,
  onCancel,
  className = '',
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
