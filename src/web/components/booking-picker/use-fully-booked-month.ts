import { useMemo } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { FullyBookedResponse } from '../../../core/schemas/availability.schema.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Spec §7/§9: ask 200 ms after the month or beautician stops changing, so paging quickly sends one call. */
const FULLY_BOOKED_DEBOUNCE_MS = 200;

/** The answer of either fully-booked call: the public one and a manage link's move. */
export type FullyBookedAnswer = FullyBookedResponse;

/** What the calendar needs to know of a month's fully booked dates, and how to ask again. */
export interface FullyBookedMonth {
  dates: ReadonlySet<string>;
  notWorking: ReadonlySet<string>;
  closed: ReadonlyMap<string, string>;
  checking: boolean;
  /** the dates of the month on show have arrived (or failed: then the days are offered, with the error) */
  known: boolean;
  error: Error | null;
  retry: () => void;
  retrying: boolean;
}

/**
 * The fully booked, days-off and closed dates of the month on show ('YYYY-MM') in one diary. `diaryKey` names the diary (whose
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
  const days = useMemo(
    () => ({
      dates: new Set(data?.fullyBooked ?? []),
      notWorking: new Set(data?.notWorking ?? []),
      closed: new Map((data?.closed ?? []).map((closure) => [closure.date, closure.label])),
    }),
    [data],
  );

  return {
    ...days,
    checking: !settled || query.isFetching,
    known: settled && (data !== undefined || query.isError),
    error: settled ? query.error : null,
    retry: () => void query.refetch(),
    retrying: query.isRefetching,
  };
}
