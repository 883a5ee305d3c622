import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { useAddPayment } from '../../../../api/visit-money.ts';
import { FieldGroupTitle } from '../../../../components/ui/form-controls.tsx';
import { TillPaymentForm } from './till-payment-form.tsx';

const LABELS = { submit: 'Save payment', close: 'Cancel', failure: 'The payment was not saved' };

/**
 * A further payment on a checked-out visit: what the client owed, paid later (issue 23), a correction after a reversal,
 * or something forgotten at the till. With no payment, what is owed can be given up as a discount.
 */
export function AddPaymentForm({ money, onClose }: { money: VisitMoney; onClose: () => void }) {
  const add = useAddPayment();
  return (
    <section aria-labelledby="add-payment-title">
      <FieldGroupTitle>
        <span id="add-payment-title">Add payment</span>
      </FieldGroupTitle>
      <TillPaymentForm money={money} save={add} labels={LABELS} needsPayment onClose={onClose} onDone={onClose} />
    </section>
  );
}
