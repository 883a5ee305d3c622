import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, timeInZone } from '../time.ts';
import { bookableDateRange, generateSlots, isWorkingDay, workingWindows, type ServiceTiming } from './slots.ts';
import type { TimeRange } from './time-ranges.ts';
import { beauticianDay as day, slotRules as rules, serviceTiming as timing, weekly } from '../../../tests/builders/availability.builder.ts';

const busy = (startIso: string, endIso: string): TimeRange => ({ start: new Date(startIso), end: new Date(endIso) });
const starts = (slots: Array<{ start: Date }>): string[] => slots.map((s) => s.start.toISOString());

// 2026-01-15 is a Thursday in GMT, so London wall time equals UTC there.
const THURSDAY = '2026-01-15';

describe('generateSlots on an ordinary weekday', () => {
  it('offers every 15 minutes from opening until the service no longer fits', () => {
    const slots = generateSlots(THURSDAY, day(), timing(60), rules());
    expect(slots).toHaveLength(29);
    expect(slots[0]).toEqual({ start: new Date('2026-01-15T09:00:00Z'), end: new Date('2026-01-15T10:00:00Z') });
    expect(slots.at(-1)).toEqual({ start: new Date('2026-01-15T16:00:00Z'), end: new Date('2026-01-15T17:00:00Z') });
  });

  it('uses London time in summer (09:00 BST is 08:00Z)', () => {
    const slots = generateSlots('2026-07-02', day(), timing(60), rules());
    expect(starts(slots)[0]).toBe('2026-07-02T08:00:00.000Z');
    expect(starts(slots).at(-1)).toBe('2026-07-02T15:00:00.000Z');
  });

  it('returns sorted starts without duplicates when hours entries overlap', () => {
    const overlapping = day({ salonHours: [...weekly('09:00', '13:00'), ...weekly('12:00', '17:00')] });
    expect(starts(generateSlots(THURSDAY, overlapping, timing(60), rules()))).toEqual(
      starts(generateSlots(THURSDAY, day(), timing(60), rules())),
    );
  });

  it('refuses a step that would never advance', () => {
    expect(() => generateSlots(THURSDAY, day(), timing(60), rules({ stepMinutes: 0 }))).toThrow(RangeError);
  });
});

describe('buffers', () => {
  it.each([
    ['before only: the first start leaves room for preparation', timing(60, 15, 0), '2026-01-15T09:15:00.000Z', '2026-01-15T16:00:00.000Z'],
    ['after only: the last start leaves room for clean-up', timing(60, 0, 15), '2026-01-15T09:00:00.000Z', '2026-01-15T15:45:00.000Z'],
    ['both', timing(60, 15, 30), '2026-01-15T09:15:00.000Z', '2026-01-15T15:30:00.000Z'],
  ])('%s', (_label, serviceTiming, first, last) => {
    const slots = generateSlots(THURSDAY, day(), serviceTiming, rules());
    expect(starts(slots)[0]).toBe(first);
    expect(starts(slots).at(-1)).toBe(last);
    // The client is told the service time; buffers stay the salon's business.
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(60 * 60_000);
  });

  it('keeps buffers clear of a neighbouring appointment', () => {
    const booked = day({ busy: [busy('2026-01-15T12:00:00Z', '2026-01-15T13:00:00Z')] });
    const result = starts(generateSlots(THURSDAY, booked, timing(60, 15, 15), rules()));
    expect(result).toContain('2026-01-15T10:45:00.000Z'); // clean-up ends exactly at 12:00
    expect(result).not.toContain('2026-01-15T11:00:00.000Z');
    expect(result).not.toContain('2026-01-15T13:00:00.000Z'); // preparation would start at 12:45
    expect(result).toContain('2026-01-15T13:15:00.000Z');
  });
});

