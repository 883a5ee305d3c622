import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';
import { FormErrorBox, ValidationSummary } from '../../../../components/ui/form-messages.tsx';
import { PaymentLinesEditor } from './payment-lines-editor.tsx';
import { ShortfallQuestion } from './shortfall-question.tsx';
import { TipChoiceField } from './tip-choice.tsx';
import type { usePaymentForm } from './use-payment-form.ts';

/**
 * The lines, the question when they fall short of the balance (issue 23), who gets the tips when the visit has more than
 * one beautician (issue 25), the optional note, and what went wrong (the form's own checks, or the server's refusal).
 */
export function TillFormFields({
  form,
  money,
  busy,
  failureTitle,
}: {
  form: ReturnType<typeof usePaymentForm>;
  money: VisitMoney;
  busy: boolean;
  failureTitle: string;
}) {
  return (
    <>
      <PaymentLinesEditor balance={money.balance} lines={form.lines} onChange={form.setLines} disabled={busy} />
      {form.unpaid > 0 && <ShortfallQuestion unpaid={form.unpaid} value={form.shortfall} onChange={form.setShortfall} disabled={busy} />}
      <TipChoiceField money={money} tips={form.tips} disabled={busy} />
      <Field id="till-note" label="Note (optional)">
        <input
          id="till-note"
          value={form.note}
          maxLength={200}
          disabled={busy}
          onChange={(e) => form.setNote(e.target.value)}
          className={controlClass}
        />
      </Field>
      <ValidationSummary messages={form.errors} />
      <FormErrorBox title={failureTitle} message={form.failure} />
    </>
  );
}
