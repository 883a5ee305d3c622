import type { Tone } from '../../../lib/status-tones.ts';

/** Event fills (spec §4), each dark enough for white text at WCAG AA (4.5:1 or more). */
export const EVENT_COLOURS: Record<Tone, string> = {
  green: '#15803d',
  amber: '#b45309',
  yellow: '#a16207',
  red: '#b91c1c',
  grey: '#57534e',
  blue: '#1d4ed8',
  /** a time held for a waitlist offer (issue 40) */
  plum: '#7c355a',
};
