import { formatGBP } from '../../../../../core/money.ts';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { formatTime } from '../../../../lib/format.ts';

/**
 * The visit's services in the order they happen, each with its beautician, time and price (issue 25): the bill the
 * balance below is for. Nothing for a visit of one service, whose line above says it all.
 */
export function VisitServices({ money }: { money: VisitMoney }) {
  if (money.parts.length < 2) return null;
  return (
    <ul aria-label="Services in this visit" className="mb-3 divide-y divide-stone-100 rounded-2xl border border-stone-200 text-sm">
      {money.parts.map((p) => (
        <li key={p.appointmentId} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-2">
          <span className="min-w-0">
            <span className="font-medium text-stone-900">{[p.service, p.variantName].filter(Boolean).join(' - ')}</span>
            <span className="text-stone-600">{` · ${p.beautician.name} · ${formatTime(p.start)}`}</span>
          </span>
          <span className="tabular-nums text-stone-900">{formatGBP(p.price)}</span>
        </li>
      ))}
    </ul>
  );
}
