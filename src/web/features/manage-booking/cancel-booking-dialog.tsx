import type { ManageCancelResponse, ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { errorMessage } from '../../api/client.ts';
import { useCancelManagedBooking, useManageCancelPreview } from '../../api/manage-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { lateFeePreviewSentence } from './late-fee-text.ts';
import { cancelledWhatSentence, freeCancellationSentence, refundSentence } from './refund-text.ts';

interface CancelBookingDialogProps {
  token: string;
  open: boolean;
  /** the visit it cancels, each of its services named in the question (issue 40) */
  booking: ManagedBooking;
  onClose: () => void;
  onCancelled: (result: ManageCancelResponse) => void;
}

/**
 * Asks before cancelling, saying what the policy refunds right now (the same preview staff see) and, inside the notice
 * period, the late-cancellation fee cancelling would bring (issue 26).
 */
export function CancelBookingDialog({ token, open, booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const cancel = useCancelManagedBooking(token);
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title="Cancel this booking?">
      {/* The Dialog mounts this only while open, so every opening asks for a fresh preview. */}
      <CancelBody
        token={token}
        booking={booking}
        cancel={cancel}
        onClose={close}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
      />
    </Dialog>
  );
}

interface CancelBodyProps {
  token: string;
  booking: ManagedBooking;
  cancel: ReturnType<typeof useCancelManagedBooking>;
  onClose: () => void;
  onConfirm: () => void;
}

function CancelBody({ token, booking, cancel, onClose, onConfirm }: CancelBodyProps) {
  const preview = useManageCancelPreview(token);
  const hours = booking.freeCancellationHours;
  return (
    <>
      <div className="space-y-3 text-stone-700">
        <p className="text-stone-900">{cancelledWhatSentence(booking)}</p>
        {preview.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(preview.error, 'Could not work out the refund. Please try again.')}
          </p>
        ) : (
          <div role="status" className="space-y-3">
            <p className="font-medium text-stone-900">{preview.data ? refundSentence(preview.data) : 'Working out your refund…'}</p>
            {preview.data?.lateFee && <p className="font-medium text-stone-900">{lateFeePreviewSentence(preview.data.lateFee, hours)}</p>}
          </div>
        )}
        <p className="text-sm text-stone-600">{freeCancellationSentence(hours)}</p>
        {cancel.isError && (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorMessage(cancel.error, 'Failed to cancel')}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep booking
        </Button>
        <Button variant="danger" disabled={!preview.data || cancel.isPending} onClick={onConfirm}>
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel it'}
        </Button>
      </div>
    </>
  );
}
