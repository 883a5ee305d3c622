import { useEffect, useState } from 'react';
import { useWaitlistEntries } from '../../../api/waitlist-admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { NewAppointmentStart } from '../shared/new-appointment/new-appointment-values.ts';
import { bookingFromWaitlist } from './waitlist-booking.ts';
import { WaitlistEntryItem } from './waitlist-entry.tsx';

/** Enough to act on at the desk; 'Show all' gives the rest. */
const SHOWN = 10;

/**
 * 'Waitlist' (issue 28, docs/decisions/0036): the clients waiting for a time, in the order a freed time goes to them,
 * each with their live offer or the means to offer one by hand or book them. For the owner and reception only
 * (core/access.ts 'waitlist'); the dashboard shows it to no one else.
 */
export function WaitlistPanel({ today, onBook }: { today: string; onBook: (start: NewAppointmentStart) => void }) {
  const waitlist = useWaitlistEntries();
  const [all, setAll] = useState(false);
  // Spec §8: a failed load is logged only, as the dashboard's other lists.
  useEffect(() => {
    if (waitlist.error) console.error('Failed to fetch data', waitlist.error);
  }, [waitlist.error]);
  if (!waitlist.data) return null;
  const entries = waitlist.data.entries;
  const shown = all ? entries : entries.slice(0, SHOWN);

  return (
    <Card aria-labelledby="waitlist-heading" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="waitlist-heading" className="font-display text-xl font-semibold">
          {entries.length === 0 ? 'Waitlist' : `Waitlist (${entries.length})`}
        </h2>
        {entries.length > SHOWN && (
          <Button size="sm" variant="secondary" aria-expanded={all} aria-controls="waitlist-list" onClick={() => setAll(!all)}>
            {all ? `Show the first ${SHOWN}` : `Show all ${entries.length}`}
          </Button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Nobody is waiting.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">In the order a freed time is offered to them. Times are salon time (London).</p>
          <ol id="waitlist-list" aria-label="Clients waiting" className="mt-2 divide-y divide-stone-100">
            {shown.map((entry, index) => (
              <WaitlistEntryItem key={entry._id} entry={entry} place={index + 1} onBook={(e) => onBook(bookingFromWaitlist(e, today))} />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
