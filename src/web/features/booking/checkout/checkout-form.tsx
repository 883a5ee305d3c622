import { useSalon } from '../../../api/salon.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useBookingStore } from '../booking-store.ts';
import { VisitSummary } from '../visit/visit-summary.tsx';
import { visitItems } from '../visit/visit-selection.ts';
import { BookingSummary } from './booking-summary.tsx';
import { checkoutPolicyOf } from '../../../components/payment/checkout-policy.ts';
import { depositNoteOf } from '../../../components/payment/deposit-note.ts';
import { DetailsForm } from './details-form.tsx';
import { usePlaceBooking } from './use-place-booking.ts';

/** '/checkout' once a time is chosen: the summary, the details form and the three ways to pay (spec §2, §4). */
export function CheckoutForm() {
  const selection = useBookingStore();
  const { place, busy, lost } = usePlaceBooking();
  const salon = useSalon();
  const depositPercent = salon.data?.booking.onlinePayment === 'off' ? undefined : salon.data?.booking.depositPercent;
  // A visit of several services (issue 25) is paid as one: its deposit is a share of the visit's total.
  const isVisit = selection.also.length > 0;
  const price = isVisit ? visitItems(selection).reduce((sum, item) => sum + item.price, 0) : selection.price;
  // The no-show policy (issue 26) with this visit's amounts; none until the salon's details arrive.
  const policy = checkoutPolicyOf(salon.data?.booking, price);

  return (
    <>
      <PageHeading title="Checkout" subtitle="Check your booking, tell us how to reach you, and choose how to pay." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:order-2">
          {isVisit ? (
            <VisitSummary selection={selection} price={price ?? 0} depositPercent={depositPercent} />
          ) : (
            <BookingSummary {...selection} depositPercent={depositPercent} />
          )}
        </div>
        <Card className="lg:order-1">
          {lost && (
            <Notice
              tone="error"
              className="mb-5"
              action={
                <Button onClick={() => void place(lost)} disabled={busy}>
                  Try again
                </Button>
              }
            >
              The connection was lost, so nothing was booked. Please check your connection and try again.
            </Notice>
          )}
          <DetailsForm
            defaults={selection.client}
            busy={busy}
            onlinePayment={salon.data?.booking.onlinePayment}
            depositNote={depositNoteOf(price, salon.data?.booking.depositPercent)}
            privacyNotice={salon.data?.privacyNotice}
            policy={policy}
            onPay={(mode, client, choices) => void place({ mode, client, ...choices, viaCheckout: policy.viaCheckout })}
          />
        </Card>
      </div>
    </>
  );
}
