import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useAppointment } from '../../../api/appointments.ts';
import { useBookingStore } from '../booking-store.ts';
import { VisitBookedRows } from '../visit/visit-booked.tsx';
import { BookedPolicy } from '../../../components/ui/booked-policy.tsx';

/**
 * Spec §2 '/confirmation': a static thank-you. After a visit of several services (issue 25) it also lists what was
 * booked: each service with its time and beautician, and the total.
 */
export function BookingConfirmed() {
  const appointmentId = useBookingStore((state) => state.appointmentId);
  const visit = useAppointment(appointmentId);
  return (
    <Card className="mx-auto max-w-xl text-center">
      <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h1 className="mt-5 font-display text-3xl font-semibold">Booking Confirmed</h1>
      <p className="mt-3 text-stone-600">Thank you! Confirmation emails have been sent to you and to your stylist.</p>
      {visit.data?.services && (
        <dl aria-label="Your visit" className="mx-auto mt-5 max-w-sm space-y-2 text-left text-sm">
          <VisitBookedRows appointment={visit.data} />
        </dl>
      )}
      <BookedPolicy text={visit.data?.policyText} />
      <Link to={paths.home} className={buttonClasses({ className: 'mt-7' })}>
        Back to Services
      </Link>
    </Card>
  );
}
