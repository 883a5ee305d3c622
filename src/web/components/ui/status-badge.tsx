import { clsx } from 'clsx';
import { statusLabel } from '../../../core/status.ts';
import { toneClasses, type Tone } from '../../lib/status-tones.ts';

/** A status as spec §4 prints it ('no_show' → 'No Show'), in the colour the screen's rule gives it. */
export function StatusBadge({ status, tone, className }: { status: string; tone: Tone; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        toneClasses(tone),
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
