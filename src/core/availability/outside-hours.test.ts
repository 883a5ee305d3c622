import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE } from '../time.ts';
import { hoursBreach, outsideHoursReason } from './outside-hours.ts';

// Monday to Friday 09:00–17:00 and Saturday 09:00–13:00, London time.
const hours = [1, 2, 3, 4, 5]
  .map((dayOfWeek) => ({ dayOfWeek, start: '09:00', end: '17:00' }))
  .concat({ dayOfWeek: 6, start: '09:00', end: '13:00' });
const at = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('outsideHoursReason', () => {
  it.each([
    ['inside a winter Monday (GMT)', at('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z'), null],
    ['ending exactly at closing', at('2026-11-23T16:00:00Z', '2026-11-23T17:00:00Z'), null],
    ['running past closing', at('2026-11-23T16:30:00Z', '2026-11-23T17:30:00Z'), 'outside_hours'],
    ['starting before opening', at('2026-11-23T08:30:00Z', '2026-11-23T09:30:00Z'), 'outside_hours'],
    ['on a Saturday afternoon', at('2026-11-28T14:00:00Z', '2026-11-28T15:00:00Z'), 'outside_hours'],
    ['on a Sunday', at('2026-11-29T10:00:00Z', '2026-11-29T11:00:00Z'), 'closed'],
    // Summer time: 09:00 in London is 08:00 UTC.
    ['at 09:00 BST on a summer Monday', at('2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z'), null],
    ['at 08:00 BST on a summer Monday', at('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z'), 'outside_hours'],
    // Monday 30 March 2026 is the first weekday after the clocks went forward.
    ['the Monday after the clocks change', at('2026-03-30T08:00:00Z', '2026-03-30T15:59:00Z'), null],
  ])('%s', (_case, appointment, reason) => {
    expect(outsideHoursReason(appointment, hours, SALON_TIME_ZONE)).toBe(reason);
  });

  it('fits an appointment into either period of a split day', () => {
    const split = [
      { dayOfWeek: 1, start: '09:00', end: '12:00' },
      { dayOfWeek: 1, start: '13:00', end: '17:00' },
    ];
    expect(outsideHoursReason(at('2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z'), split, SALON_TIME_ZONE)).toBeNull();
    expect(outsideHoursReason(at('2026-11-23T11:30:00Z', '2026-11-23T12:30:00Z'), split, SALON_TIME_ZONE)).toBe('outside_hours');
  });
});

describe('hoursBreach', () => {
  it.each([
    ['inside', at('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z'), null],
    [
      'before opening, with the opening time',
      at('2026-11-23T08:30:00Z', '2026-11-23T09:30:00Z'),
      { reason: 'before_opening', opens: '09:00' },
    ],
    [
      'after closing, with the closing time',
      at('2026-11-28T12:30:00Z', '2026-11-28T13:30:00Z'),
      { reason: 'after_closing', closes: '13:00' },
    ],
    ['a day it does not open', at('2026-11-29T10:00:00Z', '2026-11-29T11:00:00Z'), { reason: 'closed' }],
    // 08:00 UTC is 09:00 BST: the opening time is said in London's wall clock.
    ['before opening on a summer Monday', at('2026-06-01T07:30:00Z', '2026-06-01T08:30:00Z'), { reason: 'before_opening', opens: '09:00' }],
  ])('%s', (_case, appointment, breach) => {
    expect(hoursBreach(appointment, hours, SALON_TIME_ZONE)).toEqual(breach);
  });

  it('tells a gap between periods from opening and closing, and takes touching periods as one', () => {
    const split = [
      { dayOfWeek: 1, start: '09:00', end: '12:00' },
      { dayOfWeek: 1, start: '13:00', end: '17:00' },
    ];
    expect(hoursBreach(at('2026-11-23T11:30:00Z', '2026-11-23T12:30:00Z'), split, SALON_TIME_ZONE)).toEqual({ reason: 'outside_hours' });
    const touching = [
      { dayOfWeek: 1, start: '09:00', end: '12:00' },
      { dayOfWeek: 1, start: '12:00', end: '17:00' },
    ];
    expect(hoursBreach(at('2026-11-23T11:30:00Z', '2026-11-23T12:30:00Z'), touching, SALON_TIME_ZONE)).toBeNull();
  });
});
