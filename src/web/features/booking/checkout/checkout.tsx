import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingStore } from '../booking-store.ts';

/**
 * The form and its libraries (react-hook-form, zod) come in a chunk of their own, only once there is a time to
 * book: '/checkout' opened in a new tab (an empty selection) shows its message at once (docs/decisions/0014).
 */
const CheckoutForm = lazy(async () => ({ default: (await loadChunk(() => import('./checkout-form.tsx'))).CheckoutForm }));

/** Spec §2 '/checkout': details form, summary, and the three ways to pay. */
export function Checkout() {
  const selection = useBookingStore();

  if (!selection.serviceId) {
    return (
      <Notice
        title="Please select a service first."
        className="mx-auto max-w-lg"
        action={
          <Link to={paths.services} className={buttonClasses()}>
            Choose Service
          </Link>
        }
      />
    );
  }
  if (!selection.startISO) {
    return (
      <Notice
        title="Please choose a date and time first."
        className="mx-auto max-w-lg"
        action={
          <Link to={paths.times} className={buttonClasses()}>
            Choose a time
          </Link>
        }
      />
    );
  }

  return <CheckoutForm />;
}
