import type { Tone } from '../../../lib/status-tones.ts';
import { EVENT_COLOURS } from './status-colours.ts';

// Spec §2: Confirmed / Completed green, Unpaid orange, Cancelled red, No Show grey; a waitlist offer's hold plum (issue 40).
const LEGEND: Array<{ label: string; tone: Tone }> = [
  { label: 'Confirmed / Completed', tone: 'green' },
  { label: 'Unpaid', tone: 'amber' },
  { label: 'Waitlist offer', tone: 'plum' },
  { label: 'Cancelled', tone: 'red' },
  { label: 'No Show', tone: 'grey' },
];

export function StatusLegend() {
  return (
    <ul aria-label="Colour legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-700">
      {LEGEND.map(({ label, tone }) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3.5 rounded" style={{ backgroundColor: EVENT_COLOURS[tone] }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
