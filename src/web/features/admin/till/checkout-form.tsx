import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import type { VisitMoney } from '../../../../core/schemas/till.schema.ts';
import { useCheckout } from '../../../api/visit-money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TillFormFields } from './till-form-fields.tsx';
import { usePaymentForm } from './use-payment-form.ts';

interface CheckoutFormProps {
  money: VisitMoney;
  onClose: () => void;
  onDone: (appointment: AdminAppointment) => void;
}

/** 'Complete checkout': what was taken, split over as many payments as it took; a refusal (409) shows here. */
export function CheckoutForm({ money, onClose, onDone }: CheckoutFormProps) {
  const checkout = useCheckout();
  const form = usePaymentForm(money.balance);
  const submit = () => {
    const request = form.request();
    if (!request) return;
    checkout.mutate({ id: money.appointmentId, request }, { onSuccess: ({ appointment }) => onDone(appointment), onError: form.failed });
  };
  return (
    <form
      className="mt-5 space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TillFormFields form={form} balance={money.balance} busy={checkout.isPending} failureTitle="The visit was not checked out" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={checkout.isPending}>
          Close
        </Button>
        <Button type="submit" disabled={checkout.isPending}>
          {checkout.isPending ? 'Saving…' : 'Complete checkout'}
        </Button>
      </div>
    </form>
  );
}