describe('working windows', () => {
  it('intersects salon hours with a split-shift beautician', () => {
    const split = day({ beauticianHours: [...weekly('08:00', '12:00'), ...weekly('13:00', '18:00')] });
    expect(workingWindows(THURSDAY, split, SALON_TIME_ZONE)).toEqual([
      busy('2026-01-15T09:00:00Z', '2026-01-15T12:00:00Z'),
      busy('2026-01-15T13:00:00Z', '2026-01-15T17:00:00Z'),
    ]);
    const result = starts(generateSlots(THURSDAY, split, timing(60), rules()));
    expect(result[0]).toBe('2026-01-15T09:00:00.000Z');
    expect(result).toContain('2026-01-15T11:00:00.000Z');
    expect(result).not.toContain('2026-01-15T11:15:00.000Z'); // would run into the lunch break
    expect(result).not.toContain('2026-01-15T12:00:00.000Z');
    expect(result).toContain('2026-01-15T13:00:00.000Z');
    expect(result.at(-1)).toBe('2026-01-15T16:00:00.000Z');
    expect(result).toHaveLength(9 + 13);
  });

  it('keeps a beautician to the salon opening times', () => {
    const late = day({ beauticianHours: weekly('10:00', '20:00') });
    const result = starts(generateSlots(THURSDAY, late, timing(60), rules()));
    expect(result[0]).toBe('2026-01-15T10:00:00.000Z');
    expect(result.at(-1)).toBe('2026-01-15T16:00:00.000Z');
  });

  it('steps from each window opening, not from the hour', () => {
    const odd = day({ beauticianHours: weekly('09:10', '12:00') });
    expect(starts(generateSlots(THURSDAY, odd, timing(30), rules())).slice(0, 3)).toEqual([
      '2026-01-15T09:10:00.000Z',
      '2026-01-15T09:25:00.000Z',
      '2026-01-15T09:40:00.000Z',
    ]);
  });

  it.each([
    [
      'salon closed (Sunday), beautician working',
      weekly('09:00', '17:00', [1, 2, 3, 4, 5, 6]),
      weekly('09:00', '17:00'),
      '2026-01-18',
      false,
    ],
    ['beautician off (Thursday), salon open', weekly('09:00', '17:00'), weekly('09:00', '17:00', [1, 2, 3, 5]), THURSDAY, false],
    ['hours that never meet', weekly('09:00', '12:00'), weekly('13:00', '17:00'), THURSDAY, false],
    ['both working', weekly('09:00', '17:00'), weekly('09:00', '17:00'), THURSDAY, true],
  ])('%s', (_label, salonHours, beauticianHours, date, working) => {
    const hours = { salonHours, beauticianHours };
    expect(isWorkingDay(date, hours, SALON_TIME_ZONE)).toBe(working);
    expect(generateSlots(date, { ...hours, busy: [] }, timing(30), rules()).length > 0).toBe(working);
  });
});

describe('busy time', () => {
  it('skips starts that would overlap an appointment, in any order given', () => {
    const booked = day({
      busy: [busy('2026-01-15T14:30:00Z', '2026-01-15T15:00:00Z'), busy('2026-01-15T10:00:00Z', '2026-01-15T11:00:00Z')],
    });
    const result = starts(generateSlots(THURSDAY, booked, timing(60), rules()));
    expect(result.slice(0, 2)).toEqual(['2026-01-15T09:00:00.000Z', '2026-01-15T11:00:00.000Z']);
    expect(result).toContain('2026-01-15T13:30:00.000Z');
    expect(result).not.toContain('2026-01-15T13:45:00.000Z');
    expect(result).not.toContain('2026-01-15T14:45:00.000Z');
    expect(result.slice(-5)).toEqual([
      '2026-01-15T15:00:00.000Z',
      '2026-01-15T15:15:00.000Z',
      '2026-01-15T15:30:00.000Z',
      '2026-01-15T15:45:00.000Z',
      '2026-01-15T16:00:00.000Z',
    ]);
  });

  it('offers nothing on a day booked solid, and ignores other days', () => {
    const solid = day({ busy: [busy('2026-01-15T08:00:00Z', '2026-01-15T18:00:00Z')] });
    expect(generateSlots(THURSDAY, solid, timing(15), rules())).toEqual([]);
    expect(generateSlots('2026-01-16', solid, timing(60), rules())).toHaveLength(29);
  });
});

