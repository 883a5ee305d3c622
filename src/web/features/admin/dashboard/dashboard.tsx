import { useEffect, useMemo, useState } from 'react';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { endOfDayInZone, SALON_TIME_ZONE, startOfDayInZone } from '../../../../core/time.ts';
import { useAdminAppointments } from '../../../api/admin-appointments.ts';
import { useBeauticians } from '../../../api/beauticians.ts';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { AppointmentDetailsDialog } from './appointment-details-dialog.tsx';
import { AppointmentsCalendar } from './appointments-calendar.tsx';
import { toCalendarDate, visibleWindow, type CalendarView } from './calendar-dates.ts';
import { StatusLegend } from './status-legend.tsx';
import { TodaysAppointments } from './todays-appointments.tsx';

const ALL = 'all';

/** Spec §2 '/admin Dashboard': beautician filter, today's panel, legend, calendar and the details dialog. */
export function Dashboard() {
  const today = useSalonToday();
  const [beauticianId, setBeauticianId] = useState(ALL);
  const [view, setView] = useState<CalendarView>('month');
  const [date, setDate] = useState(() => toCalendarDate(new Date()));
  const [selected, setSelected] = useState<AdminAppointment>();
  // Spec §9: 500 px under 768 px wide, else 700 px.
  const isMobile = useMediaQuery('(max-width: 767px)');

  const beauticians = useBeauticians();
  const filter = beauticianId === ALL ? {} : { beauticianId };
  // Only the range the calendar shows, never the whole history.
  const range = useMemo(() => visibleWindow(view, date), [view, date]);
  const calendar = useAdminAppointments({ ...range, ...filter, sort: 'start', order: 'asc' });
  const todays = useAdminAppointments({
    from: startOfDayInZone(today, SALON_TIME_ZONE).toISOString(),
    to: endOfDayInZone(today, SALON_TIME_ZONE).toISOString(),
    ...filter,
    sort: 'start',
    order: 'asc',
  });

  // Spec §8: a failed load is logged only.
  const loadError = calendar.error ?? todays.error ?? beauticians.error;
  useEffect(() => {
    if (loadError) console.error('Failed to fetch data', loadError);
  }, [loadError]);

  return (
    <>
      <PageHeading title="Dashboard" subtitle="View and manage all appointments" />

      <div className="mb-6 max-w-xs">
        <label htmlFor="dashboard-beautician" className="text-sm font-medium text-stone-800">
          Filter by Beautician
        </label>
        <select id="dashboard-beautician" value={beauticianId} onChange={(e) => setBeauticianId(e.target.value)} className={`${controlClass} mt-1.5`}>
          <option value={ALL}>All Beauticians</option>
          {(beauticians.data ?? []).map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>

      <TodaysAppointments appointments={todays.data?.items ?? []} onSelect={setSelected} />

      <Card aria-label="Appointments calendar" className="p-3 sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <StatusLegend />
          <p role="status" className="text-sm text-stone-600">
            {calendar.isFetching && calendar.data ? 'Loading appointments…' : ''}
          </p>
        </div>
        {calendar.isPending ? (
          <Spinner label="Loading appointments..." className="h-[500px] md:h-[700px]" />
        ) : (
          <AppointmentsCalendar
            appointments={calendar.data?.items ?? []}
            view={view}
            date={date}
            height={isMobile ? 500 : 700}
            onView={setView}
            onNavigate={setDate}
            onSelect={setSelected}
          />
        )}
      </Card>

      <AppointmentDetailsDialog appointment={selected} onClose={() => setSelected(undefined)} />
    </>
  );
}
