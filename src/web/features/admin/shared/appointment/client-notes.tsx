import { clsx } from 'clsx';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';

/**
 * The staff's private notes on an appointment's client (allergies, a patch test; issue 18): shown with every
 * appointment wherever staff look at one (the diary's details, the appointments list, the till), never behind a
 * click. `compact`: a line in a list row, clamped to two lines, its whole text in the tooltip.
 */
export function ClientNotes({
  appointment,
  compact = false,
  className,
}: {
  appointment: AdminAppointment;
  compact?: boolean;
  className?: string;
}) {
  const notes = appointment.clientRecord?.notes;
  if (!notes) return null;
  return (
    <p
      title={compact ? notes : undefined}
      className={clsx(
        'whitespace-pre-line rounded-xl border border-amber-300 bg-amber-50 text-stone-900',
        compact ? 'mt-1.5 line-clamp-2 px-2 py-1 text-xs' : 'px-3 py-2',
        className,
      )}
    >
      {compact && <span className="font-semibold">Client notes: </span>}
      {notes}
    </p>
  );
}