describe('notice and the bookable range', () => {
  it('allows a start exactly at now + minimum notice, and nothing earlier', () => {
    const slots = generateSlots(THURSDAY, day(), timing(60), rules({ now: new Date('2026-01-15T09:00:00Z'), minNoticeMinutes: 120 }));
    expect(starts(slots)[0]).toBe('2026-01-15T11:00:00.000Z');
  });

  it('rounds up to the next step when the cut-off falls between starts', () => {
    const slots = generateSlots(THURSDAY, day(), timing(60), rules({ now: new Date('2026-01-15T09:50:00Z'), minNoticeMinutes: 120 }));
    expect(starts(slots)[0]).toBe('2026-01-15T12:00:00.000Z');
  });

  it('runs from today in London to the horizon, both inclusive', () => {
    // 23:30Z on 1 July is already 2 July in London.
    expect(bookableDateRange(rules({ now: new Date('2026-07-01T23:30:00Z'), horizonMonths: 3 }))).toEqual({
      first: '2026-07-02',
      last: '2026-10-02',
    });
  });

  it.each([
    ['yesterday', '2026-01-14', '2026-01-15T06:00:00Z', 0],
    ['a date that is past in London though not in UTC', '2026-07-01', '2026-07-01T23:30:00Z', 0],
    ['the last day of the horizon', '2026-04-15', '2026-01-15T06:00:00Z', 29],
    ['the day after the horizon', '2026-04-16', '2026-01-15T06:00:00Z', 0],
  ])('%s', (_label, date, nowIso, count) => {
    const slots = generateSlots(date, day(), timing(60), rules({ now: new Date(nowIso), horizonMonths: 3 }));
    expect(slots).toHaveLength(count);
  });
});

describe('daylight saving days', () => {
  it.each([
    ['spring 2026', '2026-03-29', '2026-03-29T08:00:00.000Z', '2026-03-29T15:00:00.000Z'],
    ['autumn 2026', '2026-10-25', '2026-10-25T09:00:00.000Z', '2026-10-25T16:00:00.000Z'],
    ['spring 2027', '2027-03-28', '2027-03-28T08:00:00.000Z', '2027-03-28T15:00:00.000Z'],
    ['autumn 2027', '2027-10-31', '2027-10-31T09:00:00.000Z', '2027-10-31T16:00:00.000Z'],
  ])('ordinary 09:00–17:00 hours on the %s change day', (_label, date, first, last) => {
    const slots = generateSlots(date, day(), timing(60), rules());
    expect(slots).toHaveLength(29);
    expect(starts(slots)[0]).toBe(first);
    expect(starts(slots).at(-1)).toBe(last);
  });

  const overnight = day({ salonHours: weekly('00:00', '04:00'), beauticianHours: weekly('00:00', '04:00') });

  it.each([
    ['spring 2026 (3 real hours)', '2026-03-29', 12, '2026-03-29T00:00:00.000Z', '2026-03-29T02:45:00.000Z'],
    ['autumn 2026 (5 real hours)', '2026-10-25', 20, '2026-10-24T23:00:00.000Z', '2026-10-25T03:45:00.000Z'],
    ['spring 2027 (3 real hours)', '2027-03-28', 12, '2027-03-28T00:00:00.000Z', '2027-03-28T02:45:00.000Z'],
    ['autumn 2027 (5 real hours)', '2027-10-31', 20, '2027-10-30T23:00:00.000Z', '2027-10-31T03:45:00.000Z'],
  ])('a window across the %s change neither invents nor loses a slot', (_label, date, count, first, last) => {
    const slots = generateSlots(date, overnight, timing(15), rules());
    const result = starts(slots);
    expect(result).toHaveLength(count);
    expect(new Set(result).size).toBe(count);
    expect(result[0]).toBe(first);
    expect(result.at(-1)).toBe(last);
    for (let i = 1; i < slots.length; i++) {
      expect(slots[i]!.start.getTime() - slots[i - 1]!.start.getTime()).toBe(15 * 60_000);
    }
  });

  it('shows the wall clock skipping the spring gap and repeating the autumn hour', () => {
    const spring = generateSlots('2026-03-29', overnight, timing(15), rules()).map((s) => timeInZone(s.start, SALON_TIME_ZONE));
    expect(spring.slice(2, 6)).toEqual(['00:30', '00:45', '02:00', '02:15']);
    const autumn = generateSlots('2026-10-25', overnight, timing(15), rules()).map((s) => timeInZone(s.start, SALON_TIME_ZONE));
    expect(autumn.slice(6, 11)).toEqual(['01:30', '01:45', '01:00', '01:15', '01:30']);
  });

  it('fits an hour-long service across the spring gap by elapsed time', () => {
    const slots = generateSlots('2026-03-29', overnight, timing(60), rules());
    expect(slots).toHaveLength(9);
    expect(slots.at(-1)).toEqual({ start: new Date('2026-03-29T02:00:00Z'), end: new Date('2026-03-29T03:00:00Z') });
  });
});

