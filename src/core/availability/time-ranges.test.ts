import { describe, expect, it } from 'vitest';
import { intersectRanges, mergeRanges, rangeContains, rangesOverlap, subtractRanges, type TimeRange } from './time-ranges.ts';

// Hours of 2026-01-15 (GMT, so local = UTC) keep the tables readable.
const at = (hhmm: string): Date => new Date(`2026-01-15T${hhmm}:00Z`);
const r = (start: string, end: string): TimeRange => ({ start: at(start), end: at(end) });
const show = (ranges: TimeRange[]): string[] =>
  ranges.map((x) => `${x.start.toISOString().slice(11, 16)}-${x.end.toISOString().slice(11, 16)}`);

describe('mergeRanges', () => {
  it.each([
    ['nothing', [], []],
    ['sorts', [r('13:00', '14:00'), r('09:00', '10:00')], ['09:00-10:00', '13:00-14:00']],
    ['joins overlapping', [r('09:00', '11:00'), r('10:00', '12:00')], ['09:00-12:00']],
    ['joins touching', [r('09:00', '10:00'), r('10:00', '11:00')], ['09:00-11:00']],
    ['swallows contained', [r('09:00', '17:00'), r('10:00', '11:00')], ['09:00-17:00']],
    ['drops empty and inverted', [r('09:00', '09:00'), r('12:00', '11:00'), r('13:00', '14:00')], ['13:00-14:00']],
  ])('%s', (_label, input, expected) => {
    expect(show(mergeRanges(input))).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [r('09:00', '11:00'), r('10:00', '12:00')];
    mergeRanges(input);
    expect(show(input)).toEqual(['09:00-11:00', '10:00-12:00']);
  });
});

describe('intersectRanges', () => {
  it.each([
    ['one inside the other', [r('09:00', '17:00')], [r('10:00', '12:00')], ['10:00-12:00']],
    ['partial overlap', [r('09:00', '13:00')], [r('12:00', '17:00')], ['12:00-13:00']],
    ['touching only', [r('09:00', '12:00')], [r('12:00', '17:00')], []],
    ['disjoint', [r('09:00', '10:00')], [r('11:00', '12:00')], []],
    ['split shift against a long day', [r('08:00', '18:00')], [r('09:00', '12:00'), r('14:00', '19:00')], ['09:00-12:00', '14:00-18:00']],
    [
      'both split',
      [r('09:00', '12:00'), r('13:00', '17:00')],
      [r('11:00', '14:00'), r('16:00', '20:00')],
      ['11:00-12:00', '13:00-14:00', '16:00-17:00'],
    ],
    ['an empty side', [r('09:00', '17:00')], [], []],
  ])('%s', (_label, a, b, expected) => {
    expect(show(intersectRanges(a, b))).toEqual(expected);
    expect(show(intersectRanges(b, a))).toEqual(expected);
  });
});

describe('subtractRanges', () => {
  it.each([
    ['nothing to remove', [r('09:00', '17:00')], [], ['09:00-17:00']],
    ['a hole in the middle', [r('09:00', '17:00')], [r('11:00', '12:00')], ['09:00-11:00', '12:00-17:00']],
    ['the start', [r('09:00', '17:00')], [r('08:00', '10:00')], ['10:00-17:00']],
    ['the end', [r('09:00', '17:00')], [r('16:00', '18:00')], ['09:00-16:00']],
    ['everything', [r('09:00', '17:00')], [r('08:00', '18:00')], []],
    ['touching removals leave it whole', [r('09:00', '17:00')], [r('08:00', '09:00'), r('17:00', '18:00')], ['09:00-17:00']],
    [
      'unsorted, overlapping removals',
      [r('09:00', '17:00')],
      [r('15:00', '16:00'), r('10:00', '11:00'), r('10:30', '11:30')],
      ['09:00-10:00', '11:30-15:00', '16:00-17:00'],
    ],
    ['one removal across a split shift', [r('09:00', '12:00'), r('13:00', '17:00')], [r('11:00', '14:00')], ['09:00-11:00', '14:00-17:00']],
  ])('%s', (_label, from, remove, expected) => {
    expect(show(subtractRanges(from, remove))).toEqual(expected);
  });
});

describe('rangeContains and rangesOverlap (half-open)', () => {
  it.each([
    [r('09:00', '17:00'), r('09:00', '17:00'), true],
    [r('09:00', '17:00'), r('16:00', '17:00'), true],
    [r('09:00', '17:00'), r('16:00', '17:01'), false],
    [r('09:00', '17:00'), r('08:59', '10:00'), false],
  ])('contains %#', (outer, inner, expected) => {
    expect(rangeContains(outer, inner)).toBe(expected);
  });

  it.each([
    [r('09:00', '10:00'), r('10:00', '11:00'), false],
    [r('09:00', '10:01'), r('10:00', '11:00'), true],
    [r('09:00', '17:00'), r('12:00', '12:30'), true],
    [r('09:00', '17:00'), r('12:00', '12:00'), false],
  ])('overlap %#', (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });
});
