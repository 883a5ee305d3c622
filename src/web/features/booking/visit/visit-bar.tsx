import { Link } from 'react-router';
import { formatGBP } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { durationLabel } from '../../../../core/catalog-display.ts';
import { paths } from '../../../lib/paths.ts';
import type { Visit } from './use-visit.ts';

/**
 * The visit put together on '/' (issue 25): how many services, how long and how much, and on to the times. Kept in
 * view at the foot of the screen on a phone, where the cards scroll past.
 */
export function VisitBar({ visit }: { visit: Visit }) {
  if (visit.lines.length === 0)
    return visit.message ? (
      <p role="status" className="sr-only">
        {visit.message}
      </p>
    ) : null;
  return (
    <div className="sticky bottom-3 z-20 mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-plum-200 bg-white/95 px-5 py-4 shadow-lg backdrop-blur">
        <div>
          <h3 className="font-semibold">Your visit</h3>
          <p className="text-sm text-stone-700">
            {plural(visit.lines.length, 'service')} · {durationLabel(visit.durationMin)} · {formatGBP(visit.price)}
          </p>
          <p role="status" className="text-sm text-stone-600">
            {visit.message}
          </p>
        </div>
        <Link to={paths.times} className={buttonClasses()}>
          Choose a time
        </Link>
      </div>
    </div>
  );
}
