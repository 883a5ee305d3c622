import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldGroupTitle } from '../../../../components/ui/form-controls.tsx';

interface Props {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** one fieldset per row, and any message about the list as a whole */
  children: ReactNode;
}

/** A form section of repeating rows (variants, working hours): its title with an add button, then the rows. */
export function RepeatingFieldsSection({ title, addLabel, onAdd, children }: Props) {
  return (
    <fieldset className="space-y-4">
      {/* The visible title is a heading, so the fieldset gets its name from a hidden legend. */}
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FieldGroupTitle>{title}</FieldGroupTitle>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
      {children}
    </fieldset>
  );
}
