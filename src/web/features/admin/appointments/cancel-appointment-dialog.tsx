import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatGBP, penceToPounds } from '../../../../core/money.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { useCancelAppointment } from '../../../api/cancel-appointment.ts';
import { useCancelPreview } from '../../../api/cancel-preview.ts';
import { invalidateVisitFees } from '../../../api/visit-fee.ts';
import { useVisitMoney } from '../../../api/visit-money.ts';
import { VisitServices } from '../shared/till/visit-services.tsx';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TestMoneyNote } from '../../../components/ui/test-money-note.tsx';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { CancelledFee } from './cancelled-fee.tsx';

/** Spec §4/§9: the reason a staff cancellation carries unless someone types another. */
const DEFAULT_REASON = 'Admin initiated';

interface CancelDialogProps {
  appointment: AdminAppointment | undefined;
  onClose: () => void;
}

/**
 * Spec §2 Cancel dialog: the preview first ('Loading preview…'), then the reason and Confirm cancel. Once cancelled,
 * it closes, unless the visit now has a late-cancellation fee (issue 26): then it offers that fee's choices.
 */
export function CancelAppointmentDialog({ appointment, onClose }: CancelDialogProps) {
  const cancel = useCancelAppointment();
  const close = () => {
    if (!cancel.isPending) onClose();
  };
  return (
    <Dialog open={Boolean(appointment)} onClose={close} title="Cancel Appointment">
      {/* Mounted per opening, so the reason starts again at 'Admin initiated' every time. */}
      {appointment && <CancelSteps key={appointment._id} appointment={appointment} cancel={cancel} onClose={close} onDone={onClose} />}
    </Dialog>
  );
}

interface CancelStepsProps {
  appointment: AdminAppointment;
  cancel: ReturnType<typeof useCancelAppointment>;
  onClose: () => void;
  onDone: () => void;
}

/** The preview and Confirm cancel, then (its preview gone, as the appointment is no longer cancellable) any fee. */
function CancelSteps(props: CancelStepsProps) {
  const [cancelled, setCancelled] = useState<AdminAppointment>();
  if (cancelled) return <CancelledFee appointment={cancelled} onClose={props.onDone} />;
  return <CancelBody {...props} onCancelled={setCancelled} />;
}

interface CancelBodyProps extends CancelStepsProps {
  onCancelled: (changed: AdminAppointment) => void;
}

function CancelBody({ appointment, cancel, onClose, onDone, onCancelled }: CancelBodyProps) {
  const queryClient = useQueryClient();
  const preview = useCancelPreview(appointment._id);
  const [reason, setReason] = useState(DEFAULT_REASON);

  // Spec §8: a preview that fails is an alert with its message, else 'Failed to load preview' (once).
  const alerted = useRef(false);
  useEffect(() => {
    if (!preview.isError || alerted.current) return;
    alerted.current = true;
    window.alert(errorMessage(preview.error, 'Failed to load preview'));
    onDone();
  }, [preview.isError, preview.error, onDone]);

  const confirm = () => {
    const trimmed = reason.trim();
    cancel.mutate(
      { id: appointment._id, reason: trimmed || undefined },
      {
        onSuccess: ({ appointment: changed }) => {
          void invalidateVisitFees(queryClient);
          onCancelled(changed);
        },
        onError: (error) => window.alert(errorMessage(error, 'Failed to cancel')),
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-stone-700">
        {appointment.client.name || 'Unknown'}, {formatDateTimeNumeric(appointment.start)}
      </p>
      <WholeVisit appointment={appointment} />
      <div role="status" className="rounded-2xl bg-stone-50 px-4 py-3">
        {preview.data ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">New status</dt>
            <dd className="font-medium text-stone-900">{preview.data.status.replaceAll('_', ' ')}</dd>
            <dt className="text-stone-600">Refund</dt>
            <dd className="font-medium tabular-nums text-stone-900">
              {formatGBP(penceToPounds(preview.data.refundAmount))}
              {appointment.testMoney && preview.data.refundAmount > 0 && <TestMoneyNote />}
            </dd>
          </dl>
        ) : (
          <p className="text-sm text-stone-600">Loading preview…</p>
        )}
      </div>
      <Field id="cancel-reason" label="Reason (optional)">
        <input
          id="cancel-reason"
          type="text"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          className={controlClass}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Close
        </Button>
        <Button variant="danger" onClick={confirm} disabled={!preview.data || cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Confirm cancel'}
        </Button>
      </div>
    </div>
  );
}

/** One service of a visit of several is never cancelled alone (issue 25): the dialog says so, and lists them all. */
function WholeVisit({ appointment }: { appointment: AdminAppointment }) {
  const money = useVisitMoney(appointment._id);
  if (!money.data || money.data.parts.length < 2) return null;
  return (
    <div>
      <p className="mb-2 text-sm text-stone-700">
        {`This is one of ${money.data.parts.length} services in a visit: cancelling it cancels them all, and the refund is for the whole visit.`}
      </p>
      <VisitServices money={money.data} />
    </div>
  );
}
