import type { WeeklyHours } from '../../src/core/availability/slots.ts';
import type { Database } from '../../src/server/db/client.ts';
import { salonHours, salonSettings } from '../../src/server/db/schema/catalog.ts';

/** Every day 09:00–17:00 unless a test says otherwise. */
export const everyDay = (start = '09:00', end = '17:00'): WeeklyHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start, end }));

export interface SalonOptions {
  hours?: WeeklyHours[];
  minNoticeMinutes?: number;
  bookingHorizonMonths?: number;
  /** unpaid online holds per client; generous unless a test is about the cap, as every inject comes from 127.0.0.1 */
  maxUnpaidHoldsPerClient?: number;
  /** texts to clients on (issue 27); off, as a new salon's are, unless a test is about them */
  textsEnabled?: boolean;
}

export async function givenSalon(db: Database, options: SalonOptions = {}): Promise<void> {
  await db.insert(salonSettings).values({
    name: 'Test Salon',
    description: 'A salon for tests',
    address: '1 High Street, Bath BA1 1AA',
    phone: '01225 000000',
    email: 'hello@test-salon.example',
    minNoticeMinutes: options.minNoticeMinutes ?? 120,
    bookingHorizonMonths: options.bookingHorizonMonths ?? 3,
    maxUnpaidHoldsPerClient: options.maxUnpaidHoldsPerClient ?? 20,
    textsEnabled: options.textsEnabled ?? false,
  });
  const hours = options.hours ?? everyDay();
  if (hours.length > 0) await db.insert(salonHours).values(hours);
}
