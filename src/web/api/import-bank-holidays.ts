import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankHolidayImportResult } from '../../core/schemas/time-off.schema.ts';
import { apiRequest } from './client.ts';
import { invalidateTimeOff } from './time-off.ts';

/** POST /api/bank-holidays/import: closes the salon on the chosen days; a day already closed is left as it is. */
export const importBankHolidays = (dates: string[]) =>
  apiRequest<BankHolidayImportResult>('/bank-holidays/import', { method: 'POST', body: { dates } });

export function useImportBankHolidays() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importBankHolidays, onSuccess: () => invalidateTimeOff(queryClient) });
}
