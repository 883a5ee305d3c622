import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBookingStore } from '../booking-store.ts';
import { BookingSummary } from './booking-summary.tsx';
import { DetailsForm } from './details-form.tsx';
import { usePlaceBooking } from './use-place-booking.ts';

/** Spec §2 '/checkout': details form, summary, and the three ways to pay. */
export function Checkout() {
  const selection = useBookingStore();
  const { place, busy } = usePlaceBooking();

  if (!selection.serviceId) {
    return (
      <Notice
        title="Please select a service first."
        className="mx-auto max-w-lg"
        action={<Link to={paths.services} className={buttonClasses()}>Choose Service</Link>}
      />
    );
  }
  if (!selection.startISO) {
    return (
      <Notice
        title="Please choose a date and time first."
        className="mx-auto max-w-lg"
        action={<Link to={paths.times} className={buttonClasses()}>Choose a time</Link>}
      />
    );
  }

  return (
    <>
      <PageHeading title="Checkout" subtitle="Check your booking, tell us how to reach you, and choose how to pay." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="lg:order-2">
          <BookingSummary {...selection} />
        </div>
        <Card className="lg:order-1">
          <DetailsForm defaults={selection.client} busy={busy} onPay={(mode, client) => void place(mode, client)} />
        </Card>
      </div>
    </>
  );
}
