import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { timeOrDateTime } from './texts-time.ts';
import { visitsToCallQuery } from '../../../api/texts.ts';

/** Enough to act on at the desk; 'Show all' gives the rest. */
const SHOWN = 10;

/** A tel: link dials digits and a leading '+' only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * 'Unconfirmed: call these clients' (issue 27): visits whose text reminder the client has not confirmed with a C,
 * now close to their start, each with the client's phone to call. A visit leaves the list when the client confirms;
 * hidden when there are none.
 */
export function VisitsToCallPanel({ today }: { today: string }) {
  const visits = useQuery(visitsToCallQuery()).data?.visits ?? [];
  const [all, setAll] = useState(false);
  if (visits.length === 0) return null;
  const shown = all ? visits : visits.slice(0, SHOWN);
  return (
    <Card aria-labelledby="to-call-heading" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="to-call-heading" className="font-display text-xl font-semibold">
          {`Unconfirmed: call these clients (${visits.length})`}
        </h2>
        {visits.length > SHOWN && (
          <Button size="sm" variant="secondary" aria-expanded={all} aria-controls="to-call-list" onClick={() => setAll(!all)}>
            {all ? `Show the first ${SHOWN}` : `Show all ${visits.length}`}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-stone-600">Reminded by text and not confirmed yet: a call checks they are coming.</p>
      <ul id="to-call-list" aria-label="Visits to call about" className="mt-2 divide-y divide-stone-100">
        {shown.map((visit) => (
          <li key={visit.appointmentId} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold tabular-nums text-stone-900">{timeOrDateTime(visit.start, today)}</span>
              <span className="block font-medium text-stone-900">{visit.clientName}</span>
              <span className="block text-stone-600">{`${visit.serviceName} with ${visit.beauticianName}`}</span>
            </span>
            <a
              href={telHref(visit.clientPhone)}
              aria-label={`Call ${visit.clientName} on ${visit.clientPhone}`}
              className="inline-flex min-h-6 items-center font-medium tabular-nums text-plum-800 underline underline-offset-4"
            >
              {visit.clientPhone}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
