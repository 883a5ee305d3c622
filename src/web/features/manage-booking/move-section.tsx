import { lazy, Suspense, useState } from 'react';
import { notMovableOnlineMessage, tooLateToMoveMessage } from '../../../core/booking/client-move.ts';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { loadChunk } from '../../lib/load-chunk.ts';

/** The calendar and its library come in a chunk of their own, only for a client who asks to move (docs/decisions/0014). */
const MoveBookingPicker = lazy(async () => ({ default: (await loadChunk(() => import('./move-booking-picker.tsx'))).MoveBookingPicker }));

interface MoveSectionProps {
  token: string;
  booking: ManagedBooking;
  onMoved: (booking: ManagedBooking) => void;
}

/**
 * docs/decisions/0025: until the free-change window closes the client may move the booking here; after it, and
 * when the service is no longer offered online, they are told to call the salon.
 */
export function MoveSection({ token, booking, onMoved }: MoveSectionProps) {
  const [choosing, setChoosing] = useState(false);
  // Read once per page: render stays pure, and the server checks the window again on every move.
  const [openedAt] = useState(() => Date.now());
  if (booking.moveBeauticians.length === 0) return <p className="mt-6 text-sm text-stone-700">{notMovableOnlineMessage(booking.salon)}</p>;
  if (openedAt > Date.parse(booking.movableUntil))
    return <p className="mt-6 text-sm text-stone-700">{tooLateToMoveMessage(booking.salon)}</p>;

  if (choosing) {
    return (
      <Suspense fallback={<Spinner label="Loading available dates..." />}>
        <MoveBookingPicker
          token={token}
          booking={booking}
          onClose={() => setChoosing(false)}
          onMoved={(moved) => {
            setChoosing(false);
            onMoved(moved);
          }}
        />
      </Suspense>
    );
  }
  return (
    <div className="mt-6">
      <p className="text-sm text-stone-700">{`You can change the date or time online until ${formatDateTime(booking.movableUntil)}.`}</p>
      <Button variant="secondary" className="mt-3" onClick={() => setChoosing(true)}>
        Change date or time
      </Button>
    </div>
  );
}
