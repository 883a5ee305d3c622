import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import type { useAddPayment, useCheckout } from '../../../../api/visit-money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { TillFormFields } from './till-form-fields.tsx';
import { usePaymentForm } from './use-payment-form.ts';

interface TillPaymentFormProps {
  money: VisitMoney;
  /** the checkout, or a further payment: both take the visit's id and the payments */
  save: ReturnType<typeof useCheckout> | ReturnType<typeof useAddPayment>;
  labels: { submit: string; close: string; failure: string };
  /** a further payment: it must take something, or give what is owed up as a discount */
  needsPayment?: boolean;
  onClose: () => void;
  onDone: (appointment: AdminAppointment) => void;
}

/** Payment lines and a note, sent once ('Saving…' meanwhile); what the server refuses (a 409) shows in the form. */
export function TillPaymentForm({ money, save, labels, needsPayment, onClose, onDone }: TillPaymentFormProps) {
  const form = usePaymentForm(money, { needsPayment });
  const submit = () => {
    const request = form.request();
    if (request)
      save.mutate({ id: money.appointmentId, request }, { onSuccess: ({ appointment }) => onDone(appointment), onError: form.failed });
  };
  return (
    <form
      className="mt-5 space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TillFormFields form={form} money={money} busy={save.isPending} failureTitle={labels.failure} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {labels.close}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : labels.submit}
        </Button>
      </div>
    </form>
  );
}
