import { errorMessage } from '../../api/client.ts';
import { Button } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { DateCalendar } from './date-calendar.tsx';
import type { FullyBookedMonth } from './use-fully-booked-month.ts';

interface MonthCalendarProps {
  fullyBooked: FullyBookedMonth;
  today: string;
  workingDays: ReadonlySet<number>;
  selected: string | undefined;
  /** 'YYYY-MM', the month on show */
  month: string;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}

/** The calendar, with the month's fully booked dates and spec §8's load error and Retry. */
export function MonthCalendar({ fullyBooked, today, workingDays, selected, month, onMonthChange, onSelect }: MonthCalendarProps) {
  return (
    <div>
      {fullyBooked.error && (
        <Notice
          tone="error"
          className="mb-4"
          action={
            <Button variant="secondary" size="sm" onClick={fullyBooked.retry} disabled={fullyBooked.retrying}>
              Retry
            </Button>
          }
        >
          {`Failed to load available dates: ${errorMessage(fullyBooked.error, 'Failed to load available dates')}`}
        </Notice>
      )}
      <DateCalendar
        rules={{
          today,
          workingDays,
          fullyBooked: fullyBooked.dates,
          notWorking: fullyBooked.notWorking,
          closed: fullyBooked.closed,
          checking: !fullyBooked.known,
        }}
        selected={selected}
        month={month}
        onMonthChange={onMonthChange}
        onSelect={onSelect}
      />
      <p role="status" className="mt-2 min-h-5 text-center text-xs text-stone-500">
        {fullyBooked.checking ? 'Checking availability…' : ''}
      </p>
    </div>
  );
}
