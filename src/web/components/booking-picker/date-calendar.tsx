import { useEffect, useRef } from 'react';
import { DayPicker, TZDate, type Modifiers } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import { addMonthsToDate, dateInZone, SALON_TIME_ZONE } from '../../../core/time.ts';
import { mayPress, pendingChoice, unavailableReason, type DayRules, type UnavailableReason } from './day-availability.ts';
import { DayReasonContext, ReasonDayButton } from './reason-day-button.tsx';

/** Spec §9: the calendar reaches 3 months ahead of today. */
const MONTHS_AHEAD = 3;

interface DateCalendarProps {
  rules: DayRules;
  selected: string | undefined;
  /** 'YYYY-MM', the month on show. */
  month: string;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
}

/** A calendar date as a TZDate at midnight in the salon zone, the form DayPicker works in. */
function zoned(date: string): TZDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, SALON_TIME_ZONE);
}

const isoOf = (date: Date) => dateInZone(date, SALON_TIME_ZONE);

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: SALON_TIME_ZONE });

/** The screen-reader twin of the tooltip: the date, then why it cannot be chosen. */
function labelDayButton(date: Date, modifiers: Modifiers, reason: UnavailableReason | undefined): string {
  let label = fullDate.format(date);
  if (modifiers.today) label = `Today, ${label}`;
  if (reason) label = `${label}, ${reason}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/** Spec §2/§5: today up to 3 months ahead; past, non-working, closed and fully booked dates disabled with their reason. */
export function DateCalendar({ rules, selected, month, onMonthChange, onSelect }: DateCalendarProps) {
  const lastDate = addMonthsToDate(rules.today, MONTHS_AHEAD);
  const reasonOf = (date: Date) => unavailableReason(isoOf(date), rules);
  const pending = usePendingChoice(rules, month, onSelect);

  return (
    <DayReasonContext value={reasonOf}>
      <DayPicker
        mode="single"
        required
        timeZone={SALON_TIME_ZONE}
        locale={enGB}
        selected={selected ? zoned(selected) : undefined}
        onSelect={(date: Date | undefined) => {
          if (!date) return;
          // A day of a month still being checked is chosen once it is known to be open.
          if (reasonOf(date) === undefined) onSelect(isoOf(date));
          else pending.wait(isoOf(date));
        }}
        month={zoned(`${month}-01`)}
        onMonthChange={(shown) => onMonthChange(isoOf(shown).slice(0, 7))}
        startMonth={zoned(rules.today)}
        endMonth={zoned(lastDate)}
        hidden={(date) => isoOf(date) > lastDate}
        disabled={(date) => !mayPress(reasonOf(date))}
        modifiers={{
          fullyBooked: (date) => reasonOf(date) === 'Fully booked',
          checking: (date) => reasonOf(date) === 'Checking availability',
        }}
        modifiersClassNames={{ fullyBooked: 'rdp-fully_booked', checking: 'rdp-checking' }}
        components={{ DayButton: ReasonDayButton }}
        labels={{ labelDayButton: (date, modifiers) => labelDayButton(date, modifiers, reasonOf(date)) }}
        className="mx-auto w-fit"
      />
    </DayReasonContext>
  );
}

/**
 * A day pressed while its month is being checked (issue 40), kept until the month's answer says whether it is open:
 * then chosen, or forgotten (as it is when another month is shown).
 */
function usePendingChoice(rules: DayRules, month: string, onSelect: (date: string) => void) {
  const pending = useRef<string | undefined>(undefined);
  // After every render: the month's answer arriving (or another month shown) is a render.
  useEffect(() => {
    const date = pending.current;
    if (!date) return;
    const next = pendingChoice(date, month, rules);
    if (next === 'wait') return;
    pending.current = undefined;
    if (next === 'choose') onSelect(date);
  });
  return {
    wait: (date: string) => {
      pending.current = date;
    },
  };
}
