import type { QueryClient } from '@tanstack/react-query';
import { CALENDAR_ORDER } from '../../../../core/dashboard-first-view.ts';
import { dateInZone, endOfDayInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../../../core/time.ts';
import { adminAppointmentsQuery } from '../../../api/admin-appointments.ts';
import { sessionQuery } from '../../../api/auth-session.ts';
import { adminBeauticiansQuery } from '../../../api/admin-beauticians.ts';
import { timeOffQuery } from '../../../api/time-off.ts';
import { toCalendarDate, visibleWindow, type CalendarView } from './calendar-dates.ts';

/** The calendar's appointments: what one view shows around `date`, for one beautician or everyone. */
export const calendarQuery = (view: CalendarView, date: Date, beauticianId: string | undefined) =>
  adminAppointmentsQuery({ ...visibleWindow(view, date), ...(beauticianId ? { beauticianId } : {}), ...CALENDAR_ORDER });

/** The time off (one beautician's, or everyone's) and the closures behind what one view shows around `date`. */
export const calendarBlocksQuery = (view: CalendarView, date: Date, beauticianId: string | undefined) =>
  timeOffQuery({ ...visibleWindow(view, date), ...(beauticianId ? { beauticianId } : {}) });

/** 'Today's Appointments' (spec §2): the London day `today`, YYYY-MM-DD. */
export const todaysQuery = (today: string, beauticianId: string | undefined) =>
  adminAppointmentsQuery({
    from: startOfDayInZone(today, SALON_TIME_ZONE).toISOString(),
    to: endOfDayInZone(today, SALON_TIME_ZONE).toISOString(),
    ...(beauticianId ? { beauticianId } : {}),
    ...CALENDAR_ORDER,
  });

/**
 * The session check and what the dashboard first shows, asked for while the code is still on its way (issue 16:
 * chunks, then the session, then the data, one after another, took about 2 s). The dashboard's own queries then
 * find their answers arriving or arrived. Errors (a 401 before signing in) are left for the page's own queries.
 */
export function prefetchDashboard(queryClient: QueryClient, now = new Date()): void {
  void queryClient.prefetchQuery(sessionQuery());
  void queryClient.prefetchQuery(calendarQuery('month', toCalendarDate(now), undefined));
  void queryClient.prefetchQuery(calendarBlocksQuery('month', toCalendarDate(now), undefined));
  void queryClient.prefetchQuery(todaysQuery(dateInZone(now, SALON_TIME_ZONE), undefined));
  void queryClient.prefetchQuery(adminBeauticiansQuery());
}
