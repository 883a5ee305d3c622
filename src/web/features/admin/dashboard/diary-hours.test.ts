import { describe, expect, it } from 'vitest';
import { diaryHours, SPEC_DIARY_HOURS } from './diary-hours.ts';

/** A visit on a calendar day of November 2026 (Monday 23rd to Sunday 29th is one week), wall times. */
const visit = (day: number, from: string, to: string, toDay = day) => {
  const at = (d: number, hhmm: string) => new Date(2026, 10, d, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
  return { start: at(day, from), end: at(toDay, to) };
};
const hours = (h: { min: Date; max: Date }) =>
  [h.min, h.max].map((d) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`);
const friday = new Date(2026, 10, 27);

describe('the hours the week and day views draw', () => {
  it('are the spec’s 08:00 to 20:00 while every visit in view lies inside them, the same pair every time', () => {
    expect(hours(diaryHours([visit(27, '08:00', '09:00'), visit(24, '18:30', '20:00')], 'week', friday))).toEqual(['08:00', '20:00']);
    expect(diaryHours([], 'day', friday)).toBe(SPEC_DIARY_HOURS);
    expect(diaryHours([visit(27, '08:00', '20:00')], 'week', friday)).toBe(SPEC_DIARY_HOURS);
  });

  it('widen to the whole hour before an early visit and after a late one on a day in view', () => {
    expect(hours(diaryHours([visit(27, '03:10', '03:55'), visit(23, '20:15', '21:05')], 'week', friday))).toEqual(['03:00', '22:00']);
    expect(hours(diaryHours([visit(27, '07:00', '07:45')], 'day', friday))).toEqual(['07:00', '20:00']);
  });

  it('ignore visits on days out of view: the day view draws its own day only, the week view its Monday to Sunday', () => {
    const early = [visit(26, '05:00', '06:00'), visit(30, '22:00', '23:00')];
    expect(diaryHours(early, 'day', friday)).toBe(SPEC_DIARY_HOURS);
    expect(hours(diaryHours(early, 'week', friday))).toEqual(['05:00', '20:00']);
    expect(diaryHours(early, 'week', new Date(2026, 10, 16))).toBe(SPEC_DIARY_HOURS);
  });

  it('run to the end of the day for a visit ending at midnight, and from its start for one running over it', () => {
    expect(hours(diaryHours([visit(27, '22:30', '00:00', 28)], 'day', friday))).toEqual(['08:00', '23:59']);
    expect(hours(diaryHours([visit(26, '23:00', '01:30', 27)], 'day', friday))).toEqual(['00:00', '20:00']);
    expect(hours(diaryHours([visit(26, '23:00', '01:30', 27)], 'week', friday))).toEqual(['00:00', '23:59']);
  });

  it('are the spec’s in the month and agenda views, which draw no hours', () => {
    expect(diaryHours([visit(27, '03:10', '03:55')], 'month', friday)).toBe(SPEC_DIARY_HOURS);
    expect(diaryHours([visit(27, '03:10', '03:55')], 'agenda', friday)).toBe(SPEC_DIARY_HOURS);
  });
});
