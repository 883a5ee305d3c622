import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlClass, FieldError } from './form-controls.tsx';

type InputProps = { id: string; label: string; message: string | undefined; className?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className'
>;

/**
 * A labelled input with its message under it, and a hint when it needs one. The control is marked invalid and points
 * at the message (and the hint), so screen readers read it and the form can focus the first invalid control (spec §5).
 */
export function ValidatedInput({ id, label, message, className, hint, ...inputProps }: InputProps) {
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        className={`${controlClass} mt-1.5`}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

type TextareaProps = { id: string; label: string; message: string | undefined; className?: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className'
>;

/** A labelled textarea with its message under it (as the forms had it, without aria-invalid). */
export function LabelledTextarea({ id, label, message, className, ...textareaProps }: TextareaProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea id={id} className={`${controlClass} mt-1.5`} {...textareaProps} />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
