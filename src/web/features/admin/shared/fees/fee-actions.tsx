import { useState } from 'react';
import { formatGBP } from '../../../../../core/money.ts';
import { FEE_OWNER_ONLY_MESSAGE, type FeeView } from '../../../../../core/schemas/fee.schema.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useFeeDecision, type FeeAction } from '../../../../api/visit-fee.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { RefusalAlert } from '../../../../components/ui/form-messages.tsx';
import type { Role } from '../../../../../core/access.ts';
import { feeActions, waitsForOwner } from './fee-text.ts';
import { WaiveFeeForm } from './waive-fee-form.tsx';

/**
 * The owner's and reception's choices on a fee: charge it to the saved card (or e-mail the client a link), waive it
 * with a reason, or refund it once paid (asked first). What the server refuses shows under the buttons, in its words.
 */
export function FeeActions({ appointmentId, fee, role }: { appointmentId: string; fee: FeeView; role: Role }) {
  const decision = useFeeDecision(appointmentId);
  const [waiving, setWaiving] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const can = feeActions(fee, role);
  const busy = decision.isPending;
  const pending = decision.isPending ? decision.variables.action : undefined;
  const decide = (action: FeeAction, reason?: string, onSuccess?: () => void) => decision.mutate({ action, reason }, { onSuccess });
  const amount = formatGBP(fee.charge);

  return (
    <div className="space-y-3">
      {waitsForOwner(fee, role) && <p className="text-stone-600">{FEE_OWNER_ONLY_MESSAGE}</p>}
      {(can.charge || can.waive || can.refund) && !waiving && (
        <div className="flex flex-wrap gap-2">
          {can.charge && (
            <Button size="sm" onClick={() => decide('charge')} disabled={busy}>
              {pending === 'charge' ? 'Charging…' : fee.status === 'failed' ? `Try the card again: ${amount}` : `Charge ${amount} fee`}
            </Button>
          )}
          {can.waive && (
            <Button size="sm" variant="secondary" onClick={() => setWaiving(true)} disabled={busy}>
              Waive
            </Button>
          )}
          {can.refund && (
            <Button size="sm" variant="secondary" onClick={() => setRefunding(true)} disabled={busy}>
              Refund fee
            </Button>
          )}
        </div>
      )}
      {waiving && can.waive && (
        <WaiveFeeForm
          busy={pending === 'waive'}
          onWaive={(reason) => decide('waive', reason, () => setWaiving(false))}
          onCancel={() => setWaiving(false)}
        />
      )}
      <RefusalAlert message={decision.error ? errorMessage(decision.error, 'The fee could not be updated') : undefined} />
      <ConfirmDialog
        open={refunding}
        title="Refund fee"
        confirmLabel="Refund fee"
        busy={pending === 'refund'}
        busyLabel="Refunding…"
        // Answered either way: a refusal shows in the panel, not behind the question.
        onConfirm={() => decision.mutate({ action: 'refund' }, { onSettled: () => setRefunding(false) })}
        onClose={() => setRefunding(false)}
      >
        <p>{`The ${amount} fee will be given back to the client. This cannot be undone.`}</p>
      </ConfirmDialog>
    </div>
  );
}
