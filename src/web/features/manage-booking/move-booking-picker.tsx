import { useMemo, useRef, useState } from 'react';
import type { ManagedBooking } from '../../../core/schemas/notifications.schema.ts';
import { dateInZone, SALON_TIME_ZONE } from '../../../core/time.ts';
import { manageFullyBookedQuery, useManageSlots, type MoveDiary } from '../../api/manage-booking.ts';
import { useSalon } from '../../api/salon.ts';
import { BeauticianSelect } from '../../components/booking-picker/beautician-select.tsx';
import { bringIntoView } from '../../components/booking-picker/bring-into-view.ts';
import { MonthCalendar } from '../../components/booking-picker/month-calendar.tsx';
import { NoticeHint } from '../../components/booking-picker/notice-hint.tsx';
import { TimeSlotList } from '../../components/booking-picker/time-slot-list.tsx';
import { useFullyBookedMonth } from '../../components/booking-picker/use-fully-booked-month.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { useSalonToday } from '../../lib/use-salon-today.ts';
import { ConfirmMove } from './confirm-move.tsx';

interface MoveBookingPickerProps {
  token: string;
  booking: ManagedBooking;
  onClose: () => void;
  onMoved: (booking: ManagedBooking) => void;
}

/** Its beautician while they still take it online, else any of the service's. A visit keeps its beauticians. */
function firstDiary(booking: ManagedBooking): MoveDiary {
  const stays = booking.services !== undefined || booking.moveBeauticians.some((b) => b._id === booking.beauticianId);
  return stays ? { beauticianId: booking.beauticianId, any: false } : { any: true };
}

/** The weekdays the move's calendar leaves open: any chosen beautician's, or (a visit) those all its beauticians work. */
function openWeekdays(booking: ManagedBooking, diary: MoveDiary): Set<number> {
  if (booking.services) {
    const [first, ...rest] = booking.moveBeauticians.map((b) => new Set(b.workingDays));
    return rest.reduce((days, other) => new Set([...days].filter((d) => other.has(d))), first ?? new Set<number>());
  }
  const chosen = booking.moveBeauticians.filter((b) => diary.any || b._id === diary.beauticianId);
  return new Set(chosen.flatMap((b) => b.workingDays));
}

/**
 * The '/times' picker over the booking's own diary: same service, variant and length, a named beautician or any; a
 * visit of several services moves whole, with its beauticians (docs/decisions/0032).
 */
export function MoveBookingPicker({ token, booking, onClose, onMoved }: MoveBookingPickerProps) {
  const today = useSalonToday();
  const salon = useSalon();
  const [diary, setDiary] = useState(() => firstDiary(booking));
  const [month, setMonth] = useState(() => dateInZone(new Date(booking.start), SALON_TIME_ZONE).slice(0, 7));
  const [date, setDate] = useState<string>();
  const [startISO, setStartISO] = useState<string>();
  const timesCard = useRef<HTMLDivElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const fullyBooked = useFullyBookedMonth(JSON.stringify([diary.any, diary.beauticianId ?? null]), month, (year, m) =>
    manageFullyBookedQuery(token, diary, year, m),
  );
  const slots = useManageSlots(token, diary, date);
  const workingDays = useMemo(() => openWeekdays(booking, diary), [booking, diary]);

  return (
    <section aria-labelledby="move-heading" className="mt-6 border-t border-stone-200 pt-6">
      <h2 id="move-heading" className="mb-4 text-lg font-semibold">
        Change date or time
      </h2>
      {booking.services ? (
        <p className="mb-6 text-sm text-stone-700">Your services move together, each with the same beautician.</p>
      ) : (
        <div className="mb-6">
          <BeauticianSelect
            staff={booking.moveBeauticians}
            beauticianId={diary.beauticianId}
            any={diary.any}
            onChange={(beauticianId, any) => {
              setDiary({ beauticianId, any });
              setStartISO(undefined);
            }}
          />
        </div>
      )}
      <MonthCalendar
        fullyBooked={fullyBooked}
        today={today}
        workingDays={workingDays}
        selected={date}
        month={month}
        onMonthChange={setMonth}
        onSelect={(picked) => {
          setDate(picked);
          setStartISO(undefined);
          bringIntoView(timesCard.current, timesHeading.current);
        }}
      />
      <div ref={timesCard} className="mt-4 scroll-mt-20">
        <h3 ref={timesHeading} tabIndex={-1} className="mb-1 font-semibold outline-none">
          Choose a new time
        </h3>
        <p className="mb-4 text-sm text-stone-600">{date ? formatCalendarDate(date) : 'Pick a date to see the available times.'}</p>
        {date && <TimeSlotList slots={slots} date={date} selectedStartISO={startISO} onPick={setStartISO} />}
        {date && salon.data && <NoticeHint date={date} minNoticeMinutes={salon.data.booking.minNoticeMinutes} phone={salon.data.phone} />}
      </div>
      <ConfirmMove
        token={token}
        diary={diary}
        startISO={startISO}
        onMoved={onMoved}
        onClose={onClose}
        onRefused={() => setStartISO(undefined)}
      />
    </section>
  );
}