describe('processing time', () => {
  // A colour: 30 min applying, 45 min developing (the beautician free), 30 min rinsing and finishing.
  const colour: ServiceTiming = { durationMin: 105, bufferBeforeMin: 0, bufferAfterMin: 0, processingStartMin: 30, processingMin: 45 };
  // The colour booked at 10:00 keeps the beautician busy 10:00–10:30 and 11:15–11:45.
  const colourAtTen = [busy('2026-01-15T10:00:00Z', '2026-01-15T10:30:00Z'), busy('2026-01-15T11:15:00Z', '2026-01-15T11:45:00Z')];

  it('offers a short service inside another client’s processing part', () => {
    const result = starts(generateSlots(THURSDAY, day({ busy: colourAtTen }), timing(20), rules()));
    expect(result).toEqual(expect.arrayContaining(['2026-01-15T10:30:00.000Z', '2026-01-15T10:45:00.000Z']));
    expect(result).not.toContain('2026-01-15T10:15:00.000Z');
    expect(result).not.toContain('2026-01-15T11:00:00.000Z'); // 11:00–11:20 would run into the rinse
  });

  it('lets the processing part of a new colour fall over the beautician’s other appointment', () => {
    // A 30-minute cut at 09:45: a colour at 09:15 applies 09:15–09:45 and finishes 10:30–11:00, around it.
    const cut = [busy('2026-01-15T09:45:00Z', '2026-01-15T10:15:00Z')];
    const result = starts(generateSlots(THURSDAY, day({ busy: cut }), colour, rules()));
    expect(result).toContain('2026-01-15T09:15:00.000Z');
    expect(result).not.toContain('2026-01-15T09:30:00.000Z'); // its application would overlap the cut
  });

  it('keeps the whole visit, processing included, inside working hours and clear of time off', () => {
    const result = starts(generateSlots(THURSDAY, day(), colour, rules()));
    expect(result.at(-1)).toBe('2026-01-15T15:15:00.000Z'); // ends at 17:00
    const lunchOff = [busy('2026-01-15T12:45:00Z', '2026-01-15T13:00:00Z')];
    const offResult = starts(generateSlots(THURSDAY, day({ off: lunchOff }), colour, rules()));
    // 12:00 would develop 12:30–13:15 across the time off: the client may not be left in the chair then.
    expect(offResult).not.toContain('2026-01-15T12:00:00.000Z');
    expect(offResult).toContain('2026-01-15T11:00:00.000Z');
  });

  it('adds clean-up after the final part, not after the processing part', () => {
    const withCleanUp: ServiceTiming = { ...colour, bufferAfterMin: 15 };
    const next = [busy('2026-01-15T11:50:00Z', '2026-01-15T12:30:00Z')];
    const result = starts(generateSlots(THURSDAY, day({ busy: next }), withCleanUp, rules()));
    expect(result).toContain('2026-01-15T09:45:00.000Z'); // finishes 11:30, clean-up to 11:45
    expect(result).not.toContain('2026-01-15T10:00:00.000Z'); // clean-up would run to 12:00
  });

  it('counts elapsed time across the spring clock change', () => {
    const overnight = day({ salonHours: weekly('00:00', '04:00'), beauticianHours: weekly('00:00', '04:00') });
    const result = generateSlots('2026-03-29', overnight, colour, rules());
    // 3 real hours (00:00–01:00 GMT, then 02:00–04:00 BST): a 105-minute colour fits from 00:00 to 01:15 GMT.
    expect(starts(result)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:15:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T00:45:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:15:00.000Z',
    ]);
  });
});
