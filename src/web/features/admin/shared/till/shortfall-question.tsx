import { useId } from 'react';
import { poundsToPence } from '../../../../../core/money.ts';
import { SHORTFALL_CHOICES, SHORTFALL_LABELS, shortfallQuestion, type ShortfallChoice } from '../../../../../core/till-shortfall.ts';

const HINTS: Record<ShortfallChoice, string> = {
  discount: 'The visit costs less: revenue and the client’s total count what was taken.',
  owed: 'The client pays it later: it shows on their record and the dashboard until then.',
};

interface QuestionProps {
  /** what the payments leave unpaid, in pounds (more than 0) */
  unpaid: number;
  value: ShortfallChoice | undefined;
  onChange: (choice: ShortfallChoice) => void;
  disabled: boolean;
}

/** The till's question when the payments fall short (issue 23): is the rest a discount, or still owed? */
export function ShortfallQuestion({ unpaid, value, onChange, disabled }: QuestionProps) {
  const id = useId();
  return (
    <fieldset className="rounded-2xl border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{shortfallQuestion(poundsToPence(unpaid))}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {SHORTFALL_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-3 has-[:checked]:border-plum-400 has-[:checked]:bg-plum-50"
          >
            <input
              type="radio"
              name={`${id}-shortfall`}
              value={choice}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
              aria-describedby={`${id}-${choice}-hint`}
              className="mt-1 size-4 accent-plum-700"
            />
            <span>
              <span className="block font-medium text-stone-900">{SHORTFALL_LABELS[choice]}</span>
              <span id={`${id}-${choice}-hint`} className="block text-sm text-stone-600">
                {HINTS[choice]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
