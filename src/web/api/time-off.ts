import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { timeOffList } from '../../core/admin-requests.ts';
import type { TimeOffList } from '../../core/schemas/time-off.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

export const timeOffKey = [...adminQueryKey, 'time-off'] as const;

/** What `GET /api/time-off` covers: ISO instants, `to` at most 400 days after `from`; `beauticianId` narrows the time off. */
export interface TimeOffWindow {
  from: string;
  to: string;
  beauticianId?: string;
}

/** GET /api/time-off: beauticians' time off and the salon's closures touching the window (the calendar's background). */
export const timeOffQuery = (window: TimeOffWindow) =>
  queryOptions({
    queryKey: [...timeOffKey, window.from, window.to, window.beauticianId ?? 'everyone'],
    queryFn: ({ signal }) => apiGet<TimeOffList>(timeOffList({ ...window }), signal),
    staleTime: 15_000,
  });

export const useTimeOff = (window: TimeOffWindow) => useQuery(timeOffQuery(window));

/** After any change to time off or closures: the lists, the bank holidays' ticks, and what '/times' and '/salon' show. */
export function invalidateTimeOff(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [timeOffKey, [...adminQueryKey, 'bank-holidays'], ['closures'], ['fully-booked'], ['slots']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
