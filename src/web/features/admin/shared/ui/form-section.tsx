import type { ReactNode } from 'react';
import { FieldGroupTitle } from '../../../../components/ui/form-controls.tsx';

/** A group of a form's fields under its title; the fieldset's legend names the group for a screen reader. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend>
        <FieldGroupTitle>{title}</FieldGroupTitle>
      </legend>
      {children}
    </fieldset>
  );
}
