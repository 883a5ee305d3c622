import type { Closure, TimeOffEntry, TimeOffList } from '../../../../core/schemas/time-off.schema.ts';
import { addDaysToDate, dateInZone, SALON_TIME_ZONE } from '../../../../core/time.ts';
import { describeWhen, describeWhy } from '../shared/time-off/time-off-display.ts';
import { toCalendarDate } from './calendar-dates.ts';

/**
 * Time off and closures on the dashboard calendar (issue 16): background blocks in the week and day views, and a
 * note on each day of the month grid. Neither is an appointment: they cannot be dragged, and they look different.
 */

interface BlockTimes {
  title: string;
  /** calendar Dates (London wall time in local fields), as the calendar draws them */
  start: Date;
  end: Date;
  /** the day view's beautician column(s) the block covers; react-big-calendar ignores it without columns */
  resourceId: string | string[] | undefined;
}
export type BlockEvent = BlockTimes & ({ kind: 'time-off'; timeOff: TimeOffEntry } | { kind: 'closure'; closure: Closure });

export const closureTitle = (closure: Pick<Closure, 'label'>) => `Closed: ${closure.label}`;
export const timeOffTitle = (entry: TimeOffEntry) => `${entry.beautician.name} off (${describeWhy(entry)})`;

/**
 * react-big-calendar counts an event ending at midnight as on the next day too (a sliver at its top): a block
 * ending at a midnight ends a moment before it instead.
 */
function blockEnd(end: Date): Date {
  return end.getHours() === 0 && end.getMinutes() === 0 ? new Date(end.getTime() - 1) : end;
}

/**
 * The background blocks of the week and day views: each beautician's time off in their own column, each closure
 * across every column (`columnIds`, when the day view has a column per beautician).
 */
export function backgroundBlocks(list: TimeOffList, columnIds: string[] | undefined): BlockEvent[] {
  const span = (range: { start: string; end: string }) => ({
    start: toCalendarDate(range.start),
    end: blockEnd(toCalendarDate(range.end)),
  });
  return [
    ...list.closures.map((closure): BlockEvent => ({
      kind: 'closure',
      closure,
      title: closureTitle(closure),
      ...span(closure),
      resourceId: columnIds,
    })),
    ...list.timeOff.map((timeOff): BlockEvent => ({
      kind: 'time-off',
      timeOff,
      title: timeOffTitle(timeOff),
      ...span(timeOff),
      resourceId: timeOff.beautician._id,
    })),
  ];
}

/** What a day of the month grid says about time off and closures. */
export interface DayNote {
  /** the closure's name, when the salon is closed that day */
  closed?: string;
  /** who is off, and when and why: 'Chloe Davies, 1 Dec 2026, 12:00–18:00 (Other: dentist)' */
  off: { name: string; detail: string }[];
}

/** The London dates an instant range touches, from its first to the day holding its last moment. */
function datesTouched(range: { start: string; end: string }): string[] {
  const first = dateInZone(new Date(range.start), SALON_TIME_ZONE);
  const last = dateInZone(new Date(new Date(range.end).getTime() - 1), SALON_TIME_ZONE);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDaysToDate(date, 1)) dates.push(date);
  return dates;
}

/** Each London date (YYYY-MM-DD) from `from` to `to`, both included, with a closure or someone off. */
export function dayNotes(list: TimeOffList, from: string, to: string): Map<string, DayNote> {
  const notes = new Map<string, DayNote>();
  const noteOn = (date: string) => notes.get(date) ?? notes.set(date, { off: [] }).get(date)!;
  const inView = (date: string) => date >= from && date <= to;
  for (const closure of list.closures) {
    for (const date of datesTouched(closure).filter(inView)) noteOn(date).closed = closure.label;
  }
  for (const entry of list.timeOff) {
    const detail = `${entry.beautician.name}, ${describeWhen(entry)} (${describeWhy(entry)})`;
    for (const date of datesTouched(entry).filter(inView)) noteOn(date).off.push({ name: entry.beautician.name, detail });
  }
  return notes;
}

/** The few words a month day has room for: 'Closed', 'Chloe off', '3 off'. */
export function shortNote(note: DayNote): string {
  if (note.closed !== undefined) return 'Closed';
  const names = [...new Set(note.off.map((o) => o.name))];
  return names.length === 1 ? `${names[0]!.split(' ')[0]} off` : `${names.length} off`;
}

/** The whole note, for the tooltip and screen readers. */
export function fullNote(note: DayNote): string {
  const parts = note.closed !== undefined ? [closureTitle({ label: note.closed })] : [];
  if (note.off.length > 0) parts.push(`Off: ${note.off.map((o) => o.detail).join('; ')}`);
  return parts.join('. ');
}
