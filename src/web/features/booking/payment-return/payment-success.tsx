import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paymentLine } from '../../../../core/booking/payment-summary.ts';
import { formatGBP, poundsToPence } from '../../../../core/money.ts';
import type { AppointmentPublic } from '../../../../core/schemas/appointment.schema.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { BookedRow as Row, VisitBookedRows } from '../visit/visit-booked.tsx';
import { useBookingStore } from '../booking-store.ts';
import { BookedPolicy } from '../../../components/ui/booked-policy.tsx';
import { usePaymentStatus } from './use-payment-status.ts';

/** Spec §2 '/success': where the payment page sends the customer back to. */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const status = usePaymentStatus(params.get('appointmentId'), params.get('session_id'));
  const confirmed = status.state === 'confirmed';
  // The visit is booked and paid: '/' starts afresh rather than offering it again.
  useEffect(() => {
    if (confirmed) useBookingStore.setState({ also: [], visitSlot: undefined });
  }, [confirmed]);

  return (
    <Card className="mx-auto max-w-xl text-center" aria-live="polite">
      {status.state === 'loading' && (
        <>
          <h1 className="font-display text-3xl font-semibold">Verifying payment</h1>
          <Spinner label="Checking your payment…" className="py-8" />
        </>
      )}
      {status.state === 'pending' && (
        <>
          <h1 className="font-display text-3xl font-semibold">Payment received</h1>
          <p className="mt-3 text-stone-600">
            Your booking is not confirmed yet: the payment provider's webhook may still be processing. This page updates by itself.
          </p>
        </>
      )}
      {status.state === 'confirmed' && (
        <>
          <h1 className="font-display text-3xl font-semibold">Booking confirmed</h1>
          <dl className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
            {status.appointment.services ? (
              <VisitBookedRows appointment={status.appointment} />
            ) : (
              <>
                <Row term="Service">{`${status.appointment.service.name} — ${status.appointment.variantName}`}</Row>
                {status.appointment.beautician && <Row term="Beautician">{status.appointment.beautician.name}</Row>}
                <Row term="Start">{formatDateTime(status.appointment.start)}</Row>
                <Row term="Price">{formatGBP(status.appointment.price)}</Row>
              </>
            )}
            <Row term="Payment">{paymentLineOf(status.appointment)}</Row>
          </dl>
          <BookedPolicy text={status.appointment.policyText} />
        </>
      )}
      {status.state === 'error' && (
        <>
          <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
          <p role="alert" className="mt-3 text-stone-600">
            Could not verify your booking. Please contact the salon with your email and time of payment.
          </p>
        </>
      )}
      {status.state !== 'loading' && (
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'mt-7' })}>
          Back to Services
        </Link>
      )}
    </Card>
  );
}

/** 'Deposit paid £24.00 · £96.00 to pay at the salon' (issue 15), the words the e-mail uses too. */
const paymentLineOf = (a: AppointmentPublic) =>
  paymentLine({ paymentMode: a.paymentMode, pricePence: poundsToPence(a.price), paidPence: poundsToPence(a.amountPaid) });
