import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankHolidayList } from '../../core/admin-requests.ts';
import type { BankHolidays } from '../../core/schemas/time-off.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet } from './client.ts';

/** GET /api/bank-holidays: England and Wales from today on, each with whether the salon is already closed. */
export const bankHolidaysQuery = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'bank-holidays'],
    queryFn: ({ signal }) => apiGet<BankHolidays>(bankHolidayList(), signal),
    staleTime: 15_000,
  });

export const useBankHolidays = () => useQuery(bankHolidaysQuery());
