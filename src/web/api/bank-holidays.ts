import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankHolidays } from '../../core/schemas/time-off.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiRequest } from './client.ts';

/** GET /api/bank-holidays: England and Wales from today on, each with whether the salon is already closed. */
export const bankHolidaysQuery = () =>
  queryOptions({
    queryKey: [...adminQueryKey, 'bank-holidays'],
    queryFn: ({ signal }) => apiRequest<BankHolidays>('/bank-holidays', { signal }),
    staleTime: 15_000,
  });

export const useBankHolidays = () => useQuery(bankHolidaysQuery());
