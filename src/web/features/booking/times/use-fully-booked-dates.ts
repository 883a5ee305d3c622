import { useMemo } from 'react';
import type { AvailabilityTarget } from '../../../api/slots.ts';
import { useFullyBooked } from '../../../api/fully-booked.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Spec §7/§9: ask 200 ms after the month or beautician stops changing, so paging quickly sends one call. */
const FULLY_BOOKED_DEBOUNCE_MS = 200;

/** The fully booked, days-off and closed dates of the month on show ('YYYY-MM') for the chosen diary. */
export function useFullyBookedDates(target: AvailabilityTarget, month: string) {
  // A string key keeps the debounce from restarting on every render's new object.
  const key = JSON.stringify([target.any, target.beauticianId ?? null, target.serviceId, target.variantName, month]);
  const settledKey = useDebouncedValue(key, FULLY_BOOKED_DEBOUNCE_MS);
  const settled = key === settledKey;

  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const query = useFullyBooked(settled ? target : undefined, year, monthNumber);
  const days = useMemo(
    () => ({
      dates: new Set(query.data?.fullyBooked ?? []),
      notWorking: new Set(query.data?.notWorking ?? []),
      closed: new Map((query.data?.closed ?? []).map((c) => [c.date, c.label])),
    }),
    [query.data],
  );

  return {
    ...days,
    checking: !settled || query.isFetching,
    /** the dates of the month on show have arrived (or failed: then the days are offered, with the error) */
    known: settled && (query.data !== undefined || query.isError),
    error: query.error,
    retry: () => void query.refetch(),
    retrying: query.isRefetching,
  };
}
