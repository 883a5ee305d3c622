import type { AdminWaitlistEntry } from '../../../../core/schemas/waitlist.schema.ts';
import { SALON_TIME_ZONE, zonedDateTime } from '../../../../core/time.ts';
import type { NewAppointmentStart } from '../shared/new-appointment/new-appointment-values.ts';

/**
 * 'Book directly': the New appointment dialog with the waiting client's details and the visit they wait for (services,
 * variants, beauticians), starting when their first window still ahead starts (`today`: the salon's date); their place
 * ends as booked. Staff change any of it to what they agree on the phone.
 */
export function bookingFromWaitlist(entry: AdminWaitlistEntry, today: string): NewAppointmentStart {
  const window = entry.windows.find((w) => w.date >= today);
  return {
    client: { name: entry.clientName, phone: entry.clientPhone, email: entry.clientEmail },
    visit: entry.visit,
    ...(window ? { start: zonedDateTime(window.date, window.from, SALON_TIME_ZONE) } : {}),
    waitlist: { entryId: entry._id, services: entry.services },
  };
}
