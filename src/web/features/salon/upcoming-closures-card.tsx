import { useClosures } from '../../api/closures.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDayRange } from '../../lib/format.ts';

/** '/salon': the days the salon is closed from today on (docs/decisions/0024); nothing at all when there are none. */
export function UpcomingClosuresCard() {
  const { data: closures = [] } = useClosures();
  if (closures.length === 0) return null;
  return (
    <Card aria-labelledby="closures-heading">
      <h2 id="closures-heading" className="font-display text-2xl font-semibold">
        Upcoming closures
      </h2>
      <ul className="mt-5 divide-y divide-stone-100">
        {closures.map((c) => (
          <li key={`${c.startDate}-${c.label}`} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
            <span className="text-stone-900">{c.label}</span>
            <span className="tabular-nums text-stone-700">{formatDayRange(c.startDate, c.endDate)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
