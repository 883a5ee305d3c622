import { useId } from 'react';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import type { usePaymentForm } from './use-payment-form.ts';
import { tipChoices, visitBeauticians } from './visit-bill.ts';

interface TipChoiceProps {
  money: VisitMoney;
  tips: ReturnType<typeof usePaymentForm>['tips'];
  disabled: boolean;
}

const choiceClass =
  'flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-3 has-[:checked]:border-plum-400 has-[:checked]:bg-plum-50';
const inputClass = 'mt-1 size-4 accent-plum-700';

/**
 * Who gets the tips of a visit with more than one beautician (issue 25, docs/decisions/0032): split evenly (the
 * default), all to the one who did most, or to the beauticians ticked. Nothing to ask for a visit of one beautician.
 */
export function TipChoiceField({ money, tips, disabled }: TipChoiceProps) {
  const id = useId();
  const beauticians = visitBeauticians(money);
  if (beauticians.length < 2) return null;
  const toggle = (beauticianId: string, on: boolean) =>
    tips.setBeauticians(on ? [...tips.beauticians, beauticianId] : tips.beauticians.filter((b) => b !== beauticianId));
  return (
    <fieldset className="rounded-2xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">Who gets the tips?</legend>
      <div className="mt-1 grid gap-2">
        {tipChoices(money).map((choice) => (
          <label key={choice.value} className={choiceClass}>
            <input
              type="radio"
              name={`${id}-tip-to`}
              value={choice.value}
              checked={tips.choice === choice.value}
              disabled={disabled}
              onChange={() => tips.setChoice(choice.value)}
              className={inputClass}
            />
            <span className="font-medium text-stone-900">{choice.label}</span>
          </label>
        ))}
      </div>
      {tips.choice === 'chosen' && (
        <fieldset className="mt-3 flex flex-wrap gap-x-5 gap-y-2 px-1">
          <legend className="sr-only">The beauticians who get the tips</legend>
          {beauticians.map((b) => (
            <label key={b._id} className="flex items-center gap-2 text-sm text-stone-900">
              <input
                type="checkbox"
                checked={tips.beauticians.includes(b._id)}
                disabled={disabled}
                onChange={(e) => toggle(b._id, e.target.checked)}
                className="size-4 accent-plum-700"
              />
              {b.name}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
