import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { useVisitFee } from '../../../../api/visit-fee.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FeePanel } from './fee-panel.tsx';

/**
 * Just after staff mark a no-show: its fee's choices at once (issue 26). It opens only when the visit has a fee, so a
 * salon that charges none sees nothing more than before.
 */
export function NoShowFeeDialog({ appointment, onClose }: { appointment: AdminAppointment | undefined; onClose: () => void }) {
  const fee = useVisitFee(appointment?._id ?? '', appointment?.status === 'no_show');
  const open = Boolean(appointment && fee.data?.kind);
  return (
    <Dialog open={open} onClose={onClose} title="Marked as No Show">
      {appointment && (
        <>
          <p className="-mt-1 mb-4 text-stone-700">{`${appointment.client.name || 'The client'} did not come.`}</p>
          <FeePanel appointment={appointment} />
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
