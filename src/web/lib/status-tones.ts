import { isCancelled } from '../../core/status.ts';

/** Badge classes; each pair keeps its text at WCAG AA contrast on its background. */
const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  plum: 'bg-plum-100 text-plum-900 ring-plum-600/30',
} as const;

export type Tone = keyof typeof TONES;

export const toneClasses = (tone: Tone): string => TONES[tone];

/** Spec §2 '/admin/appointments': confirmed green, reserved_unpaid yellow, cancelled* red, others grey. */
export function listStatusTone(status: string): Tone {
  if (status === 'confirmed') return 'green';
  if (status === 'reserved_unpaid') return 'yellow';
  if (isCancelled(status)) return 'red';
  return 'grey';
}

/** Spec §4 calendar colours: completed or confirmed green, reserved_unpaid amber, cancelled red, no_show grey, others blue. */
export function calendarStatusTone(status: string): Tone {
  if (status === 'completed' || status === 'confirmed') return 'green';
  if (status === 'reserved_unpaid') return 'amber';
  if (isCancelled(status)) return 'red';
  if (status === 'no_show') return 'grey';
  return 'blue';
}
