import { clsx } from 'clsx';
import { statusLabel } from '../../../core/status.ts';
import { toneClasses, type Tone } from '../../lib/status-tones.ts';

/**
 * A status as spec §4 prints it ('no_show' → 'No Show'), or as `label` says it, in the colour the screen's rule gives it.
 */
export function StatusBadge({ status, tone, label, className }: { status: string; tone: Tone; label?: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        toneClasses(tone),
        className,
      )}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
