import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { BeauticianFormValues } from '../../../../core/schemas/beautician-input.schema.ts';
import { LabelledTextarea, ValidatedInput } from '../../../components/ui/validated-input.tsx';

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
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <ValidatedInput
          key={name}
          id={`staff-${name}`}
          label={label}
          message={errors[name]?.message}
          type={type}
          autoComplete={autoComplete}
          {...register(name)}
        />
      ))}
      <LabelledTextarea
        id="staff-bio"
        label="Bio / Description"
        message={errors.bio?.message}
        className="md:col-span-3"
        rows={3}
        {...register('bio')}
      />
    </div>
  );
}
