import { useState } from 'react';
import { dateInZone, SALON_TIME_ZONE } from '../../core/time.ts';

/** Today's date (YYYY-MM-DD) on the salon's wall clock, read once per mount: render stays pure. */
export function useSalonToday(): string {
  const [today] = useState(() => dateInZone(new Date(), SALON_TIME_ZONE));
  return today;
}
