import { Link } from 'react-router';
import { formatGBP } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { durationLabel } from '../../../../core/catalog-display.ts';
import { paths } from '../../../lib/paths.ts';
import type { Visit } from './use-visit.ts';

/**
 * The visit put together on '/' (issue 25): how many services, how long and how much, and on to the times. Kept in
 * view at the foot of the screen on a phone, where the cards scroll past: one row, so it hides as little of them as it
 * can (issue 40). What an addition did is said to screen readers; a refusal is shown too, as the card's button cannot
 * say why.
 */
export function VisitBar({ visit }: { visit: Visit }) {
  const status = (
    <p role="status" className={visit.refused && visit.lines.length > 0 ? 'mt-1 text-sm font-medium text-amber-900' : 'sr-only'}>
      {visit.message}
    </p>
  );
  if (visit.lines.length === 0) return visit.message ? status : null;
  return (
    <section aria-label="Your visit" className="sticky bottom-3 z-20 mt-8">
      <div className="rounded-2xl border border-plum-200 bg-white/95 px-4 py-2 shadow-lg backdrop-blur sm:px-5 sm:py-3">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-sm leading-5">
            <span className="block font-semibold text-stone-900">{`Your visit: ${plural(visit.lines.length, 'service')}`}</span>
            <span className="block text-stone-700">{`${durationLabel(visit.durationMin)} · ${formatGBP(visit.price)}`}</span>
          </p>
          <Link to={paths.times} className={buttonClasses({ className: 'shrink-0' })}>
            Choose a time
          </Link>
        </div>
        {status}
      </div>
    </section>
  );
}
