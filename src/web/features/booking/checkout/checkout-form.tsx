import { useSalon } from '../../../api/salon.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useBookingStore } from '../booking-store.ts';
import { BookingSummary } from './booking-summary.tsx';
import { DetailsForm } from './details-form.tsx';
import { usePlaceBooking } from './use-place-booking.ts';

/** '/checkout' once a time is chosen: the summary, the details form and the three ways to pay (spec §2, §4). */
export function CheckoutForm() {
  const selection = useBookingStore();
  const { place, busy } = usePlaceBooking();
  const salon = useSalon();

  return (
    <>
      <PageHeading title="Checkout" subtitle="Check your booking, tell us how to reach you, and choose how to pay." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:order-2">
          <BookingSummary {...selection} />
        </div>
        <Card className="lg:order-1">
          <DetailsForm
            defaults={selection.client}
            busy={busy}
            onlinePayment={salon.data?.booking.onlinePayment}
            onPay={(mode, client) => void place(mode, client)}
          />
        </Card>
      </div>
    </>
  );
}
