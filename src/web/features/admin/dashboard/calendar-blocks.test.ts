import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Closure, TimeOffEntry, TimeOffList } from '../../../../core/schemas/time-off.schema.ts';
import { backgroundBlocks, dayNotes, fullNote, shortNote } from './calendar-blocks.ts';

const chloe = { _id: '00000000-0000-4000-8000-000000000001', name: 'Chloe Davies' };
const amelia = { _id: '00000000-0000-4000-8000-000000000002', name: 'Amelia Hart' };

const off = (beautician: typeof chloe, start: string, end: string, allDay = false): TimeOffEntry => ({
  _id: `${beautician._id}-${start}`,
  beautician,
  kind: 'other',
  note: 'dentist',
  start,
  end,
  allDay,
});
const christmas: Closure = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'bank_holiday',
  label: 'Christmas Day',
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  start: '2026-12-25T00:00:00.000Z',
  end: '2026-12-26T00:00:00.000Z',
};

describe('the month grid notes', () => {
  it('names the closure on its day, and who is off, with when and why', () => {
    const list: TimeOffList = { closures: [christmas], timeOff: [off(chloe, '2026-12-01T12:00:00.000Z', '2026-12-01T18:00:00.000Z')] };
    const notes = dayNotes(list, '2026-11-30', '2027-01-03');
    expect([...notes.keys()].sort()).toEqual(['2026-12-01', '2026-12-25']);
    expect(shortNote(notes.get('2026-12-25')!)).toBe('Closed');
    expect(fullNote(notes.get('2026-12-25')!)).toBe('Closed: Christmas Day');
    expect(shortNote(notes.get('2026-12-01')!)).toBe('Chloe off');
    expect(fullNote(notes.get('2026-12-01')!)).toBe('Off: Chloe Davies, Tue 1 Dec 2026, 12:00–18:00 (Other: dentist)');
  });

  it('puts time off across days on each London day it touches, within the view only', () => {
    // Saturday 24 October 2026 to the end of Monday 26th, London midnights either side of the clocks going back.
    const list: TimeOffList = { closures: [], timeOff: [off(amelia, '2026-10-23T23:00:00.000Z', '2026-10-27T00:00:00.000Z', true)] };
    expect([...dayNotes(list, '2026-10-19', '2026-11-29').keys()]).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect([...dayNotes(list, '2026-10-25', '2026-10-31').keys()]).toEqual(['2026-10-25', '2026-10-26']);
  });

  it('counts the people off, each once', () => {
    const list: TimeOffList = {
      closures: [],
      timeOff: [
        off(chloe, '2026-12-02T09:00:00.000Z', '2026-12-02T10:00:00.000Z'),
        off(chloe, '2026-12-02T15:00:00.000Z', '2026-12-02T16:00:00.000Z'),
        off(amelia, '2026-12-02T09:00:00.000Z', '2026-12-02T17:00:00.000Z'),
      ],
    };
    const note = dayNotes(list, '2026-12-01', '2026-12-31').get('2026-12-02')!;
    expect(shortNote(note)).toBe('2 off');
    expect(fullNote(note).split('; ')).toHaveLength(3);
  });
});

describe('the week and day view blocks', () => {
  it("puts time off in its beautician's column and a closure across every column", () => {
    const list: TimeOffList = { closures: [christmas], timeOff: [off(chloe, '2026-12-01T12:00:00.000Z', '2026-12-01T18:00:00.000Z')] };
    const blocks = backgroundBlocks(list, [chloe._id, amelia._id]);
    expect(blocks.map((b) => [b.kind, b.title, b.resourceId])).toEqual([
      ['closure', 'Closed: Christmas Day', [chloe._id, amelia._id]],
      ['time-off', 'Chloe Davies off (Other: dentist)', chloe._id],
    ]);
  });

  it('ends a block that runs to midnight on its own last day, not as a sliver of the next', () => {
    const [closure] = backgroundBlocks({ closures: [christmas], timeOff: [] }, undefined);
    expect(format(closure!.start, 'yyyy-MM-dd HH:mm')).toBe('2026-12-25 00:00');
    expect(format(closure!.end, 'yyyy-MM-dd HH:mm')).toBe('2026-12-25 23:59');
  });
});
