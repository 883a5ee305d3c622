import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDays, format } from 'date-fns';
import { useMemo } from 'react';
import { backgroundBlocks, dayNotes } from './calendar-blocks.ts';
import { visibleRange, type CalendarView } from './calendar-dates.ts';
import { calendarBlocksQuery } from './dashboard-queries.ts';

/**
 * The time off and closures of the range a view shows around `date` (one beautician's time off, or everyone's):
 * as blocks for the week and day views (`columns`: the day view's beautician columns) and notes for the month.
 */
export function useCalendarBlocks(view: CalendarView, date: Date, beauticianId: string | undefined, columns: { id: string }[] | undefined) {
  const list = useQuery({ ...calendarBlocksQuery(view, date, beauticianId), placeholderData: keepPreviousData });
  const blocks = useMemo(
    () =>
      list.data
        ? backgroundBlocks(
            list.data,
            columns?.map((c) => c.id),
          )
        : [],
    [list.data, columns],
  );
  const notes = useMemo(() => {
    const { start, end } = visibleRange(view, date);
    return list.data ? dayNotes(list.data, format(start, 'yyyy-MM-dd'), format(addDays(end, -1), 'yyyy-MM-dd')) : new Map();
  }, [list.data, view, date]);
  return { blocks, notes, stale: list.isPlaceholderData, error: list.error };
}
