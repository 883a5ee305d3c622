import type { CSSProperties } from 'react';
import type { DayLayoutFunction } from 'react-big-calendar';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { calendarDay } from './calendar-dates.ts';
import { clientName, type AppointmentEvent, type CalendarEvent } from './calendar-events.ts';
import { dayMinWidth, diaryLanes, lanesNeeded } from './diary-lanes.ts';

/** What react-big-calendar hands a layout: a column's time scale (percentages of its height) and its accessors. */
interface ColumnMetrics {
  getRange(start: Date, end: Date): { top: number; height: number };
}
interface EventAccessors {
  start(event: CalendarEvent): Date;
  end(event: CalendarEvent): Date;
}

/** Space between two visits side by side. */
const GAP_PX = 3;

/**
 * The week and day views' layout of a column (react-big-calendar's `dayLayoutAlgorithm`): visits that overlap side by
 * side in lanes (diary-lanes.ts), none drawn over another; time off and closures behind them alike.
 */
export const layoutDayColumn: DayLayoutFunction<CalendarEvent> = ({ events, slotMetrics, accessors }) => {
  const metrics = slotMetrics as ColumnMetrics;
  const time = accessors as EventAccessors;
  const places = diaryLanes(events.map((e) => ({ start: time.start(e).getTime(), end: time.end(e).getTime() })));
  return events.map((event, i) => {
    const { lane, lanes, span } = places[i]!;
    const { top, height } = metrics.getRange(time.start(event), time.end(event));
    const gap = lane === 0 ? 0 : GAP_PX;
    const style: CSSProperties & { xOffset: string } = {
      top,
      height,
      width: `calc(${(span * 100) / lanes}% - ${gap}px)`,
      xOffset: `calc(${(lane * 100) / lanes}% + ${gap}px)`,
    };
    return { event, style };
  });
};

/**
 * The week view's minimum width of each day (YYYY-MM-DD) with appointments: as many lanes as its busiest moment needs,
 * each wide enough for the day's longest client name. A week that needs more than the screen scrolls sideways.
 */
export function weekDayWidths(
  events: ReadonlyArray<Pick<AppointmentEvent, 'start' | 'end'> & { appointment: Pick<AdminAppointment, 'client'> }>,
): Map<string, string> {
  const byDay = new Map<string, typeof events>();
  for (const e of events) {
    const day = calendarDay(e.start);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  return new Map(
    [...byDay].map(([day, ofDay]) => {
      const lanes = lanesNeeded(diaryLanes(ofDay.map((e) => ({ start: e.start.getTime(), end: e.end.getTime() }))));
      return [day, dayMinWidth(lanes, Math.max(...ofDay.map((e) => clientName(e.appointment).length)))];
    }),
  );
}

/** A week-view day with no appointments: one lane of the narrowest width, so no day shrinks to nothing. */
export const EMPTY_DAY_MIN_WIDTH = dayMinWidth(1, 0);
