import { useId } from 'react';
import { formatGBP } from '../../../../../core/money.ts';
import { METHOD_LABELS, TILL_METHODS, type TillMethod } from '../../../../../core/till.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { controlClass, Field } from '../../../../components/ui/form-controls.tsx';
import { addLine, MAX_LINES, remainingAfter, type PaymentLine } from './payment-lines.ts';

interface EditorProps {
  /** what is still due before these lines: the figure the amounts count down */
  balance: number;
  lines: PaymentLine[];
  onChange: (lines: PaymentLine[]) => void;
  disabled: boolean;
}

/** One fieldset per payment (method, amount, tip), '+ Add payment' to split, and what remains as lines change. */
export function PaymentLinesEditor({ balance, lines, onChange, disabled }: EditorProps) {
  const update = (key: number, change: Partial<PaymentLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const remaining = remainingAfter(balance, lines);
  return (
    <div className="space-y-3">
      {lines.map((line, i) => (
        <LineFields
          key={line.key}
          legend={`Payment ${i + 1}`}
          line={line}
          disabled={disabled}
          onChange={(change) => update(line.key, change)}
          onRemove={lines.length > 1 ? () => onChange(lines.filter((l) => l.key !== line.key)) : undefined}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled || lines.length >= MAX_LINES}
          onClick={() => onChange(addLine(balance, lines))}
        >
          + Add payment
        </Button>
        <p role="status" className="text-sm font-medium tabular-nums text-stone-900">
          {remaining >= 0 ? `Remaining ${formatGBP(remaining)}` : `Over the balance by ${formatGBP(-remaining)}`}
        </p>
      </div>
    </div>
  );
}

interface LineProps {
  legend: string;
  line: PaymentLine;
  disabled: boolean;
  onChange: (change: Partial<PaymentLine>) => void;
  onRemove: (() => void) | undefined;
}

function LineFields({ legend, line, disabled, onChange, onRemove }: LineProps) {
  const id = useId();
  return (
    <fieldset className="rounded-2xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-method`} label="Method" className="col-span-2 sm:col-span-1">
          <select
            id={`${id}-method`}
            value={line.method}
            disabled={disabled}
            onChange={(e) => onChange({ method: e.target.value as TillMethod })}
            className={controlClass}
          >
            {TILL_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-amount`} label="Amount (£)">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={line.amount}
            disabled={disabled}
            onChange={(e) => onChange({ amount: e.target.value })}
            className={controlClass}
          />
        </Field>
        <Field id={`${id}-tip`} label="Tip (£)">
          <input
            id={`${id}-tip`}
            inputMode="decimal"
            autoComplete="off"
            value={line.tip}
            placeholder="0.00"
            disabled={disabled}
            onChange={(e) => onChange({ tip: e.target.value })}
            className={controlClass}
          />
        </Field>
        {onRemove && (
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Remove ${legend.toLowerCase()}`}
            className="col-span-2 sm:col-span-1"
          >
            Remove
          </Button>
        )}
      </div>
    </fieldset>
  );
}
