import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass } from '../../../components/ui/form-controls.tsx';

/** A setting's label, what it does under it, then its control; the control names `${id}-hint` in aria-describedby. */
export function SettingField({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** A setting that is a whole number (hours, minutes, a percentage), with its label and hint. */
export function WholeNumberSetting({
  id,
  label,
  hint,
  max,
  field,
}: {
  id: string;
  label: string;
  hint: string;
  max?: number;
  field: UseFormRegisterReturn;
}) {
  return (
    <SettingField id={id} label={label} hint={hint}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-describedby={`${id}-hint`}
        className={`${controlClass} mt-1.5`}
        {...field}
      />
    </SettingField>
  );
}
