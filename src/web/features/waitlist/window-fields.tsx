import type { WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';
import { controlClass, FieldError } from '../../components/ui/form-controls.tsx';
import { Button } from '../../components/ui/button.tsx';

interface WindowFieldsProps {
  /** unique among the page's ids */
  idPrefix: string;
  index: number;
  window: WaitlistWindow;
  today: string;
  /** the server's words for each field, if it refused one */
  errors: Partial<Record<keyof WaitlistWindow, string>>;
  onChange: (window: WaitlistWindow) => void;
  /** left out for the only window: the waitlist needs one */
  onRemove: (() => void) | undefined;
}

/** One day and time range the client waits for: its date, from and to, each labelled, and Remove. */
export function WindowFields({ idPrefix, index, window, today, errors, onChange, onRemove }: WindowFieldsProps) {
  const id = (field: keyof WaitlistWindow) => `${idPrefix}-${index}-${field}`;
  const input = (field: keyof WaitlistWindow) => ({
    id: id(field),
    value: window[field],
    required: true,
    className: controlClass,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...window, [field]: event.target.value }),
  });
  return (
    <fieldset className="rounded-2xl border border-stone-200 px-4 pb-4 pt-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">{`Day ${index + 1}`}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor={id('date')} className="text-sm font-medium text-stone-800">
            Date
          </label>
          <input type="date" min={today} {...input('date')} />
          <FieldError id={`${id('date')}-error`} message={errors.date} />
        </div>
        <div>
          <label htmlFor={id('from')} className="text-sm font-medium text-stone-800">
            From
          </label>
          <input type="time" step={900} {...input('from')} />
          <FieldError id={`${id('from')}-error`} message={errors.from} />
        </div>
        <div>
          <label htmlFor={id('to')} className="text-sm font-medium text-stone-800">
            To
          </label>
          <input type="time" step={900} {...input('to')} />
          <FieldError id={`${id('to')}-error`} message={errors.to} />
        </div>
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onRemove} aria-label={`Remove day ${index + 1}`}>
          Remove
        </Button>
      )}
    </fieldset>
  );
}
