import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BeauticianFormValues } from '../../../../core/schemas/beautician-input.schema.ts';
import { controlClass, FieldError } from '../../../components/ui/form-controls.tsx';

interface Props {
  register: UseFormRegister<BeauticianFormValues>;
  errors: FieldErrors<BeauticianFormValues>;
}

const FIELDS = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'off' },
] as const;

/** Full Name, Email, Phone Number and Bio, each with the server's message under it. */
export function StaffDetailsFields({ register, errors }: Props) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const id = `staff-${name}`;
        const message = errors[name]?.message;
        return (
          <div key={name}>
            <label htmlFor={id} className="text-sm font-medium text-stone-800">
              {label}
            </label>
            <input
              id={id}
              type={type}
              autoComplete={autoComplete}
              className={`${controlClass} mt-1.5`}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register(name)}
            />
            <FieldError id={`${id}-error`} message={message} />
          </div>
        );
      })}
      <div className="md:col-span-3">
        <label htmlFor="staff-bio" className="text-sm font-medium text-stone-800">
          Bio / Description
        </label>
        <textarea id="staff-bio" rows={3} className={`${controlClass} mt-1.5`} {...register('bio')} />
        <FieldError id="staff-bio-error" message={errors.bio?.message} />
      </div>
    </div>
  );
}
