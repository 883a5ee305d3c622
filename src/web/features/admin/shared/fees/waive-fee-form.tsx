import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { controlClass, Field, FieldError } from '../../../../components/ui/form-controls.tsx';

export const WAIVE_REASON_MESSAGE = 'Please say why the fee is waived.';

interface WaiveFeeFormProps {
  busy: boolean;
  onWaive: (reason: string) => void;
  onCancel: () => void;
}

/** A fee is never waived without a reason (docs/decisions/0034): the server refuses an empty one in the same words. */
export function WaiveFeeForm({ busy, onWaive, onCancel }: WaiveFeeFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <form
      className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setProblem(WAIVE_REASON_MESSAGE);
        setProblem(undefined);
        onWaive(reason.trim());
      }}
    >
      <Field id={`${id}-reason`} label="Why is the fee waived?">
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={2}
          maxLength={500}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setReason(e.target.value)}
          className={controlClass}
          disabled={busy}
        />
      </Field>
      <FieldError id={`${id}-problem`} message={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Waiving…' : 'Waive fee'}
        </Button>
      </div>
    </form>
  );
}
