import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { mayUse } from '../../../../core/access.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { useSession } from '../../../api/auth-session.ts';
import { useDiaryBeauticians } from '../../../api/beauticians.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { AppointmentDetailsDialog } from './appointment-details-dialog.tsx';
import { AppointmentsCalendar } from './appointments-calendar.tsx';
import { ClientMessagesPanel } from './client-messages-panel.tsx';
import { toCalendarDate, type CalendarView } from './calendar-dates.ts';
import { calendarQuery, todaysQuery } from './dashboard-queries.ts';
import { diaryColumns } from './diary-columns.ts';
import { StatusLegend } from './status-legend.tsx';
import { TodaysAppointments } from './todays-appointments.tsx';
import { useCalendarBlocks } from './use-calendar-blocks.ts';
import { useCalendarMoves } from './use-calendar-moves.tsx';
import { useDiaryAdditions } from './use-diary-additions.tsx';
import { VisitsToCallPanel } from './visits-to-call-panel.tsx';
import { WaitlistPanel } from './waitlist-panel.tsx';
import { FeesListPanel } from '../shared/fees/fees-list-panel.tsx';
import { AwaitingCheckoutPanel } from '../shared/till/awaiting-checkout-panel.tsx';
import { OwedPanel } from '../shared/till/owed-panel.tsx';
import { useTillDialog } from '../shared/till/use-till-dialog.tsx';

const ALL = 'all';

/** Spec §2 '/admin Dashboard': beautician filter, today's panel, legend, calendar and the details dialog. */
export function Dashboard() {
  const today = useSalonToday();
  const [beauticianId, setBeauticianId] = useState(ALL);
  const [view, setView] = useState<CalendarView>('month');
  const [date, setDate] = useState(() => toCalendarDate(new Date()));
  const [selected, setSelected] = useState<AdminAppointment>();
  const moves = useCalendarMoves();
  // A visit checked out from its details: the details show it as the server now has it.
  const { openTill, tillDialog } = useTillDialog((done) => setSelected((open) => (open?._id === done._id ? done : open)));
  // Clients' texts (issue 27) are for those who keep the salon's messages (core/access.ts 'outbox'): the owner and
  // reception; the admin shell's guard has a session before the dashboard renders.
  const { data: user } = useSession();
  const mayReadTexts = user ? mayUse(user.role, 'outbox') : false;
  // The waitlist (issue 28) likewise: the owner and reception (core/access.ts 'waitlist'); a stylist would get a 403.
  const mayUseWaitlist = user ? mayUse(user.role, 'waitlist') : false;
  // Spec §9: 500 px under 768 px wide, else 700 px.
  const isMobile = useMediaQuery('(max-width: 767px)');

  const beauticians = useDiaryBeauticians();
  const only = beauticianId === ALL ? undefined : beauticianId;
  // Only the range the calendar shows, never the whole history.
  const calendar = useQuery(calendarQuery(view, date, only));
  const todays = useQuery(todaysQuery(today, only));

  // A column per beautician in the day view, when the diary shows everyone's.
  const columns = useMemo(
    () => (beauticianId === ALL ? diaryColumns(beauticians.data ?? [], calendar.data?.items ?? []) : undefined),
    [beauticianId, beauticians.data, calendar.data],
  );
  const { blocks, notes, ...blocksList } = useCalendarBlocks(view, date, only, columns);
  const additions = useDiaryAdditions(beauticians.data ?? [], only);

  // The last range's events stay on show while the next range loads (keepPreviousData): until it arrives they
  // must not be clickable, or a click opens another appointment's details (issue 16).
  const stale = calendar.isPlaceholderData || blocksList.stale;

  // Spec §8: a failed load is logged only.
  const loadError = calendar.error ?? todays.error ?? beauticians.error ?? blocksList.error;
  useEffect(() => {
    if (loadError) console.error('Failed to fetch data', loadError);
  }, [loadError]);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title="Dashboard" subtitle="View and manage all appointments" />
        <Button onClick={additions.newAppointment}>+ New appointment</Button>
      </div>

      <div className="mb-6 max-w-xs">
        <label htmlFor="dashboard-beautician" className="text-sm font-medium text-stone-800">
          Filter by Beautician
        </label>
        <select
          id="dashboard-beautician"
          value={beauticianId}
          onChange={(e) => setBeauticianId(e.target.value)}
          className={`${controlClass} mt-1.5`}
        >
          <option value={ALL}>All Beauticians</option>
          {(beauticians.data ?? []).map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>

      <AwaitingCheckoutPanel beauticianId={only} onCheckOut={openTill} />
      <OwedPanel beauticianId={only} onTakePayment={openTill} />
      {mayReadTexts && <VisitsToCallPanel today={today} />}
      <TodaysAppointments appointments={todays.data?.items ?? []} onSelect={setSelected} onCheckOut={openTill} />
      {mayReadTexts && <ClientMessagesPanel today={today} />}
      <FeesListPanel onOpen={setSelected} />

      <Card aria-label="Appointments calendar" className="p-3 sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <StatusLegend />
          <p role="status" className="text-sm text-stone-600">
            {calendar.isFetching && calendar.data ? 'Loading appointments…' : moves.moving ? 'Moving the appointment…' : ''}
          </p>
        </div>
        {calendar.isPending ? (
          <Spinner label="Loading appointments..." className="h-[500px] md:h-[700px]" />
        ) : (
          <div inert={stale} aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
            <AppointmentsCalendar
              appointments={calendar.data?.items ?? []}
              blocks={blocks}
              notes={notes}
              view={view}
              date={date}
              height={isMobile ? 500 : 700}
              columns={columns}
              onView={setView}
              onNavigate={setDate}
              onSelect={setSelected}
              onSelectBlock={additions.openBlock}
              onMove={moves.move}
              onChooseTime={additions.chooseTime}
            />
          </div>
        )}
      </Card>
      {/* Under the calendar: who waits changes through the day, and its list never moves the diary under the pointer. */}
      {mayUseWaitlist && <WaitlistPanel today={today} onBook={additions.newAppointmentFor} />}

      <AppointmentDetailsDialog appointment={selected} onClose={() => setSelected(undefined)} onCheckOut={openTill} />
      {tillDialog}
      {additions.dialogs}
      {moves.dialog}
    </>
  );
}
