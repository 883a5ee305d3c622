import { useState } from 'react';
import { Link } from 'react-router';
import { canCancel } from '../../../core/booking/transitions.ts';
import { poundsToPence } from '../../../core/money.ts';
import type { ManageCancelResponse, ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useManagedBooking } from '../../api/manage-booking.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { BookedPolicy } from '../../components/ui/booked-policy.tsx';
import { BookingDetails } from './booking-details.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { lateFeeResultSentence } from './late-fee-text.ts';
import { MoveSection } from './move-section.tsx';
import { refundSentence } from './refund-text.ts';

/**
 * Issue 6: the page a client's e-mail links to. The token opens that one booking only; the server answers
 * 404 once it has passed or been cancelled, and this page then says the link is spent.
 */
export function ManageBookingPage({ token }: { token: string }) {
  const booking = useManagedBooking(token);
  // Kept here rather than refetched: after cancelling, the link (rightly) no longer opens the booking.
  const [cancelled, setCancelled] = useState<CancelledBooking>();

  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold">Your booking</h1>
      <div className="mt-5">
        {cancelled ? (
          <Cancelled {...cancelled} />
        ) : booking.data ? (
          <Booking token={token} booking={booking.data} onCancelled={setCancelled} />
        ) : booking.isError ? (
          <LoadFailed error={booking.error} onRetry={() => void booking.refetch()} />
        ) : (
          <Spinner label="Loading your booking..." />
        )}
      </div>
    </Card>
  );
}

interface CancelledBooking {
  result: ManageCancelResponse;
  booking: ManagedBooking;
}

function Booking({
  token,
  booking,
  onCancelled,
}: {
  token: string;
  booking: ManagedBooking;
  onCancelled: (done: CancelledBooking) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [moved, setMoved] = useState(false);
  return (
    <>
      <p className="mb-5 text-stone-700">{`Hello ${booking.clientName}, here is your appointment.`}</p>
      <p role="status" className={moved ? 'mb-5 rounded-2xl bg-green-50 px-4 py-3 font-medium text-green-900' : 'sr-only'}>
        {moved ? 'Your booking has moved. We have e-mailed you the new details.' : ''}
      </p>
      <BookingDetails booking={booking} />
      <BookedPolicy text={booking.policyText} className="mt-5" />
      {/* The answer to the move is the booking as it now is: the query's data, so the details above show it. */}
      <MoveSection token={token} booking={booking} onMoved={() => setMoved(true)} />
      {canCancel(booking.status).ok && (
        <>
          <Button variant="danger" className="mt-6" onClick={() => setAsking(true)}>
            Cancel booking
          </Button>
          <CancelBookingDialog
            token={token}
            open={asking}
            booking={booking}
            onClose={() => setAsking(false)}
            onCancelled={(result) => onCancelled({ result, booking })}
          />
        </>
      )}
    </>
  );
}

function Cancelled({ result, booking }: CancelledBooking) {
  return (
    <div>
      <div role="status" className="space-y-3">
        <p className="text-lg font-medium text-stone-900">Your booking is cancelled.</p>
        <p className="text-stone-700">
          {refundSentence({ refundAmount: result.refundAmount, amountPaid: poundsToPence(booking.amountPaid) })}
        </p>
        {result.lateFee && <p className="text-stone-700">{lateFeeResultSentence(result.lateFee)}</p>}
      </div>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
        Back to Services
      </Link>
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Notice
        title="This booking link is not valid any more."
        action={
          <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
            Back to Services
          </Link>
        }
      >
        The appointment has passed or been cancelled. To book again, choose a service.
      </Notice>
    );
  }
  return (
    <Notice tone="error" title="We could not load your booking." action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </Notice>
  );
}
