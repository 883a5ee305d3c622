import type { InputHTMLAttributes, ReactNode } from 'react';
import { clsx } from 'clsx';

/** Text inputs, selects and textareas share one look with a visible keyboard focus ring. */
export const controlClass =
  'block w-full min-h-11 rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600';

/** A label above its control; `htmlFor` ties them, so every control has an accessible name. */
export function Field({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

/** A small heading inside a form or dialog. */
export function FieldGroupTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h3 className={clsx('text-sm font-semibold uppercase tracking-wide text-plum-800', className)}>{children}</h3>;
}

/** A field's error, tied to its control by `id` (use it in the control's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A labelled checkbox with its explanation beside it. */
export function CheckboxField({
  id,
  label,
  hint,
  ...props
}: { id: string; label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-stone-800">
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-stone-600">{hint}</span>}
      </label>
    </div>
  );
}
