import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { releaseHold } from '../../../api/checkout.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { cancelledPageText } from './cancelled-text.ts';

/**
 * Spec §2 '/cancel': the customer left the payment page without paying (or the card page without saving a card). Their unpaid hold is let go at once
 * (issue 15), so the time is free again for them and for everyone; going back to checkout books it afresh.
 */
export function PaymentCancelled() {
  const [params] = useSearchParams();
  const appointmentId = params.get('appointmentId');
  const { title, text } = cancelledPageText(params.get('closed'));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!appointmentId) return;
    // Best effort: if it fails, the hold still ends when its time is up.
    void releaseHold(appointmentId)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['slots'] }),
          queryClient.invalidateQueries({ queryKey: ['fully-booked'] }),
        ]),
      )
      .catch(() => {});
  }, [appointmentId, queryClient]);

  return (
    <Card className="mx-auto max-w-xl text-center">
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      {appointmentId && (
        <p className="mt-3 text-sm text-stone-600">
          Appointment ID: <span className="font-mono text-stone-800">{appointmentId}</span>
        </p>
      )}
      <p className="mt-3 text-stone-600">{text}</p>
      <Link to={paths.checkout} className={buttonClasses({ className: 'mt-7' })}>
        Back to checkout
      </Link>
    </Card>
  );
}
