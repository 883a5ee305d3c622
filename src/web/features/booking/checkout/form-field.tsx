import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A label, the control, and its error right under it (the control points at it with aria-describedby). */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {hint && <span className="font-normal text-stone-500"> {hint}</span>}
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'block w-full min-h-11 rounded-xl border bg-white px-3.5 py-2.5 text-stone-900 shadow-sm placeholder:text-stone-400 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600 ' +
  'aria-[invalid=true]:border-red-500 border-stone-300';
