import { fullyBookedQuery } from '../../../api/fully-booked.ts';
import type { AvailabilityTarget } from '../../../api/slots.ts';
import { useFullyBookedMonth, type FullyBookedMonth } from '../../../components/booking-picker/use-fully-booked-month.ts';

/** The fully booked dates of the month on show ('YYYY-MM') for the chosen diary. */
export function useFullyBookedDates(target: AvailabilityTarget, month: string): FullyBookedMonth {
  const diaryKey = JSON.stringify([target.any, target.beauticianId ?? null, target.serviceId, target.variantName]);
  return useFullyBookedMonth(diaryKey, month, (year, monthNumber) => fullyBookedQuery(target, year, monthNumber));
}
