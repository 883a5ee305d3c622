import { useState } from 'react';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatTime } from '../../../lib/format.ts';
import { calendarStatusTone } from '../../../lib/status-tones.ts';
import { useNow } from '../../../lib/use-now.ts';
import { ClientConfirmedMark } from '../shared/appointment/client-confirmed-mark.tsx';
import { TodaysCheckOut } from '../shared/till/todays-check-out.tsx';
import { leftOutText, TODAY_SHORT_LIST, todaysShortList, todaysVisits, type TodaysVisit } from './todays-list.ts';

interface TodaysProps {
  appointments: AdminAppointment[];
  onSelect: (a: AdminAppointment) => void;
  onCheckOut: (a: AdminAppointment) => void;
}

/**
 * Spec §2 "Today's Appointments (n)": shown only when today has any, earliest first; a card opens the details.
 * Beyond the spec, a visit not yet checked out has 'Check out' under its card (docs/decisions/0027). On a busy day
 * (a dozen beauticians: 70 cards) it shows the next few and 'Show all', so the calendar stays in view (issue 16), saying
 * how many of the others were earlier today and how many come later (issue 23). A ✓ by the name: the client confirmed by
 * text (issue 27). A visit of several services is one card listing them, each with its beautician (issue 40).
 */
export function TodaysAppointments({ appointments, onSelect, onCheckOut }: TodaysProps) {
  const [all, setAll] = useState(false);
  const now = useNow();
  if (appointments.length === 0) return null;
  const visits = todaysVisits([...appointments].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime()));
  const short = todaysShortList(visits, now);
  const shown = all ? visits : short.shown;
  // Beside 'Show all n': how many of them are not on show, and when (issue 23).
  const leftOut = all ? '' : leftOutText(short);
  return (
    <Card aria-labelledby="today-heading" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="today-heading" className="font-display text-xl font-semibold">
          {`Today's Appointments (${visits.length})`}
        </h2>
        {visits.length > TODAY_SHORT_LIST && (
          <div className="flex items-center gap-3">
            {leftOut && (
              <p id="today-left-out" className="text-sm text-stone-600">
                {leftOut}
              </p>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={all}
              aria-controls="today-list"
              aria-describedby={leftOut ? 'today-left-out' : undefined}
              onClick={() => setAll(!all)}
            >
              {all ? 'Show the next few' : `Show all ${visits.length}`}
            </Button>
          </div>
        )}
      </div>
      <ul id="today-list" className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((visit) => (
          <li key={visit.first._id}>
            <VisitCard visit={visit} onSelect={onSelect} />
            <TodaysCheckOut appointment={visit.first} onCheckOut={onCheckOut} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A card: the visit's time, status and client, and its service (or each of its services) with who does it. */
function VisitCard({ visit, onSelect }: { visit: TodaysVisit; onSelect: (a: AdminAppointment) => void }) {
  const { first: a, services } = visit;
  return (
    <button
      type="button"
      onClick={() => onSelect(a)}
      className="w-full rounded-2xl border border-stone-200 bg-white p-4 text-left transition-colors hover:border-plum-300 hover:bg-plum-50"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-semibold tabular-nums text-stone-900">{formatTime(a.start)}</span>
        <StatusBadge status={a.status} tone={calendarStatusTone(a.status)} />
      </span>
      <span className="mt-2 block font-medium text-stone-900">
        {a.client.name || 'Unknown'} <ClientConfirmedMark appointment={a} className="text-green-800" />
      </span>
      {services.length === 1 ? (
        <>
          <span className="block text-sm text-stone-700">{serviceName(a)}</span>
          <span className="block text-sm text-stone-600">{a.beautician?.name || 'No beautician assigned'}</span>
        </>
      ) : (
        services.map((part) => (
          <span key={part._id} className="block text-sm text-stone-700">
            {`${formatTime(part.start)} ${serviceName(part)}`} <span className="text-stone-600">{`· ${part.beautician.name}`}</span>
          </span>
        ))
      )}
    </button>
  );
}

const serviceName = (a: AdminAppointment) => a.service.name || a.variantName;
