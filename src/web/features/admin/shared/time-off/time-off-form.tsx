import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TIME_OFF_KIND_LABELS, TIME_OFF_KINDS, type TimeOffKind } from '../../../../../core/schemas/time-off.schema.ts';
import { CancelSaveButtons } from '../ui/admin-form-shell.tsx';
import { CheckboxField, controlClass, FieldError } from '../../../../components/ui/form-controls.tsx';
import { FormErrorBox } from '../../../../components/ui/form-messages.tsx';
import { ValidatedInput } from '../../../../components/ui/validated-input.tsx';
import type { SaveProblems } from './use-time-off-save.ts';
import { withWholeDays, type TimeOffFormValues } from './time-off-values.ts';

interface Props {
  initial: TimeOffFormValues;
  /** who may be chosen; leave out when the form is for one staff member already */
  beauticians?: Array<{ _id: string; name: string }>;
  problems: SaveProblems;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: TimeOffFormValues) => void;
  onCancel: () => void;
}

/** A select with its label and the server's message under it. */
function SelectField({
  id,
  label,
  message,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  message?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={`${controlClass} mt-1.5`}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** Time off: who, why, whole days (first and last) or from–to times, a note. The server checks it and names what is wrong. */
export function TimeOffForm({ initial, beauticians, problems, saving, submitLabel, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const id = useId();
  const set = <K extends keyof TimeOffFormValues>(key: K, value: TimeOffFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: keyof TimeOffFormValues) => ({ id: `${id}-${key}`, message: problems.fields[key], value: String(values[key]) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormErrorBox title="Failed to save time off" message={problems.message} />
      {beauticians && (
        <SelectField {...field('beauticianId')} label="Staff member" onChange={(v) => set('beauticianId', v)}>
          <option value="">Choose a staff member</option>
          {beauticians.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField {...field('kind')} label="Reason" onChange={(v) => set('kind', v as TimeOffKind)}>
        {TIME_OFF_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {TIME_OFF_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        id={`${id}-whole`}
        label="Whole days"
        hint="Untick to give a start and end time."
        checked={values.wholeDays}
        onChange={(e) => setValues((v) => withWholeDays(v, e.target.checked))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {values.wholeDays ? (
          <>
            <ValidatedInput {...field('startDate')} label="First day" type="date" onChange={(e) => set('startDate', e.target.value)} />
            <ValidatedInput {...field('endDate')} label="Last day" type="date" onChange={(e) => set('endDate', e.target.value)} />
          </>
        ) : (
          <>
            <ValidatedInput {...field('start')} label="From" type="datetime-local" onChange={(e) => set('start', e.target.value)} />
            <ValidatedInput {...field('end')} label="To" type="datetime-local" onChange={(e) => set('end', e.target.value)} />
          </>
        )}
      </div>
      <ValidatedInput
        {...field('note')}
        label="Note (optional, staff only)"
        type="text"
        maxLength={200}
        onChange={(e) => set('note', e.target.value)}
      />
      <CancelSaveButtons busy={saving} submitLabel={submitLabel} onCancel={onCancel} className="pt-2" />
    </form>
  );
}
