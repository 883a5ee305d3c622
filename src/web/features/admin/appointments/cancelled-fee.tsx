import { useEffect } from 'react';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { useVisitFee } from '../../../api/visit-fee.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FeePanel } from '../shared/fees/fee-panel.tsx';
import { mayHaveFee } from '../shared/fees/fee-text.ts';

interface CancelledFeeProps {
  /** the appointment as the server answered the cancellation */
  appointment: AdminAppointment;
  onClose: () => void;
}

/**
 * Just after staff cancel inside the late window: the late-cancellation fee's choices at once (issue 26). A visit
 * without one (cancelled in good time, or a salon that charges none) closes the dialog as soon as the server says so.
 */
export function CancelledFee({ appointment, onClose }: CancelledFeeProps) {
  const enabled = mayHaveFee(appointment.status);
  const fee = useVisitFee(appointment._id, enabled);
  // Only the server's answer after the cancellation counts, not what was cached before it.
  const answered = !enabled || fee.isFetchedAfterMount;
  const hasFee = enabled && answered && fee.data?.kind === 'late_cancellation';

  useEffect(() => {
    if (answered && !hasFee) onClose();
  }, [answered, hasFee, onClose]);

  return (
    <div className="space-y-5">
      <p className="text-stone-700">Appointment cancelled.</p>
      {hasFee ? <FeePanel appointment={appointment} /> : <Spinner label="Checking for a fee…" className="py-4" />}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
