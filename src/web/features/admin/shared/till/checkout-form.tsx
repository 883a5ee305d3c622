import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { useCheckout } from '../../../../api/visit-money.ts';
import { TillPaymentForm } from './till-payment-form.tsx';

const LABELS = { submit: 'Complete checkout', close: 'Close', failure: 'The visit was not checked out' };

/** 'Complete checkout': what was taken, split over as many payments as it took. */
export function CheckoutForm({
  money,
  onClose,
  onDone,
}: {
  money: VisitMoney;
  onClose: () => void;
  onDone: (appointment: AdminAppointment) => void;
}) {
  const checkout = useCheckout();
  return <TillPaymentForm money={money} save={checkout} labels={LABELS} onClose={onClose} onDone={onDone} />;
}
