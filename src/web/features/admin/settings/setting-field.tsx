import type { ReactNode } from 'react';

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
