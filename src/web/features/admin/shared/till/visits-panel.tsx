import type { ReactNode } from 'react';
import type { TillVisit } from '../../../../../core/schemas/till.schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { visitSummary } from './visit-bill.ts';

/** Enough to act on at the desk; the rest wait their turn (the oldest come first). */
const SHOWN = 20;

interface VisitsPanelProps {
  id: string;
  /** 'Awaiting checkout', 'Owed': the heading says how many */
  title: string;
  note: ReactNode;
  visits: TillVisit[];
  /** what each row adds after the visit ('Owes £5.00') */
  detail?: (a: TillVisit) => string;
  action: { label: string; describe: (a: TillVisit) => string; onClick: (a: TillVisit) => void };
}

/** One of the dashboard's lists of visits that need the till, each with its button. Hidden when there are none. */
export function VisitsPanel({ id, title, note, visits, detail, action }: VisitsPanelProps) {
  if (visits.length === 0) return null;
  return (
    <Card aria-labelledby={`${id}-heading`} className="mb-6">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold">
        {`${title} (${visits.length})`}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{note}</p>
      <ul aria-label={`Visits ${title.toLowerCase()}`} className="mt-4 divide-y divide-stone-100">
        {visits.slice(0, SHOWN).map((a) => (
          <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-stone-900">{a.client.name || 'Unknown'}</span>
              <span className="block text-stone-600">{`${formatDateTime(a.start)} · ${visitSummary(a).services} · ${visitSummary(a).beauticians}`}</span>
              {detail && <span className="block font-medium tabular-nums text-stone-900">{detail(a)}</span>}
            </span>
            <Button size="sm" onClick={() => action.onClick(a)} aria-label={action.describe(a)}>
              {action.label}
            </Button>
          </li>
        ))}
      </ul>
      {visits.length > SHOWN && <p className="mt-2 text-sm text-stone-600">{`Showing the oldest ${SHOWN}.`}</p>}
    </Card>
  );
}
