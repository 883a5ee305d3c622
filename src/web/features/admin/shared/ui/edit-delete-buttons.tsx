import { clsx } from 'clsx';
import { Button } from '../../../../components/ui/button.tsx';

interface Props {
  /** names the row in the buttons' accessible labels ('Edit Gel Nails') */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}

/** A list row's Edit and Delete buttons. */
export function EditDeleteButtons({ name, onEdit, onDelete, className }: Props) {
  return (
    <div className={clsx('flex gap-2', className)}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="secondary" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
