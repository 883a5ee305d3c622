import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { errorMessage } from '../../api/client.ts';
import { useMoveManagedBooking, type MoveDiary } from '../../api/manage-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatLongDate, formatTime } from '../../lib/format.ts';

interface ConfirmMoveProps {
  token: string;
  diary: MoveDiary;
  /** the new time chosen, if one is */
  startISO: string | undefined;
  onMoved: (booking: ManagedBooking) => void;
  onClose: () => void;
  /** the server refused that time (taken meanwhile): it is no longer a choice */
  onRefused: () => void;
}

/** Says what the move will be before it is made, and what went wrong when it was refused. */
export function ConfirmMove({ token, diary, startISO, onMoved, onClose, onRefused }: ConfirmMoveProps) {
  const move = useMoveManagedBooking(token);
  const confirm = () => {
    if (!startISO) return;
    move.mutate(
      { startISO, ...(diary.any ? { any: true } : { beauticianId: diary.beauticianId }) },
      { onSuccess: onMoved, onError: onRefused },
    );
  };

  return (
    <div className="mt-6 space-y-4">
      {startISO && (
        <p role="status" className="font-medium text-stone-900">
          {`Move your booking to ${formatLongDate(startISO)} at ${formatTime(startISO)}?`}
        </p>
      )}
      {move.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(move.error, 'Failed to move your booking')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
          Keep my booking as it is
        </Button>
        <Button disabled={!startISO || move.isPending} onClick={confirm}>
          {move.isPending ? 'Moving…' : 'Move booking'}
        </Button>
      </div>
    </div>
  );
}
