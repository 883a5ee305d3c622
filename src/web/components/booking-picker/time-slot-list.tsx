import { useMemo } from 'react';
import { clsx } from 'clsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { validateSlots } from '../../../core/availability/validate-slots.ts';
import type { Slot } from '../../../core/schemas/availability.schema.ts';
import { SALON_TIME_ZONE } from '../../../core/time.ts';
import { errorMessage } from '../../api/client.ts';
import { formatTime } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { Spinner } from '../ui/spinner.tsx';

interface TimeSlotListProps {
  /** the day's slots as asked for (the public booking's, or a booking's own diary when it moves) */
  slots: UseQueryResult<{ slots: Slot[] }>;
  date: string;
  selectedStartISO: string | undefined;
  onPick: (startISO: string) => void;
}

/** Spec §2/§8: the day's free start times, with every loading, error, empty and retry state. */
export function TimeSlotList({ slots, date, selectedStartISO, onPick }: TimeSlotListProps) {
  const { data, isPending, isError, error, refetch, isRefetching } = slots;
  // Spec §5: drop malformed slots; if more than 20% were malformed, trust none of them.
  const checked = useMemo(() => (data ? validateSlots(data.slots, date, SALON_TIME_ZONE) : undefined), [data, date]);

  if (isPending) return <Spinner label="Loading available times..." />;

  if (isError) {
    return (
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(error, 'Failed to load available times')}
      </Notice>
    );
  }

  if (checked?.tooManyInvalid) {
    return <Notice tone="error">Temporary error fetching slots — please try another date</Notice>;
  }

  if (!checked || checked.slots.length === 0) {
    return <Notice title="No available times for this date">Please try another date</Notice>;
  }

  return (
    <ul aria-label="Available times" className="grid max-h-[400px] grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
      {checked.slots.map((slot) => {
        const selected = slot.startISO === selectedStartISO;
        return (
          <li key={slot.startISO}>
            <button
              type="button"
              aria-pressed={selected}
              // Spec §4: re-clicking the time already chosen does nothing.
              onClick={() => {
                if (!selected) onPick(slot.startISO);
              }}
              className={clsx(
                'min-h-11 w-full rounded-xl border text-sm font-medium tabular-nums transition-colors',
                selected
                  ? 'border-plum-700 bg-plum-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:border-plum-400 hover:bg-plum-50',
              )}
            >
              {formatTime(slot.startISO)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
