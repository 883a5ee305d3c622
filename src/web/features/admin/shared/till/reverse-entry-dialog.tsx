import { useState } from 'react';
import type { MoneyEntry } from '../../../../../core/schemas/till.schema.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useReverseEntry } from '../../../../api/visit-money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';
import { FormErrorBox } from '../../../../components/ui/form-messages.tsx';

/**
 * A salon payment taken by mistake, or a discount given by mistake, is reversed, never deleted: the reversal says why
 * (docs/decisions/0027). A discount reversed is owed again (issue 23).
 */
export function ReverseEntryDialog({ entry, summary, onClose }: { entry: MoneyEntry | undefined; summary: string; onClose: () => void }) {
  const reverse = useReverseEntry();
  const close = () => {
    if (!reverse.isPending) onClose();
  };
  return (
    <Dialog open={Boolean(entry)} onClose={close} title={entry?.kind === 'discount' ? 'Reverse discount' : 'Reverse payment'}>
      {entry && <ReverseForm key={entry._id} entry={entry} summary={summary} reverse={reverse} onClose={close} onDone={onClose} />}
    </Dialog>
  );
}

interface FormProps {
  entry: MoneyEntry;
  summary: string;
  reverse: ReturnType<typeof useReverseEntry>;
  onClose: () => void;
  onDone: () => void;
}

function ReverseForm({ entry, summary, reverse, onClose, onDone }: FormProps) {
  const discount = entry.kind === 'discount';
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = () => {
    if (!reason.trim()) return setProblem('Say why the entry is reversed.');
    setProblem(undefined);
    reverse.mutate(
      { entryId: entry._id, request: { reason: reason.trim() } },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error, 'Failed to reverse the payment')) },
    );
  };
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-stone-700">
        {`${summary} ${discount ? 'will be withdrawn: the client owes it again.' : 'will be taken off the takings.'} The entry stays in the history with its reversal.`}
      </p>
      <Field id="reverse-reason" label="Reason">
        <input
          id="reverse-reason"
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          className={controlClass}
          disabled={reverse.isPending}
        />
      </Field>
      <FormErrorBox title="The payment was not reversed" message={problem} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={reverse.isPending}>
          Close
        </Button>
        <Button type="submit" variant="danger" disabled={reverse.isPending}>
          {reverse.isPending ? 'Saving…' : discount ? 'Reverse discount' : 'Reverse payment'}
        </Button>
      </div>
    </form>
  );
}
