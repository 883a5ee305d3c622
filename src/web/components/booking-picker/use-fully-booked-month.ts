import { useMemo } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Spec §7/§9: ask 200 ms after the month or beautician stops changing, so paging quickly sends one call. */
const FULLY_BOOKED_DEBOUNCE_MS = 200;

export interface FullyBookedAnswer {
  fullyBooked: string[];
}

/** What the calendar needs to know of a month's fully booked dates, and how to ask again. */
export interface FullyBookedMonth {
  dates: ReadonlySet<string>;
  checking: boolean;
  /** the dates of the month on show have arrived (or failed: then the days are offered, with the error) */
  known: boolean;
  error: Error | null;
  retry: () => void;
  retrying: boolean;
}

/**
 * The fully booked dates of the month on show ('YYYY-MM') in one diary. `diaryKey` names the diary (whose
 * dates `queryFor` fetches): a string, so the debounce does not restart on every render's new object.
 */
export function useFullyBookedMonth<Key extends QueryKey>(
  diaryKey: string,
  month: string,
  queryFor: (year: number, month: number) => UseQueryOptions<FullyBookedAnswer, Error, FullyBookedAnswer, Key>,
): FullyBookedMonth {
  const key = JSON.stringify([diaryKey, month]);
  const settled = key === useDebouncedValue(key, FULLY_BOOKED_DEBOUNCE_MS);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const query = useQuery({ ...queryFor(year, monthNumber), enabled: settled });
  const data = settled ? query.data : undefined;
  const dates = useMemo(() => new Set(data?.fullyBooked ?? []), [data]);

  return {
    dates,
    checking: !settled || query.isFetching,
    known: settled && (data !== undefined || query.isError),
    error: settled ? query.error : null,
    retry: () => void query.refetch(),
    retrying: query.isRefetching,
  };
}
