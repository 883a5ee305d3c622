import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { durationLabel } from '../../../../core/catalog-display.ts';
import { DAY_KEYS } from '../../../../core/day-keys.ts';
import { formatGBP } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import type { Salon } from '../../../../core/schemas/salon.schema.ts';
import { useBeauticians } from '../../../api/beauticians.ts';
import { useSalon } from '../../../api/salon.ts';
import { useVisitSlots, visitFullyBookedQuery, visitKey, type VisitTarget } from '../../../api/visit-slots.ts';
import { bringIntoView } from '../../../components/booking-picker/bring-into-view.ts';
import { MonthCalendar } from '../../../components/booking-picker/month-calendar.tsx';
import { NoticeHint } from '../../../components/booking-picker/notice-hint.tsx';
import { TimeSlotList } from '../../../components/booking-picker/time-slot-list.tsx';
import { useFullyBookedMonth } from '../../../components/booking-picker/use-fully-booked-month.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { useBookingStore } from '../booking-store.ts';
import { useVisit, type VisitLine } from './use-visit.ts';
import { staffOf, VisitServices } from './visit-services.tsx';
import { VisitAtAGlance } from './visit-at-a-glance.tsx';
import type { FullDayPanel } from '../times/full-day.ts';

/**
 * '/times' for a visit of several services (issue 25): the visit, then a date and a start for all of it, offered only
 * where every service fits back to back with a beautician free for each (docs/decisions/0032).
 */
export function SelectTimeForVisit({ fullDay }: { fullDay?: FullDayPanel | undefined }) {
  const navigate = useNavigate();
  const today = useSalonToday();
  const selection = useBookingStore();
  const visit = useVisit();
  const beauticians = useBeauticians();
  const salon = useSalon();
  const timesCard = useRef<HTMLElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  const target: VisitTarget = { items: visit.lines.map((l) => l.item) };
  const [month, setMonth] = useState((selection.date ?? today).slice(0, 7));
  const fullyBooked = useFullyBookedMonth(visitKey(target), month, (year, m) => visitFullyBookedQuery(target, year, m));
  const date = selection.date && selection.date >= today ? selection.date : undefined;
  const slots = useVisitSlots(target, date);

  if (!beauticians.data) return <Spinner label="Loading availability..." />;
  const pick = (startISO: string) => {
    const slot = slots.data?.slots.find((s) => s.startISO === startISO);
    if (!slot) return;
    selection.chooseVisitSlot(slot);
    navigate(paths.checkout);
  };

  return (
    <>
      <PageHeading
        title="Select Date & Time"
        subtitle={`Your visit: ${plural(visit.lines.length, 'service')} · ${durationLabel(visit.durationMin)} · ${formatGBP(visit.price)}`}
      >
        <Button variant="ghost" size="sm" onClick={() => navigate(paths.home)} className="-ml-3 mb-3">
          <span aria-hidden="true">←</span> Back
        </Button>
      </PageHeading>
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-3 sm:space-y-6">
          {/* At a glance, its editor folded away: on a phone the calendar comes on the first screen (issue 40). */}
          <Card aria-labelledby="visit-heading" className="px-4 py-3 sm:p-7">
            <div className="mb-1 flex items-center justify-between gap-3">
              <h2 id="visit-heading" className="text-lg font-semibold">
                Your visit
              </h2>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={editing}
                aria-controls="visit-editor"
                onClick={() => setEditing(!editing)}
              >
                {editing ? 'Done' : 'Change'}
              </Button>
            </div>
            {!editing && <VisitAtAGlance visit={visit} beauticians={beauticians.data} />}
            <div id="visit-editor" hidden={!editing} className="mt-3">
              <VisitServices visit={visit} beauticians={beauticians.data} />
            </div>
          </Card>
          <Card aria-labelledby="date-heading" className="px-4 py-3 sm:p-7">
            <h2 id="date-heading" className="mb-2 text-lg font-semibold sm:mb-4">
              Choose a date
            </h2>
            <MonthCalendar
              fullyBooked={fullyBooked}
              today={today}
              workingDays={visitWorkingDays(visit.lines, beauticians.data, salon.data ?? null)}
              selected={date}
              month={month}
              onMonthChange={setMonth}
              onSelect={(picked) => {
                if (picked !== date) selection.setDate(picked);
                bringIntoView(timesCard.current, timesHeading.current);
              }}
            />
          </Card>
        </div>
        <Card ref={timesCard} aria-labelledby="time-heading" className="scroll-mt-20">
          <h2 id="time-heading" ref={timesHeading} tabIndex={-1} className="mb-1 text-lg font-semibold outline-none">
            Choose a time
          </h2>
          <p className="mb-4 text-sm text-stone-600">{date ? formatCalendarDate(date) : 'Pick a date to see the available times.'}</p>
          {date && <TimeSlotList slots={slots} date={date} selectedStartISO={selection.startISO} onPick={pick} />}
          {date && salon.data && <NoticeHint date={date} minNoticeMinutes={salon.data.booking.minNoticeMinutes} phone={salon.data.phone} />}
          {fullDay?.({ date: date ?? today, services: [...target.items], client: selection.client })}
        </Card>
      </div>
    </>
  );
}

/** Weekdays on which every service has a chosen beautician who works and the salon (if known) is open. */
function visitWorkingDays(lines: VisitLine[], beauticians: readonly BeauticianPublic[], salon: Salon | null): ReadonlySet<number> {
  const perService = lines.map((line) => {
    const staff = staffOf(line, beauticians).filter((b) => line.item.any || b._id === line.item.beauticianId);
    return new Set(staff.flatMap((b) => b.workingHours.map((h) => h.dayOfWeek)));
  });
  const days = new Set([0, 1, 2, 3, 4, 5, 6].filter((day) => perService.every((set) => set.has(day))));
  if (salon) DAY_KEYS.forEach((key, day) => !salon.hours[key].open && days.delete(day));
  return days;
}
