import type { VisitMoney } from '../../../../core/schemas/till.schema.ts';
import { useAddPayment } from '../../../api/visit-money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldGroupTitle } from '../../../components/ui/form-controls.tsx';
import { TillFormFields } from './till-form-fields.tsx';
import { usePaymentForm } from './use-payment-form.ts';

/** A further payment on a checked-out visit: a correction after a reversal, or something forgotten at the till. */
export function AddPaymentForm({ money, onClose }: { money: VisitMoney; onClose: () => void }) {
  const add = useAddPayment();
  const form = usePaymentForm(money.balance);
  const submit = () => {
    const request = form.request();
    if (request) add.mutate({ id: money.appointmentId, request }, { onSuccess: onClose, onError: form.failed });
  };
  return (
    <form
      aria-labelledby="add-payment-title"
      className="mt-5 space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <FieldGroupTitle>
        <span id="add-payment-title">Add payment</span>
      </FieldGroupTitle>
      <TillFormFields form={form} balance={money.balance} busy={add.isPending} failureTitle="The payment was not saved" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving…' : 'Save payment'}
        </Button>
      </div>
    </form>
  );
}
