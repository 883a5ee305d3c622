import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, zonedDateTime } from '../time.ts';
import type { SlotRules, WeeklyHours } from './slots.ts';
import type { OffRange } from './time-off.ts';
import { visitUnavailableDates, type MonthOfBeautician } from './visit-fully-booked.ts';
import type { Visit } from './visit-plan.ts';
import { wholeDaysRange } from './whole-days.ts';

const Z = SALON_TIME_ZONE;
const weekly = (start: string, end: string, days: number[]): WeeklyHours[] => days.map((dayOfWeek) => ({ dayOfWeek, start, end }));
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const SALON = weekly('09:00', '17:00', MON_TO_SAT);
const rules: SlotRules = { zone: Z, now: new Date('2026-11-30T08:00:00Z'), minNoticeMinutes: 0, horizonMonths: 3, stepMinutes: 15 };

const beautician = (days: number[], more: Partial<MonthOfBeautician> = {}): MonthOfBeautician => ({
  hours: { salonHours: SALON, beauticianHours: weekly('09:00', '17:00', days) },
  busy: [],
  off: [],
  ...more,
});
const off = (date: string, kind: OffRange['kind'] = 'time_off', label = ''): OffRange => ({
  ...wholeDaysRange(date, date, Z),
  kind,
  label,
});
const booked = (date: string, from: string, to: string) => ({ start: zonedDateTime(date, from, Z), end: zonedDateTime(date, to, Z) });

// A colour by Alice (two hours), then a cut by Bella or Cara (an hour): December 2026.
const visit: Visit = {
  services: [
    { timing: { durationMin: 120, bufferBeforeMin: 0, bufferAfterMin: 0 }, candidates: ['alice'] },
    { timing: { durationMin: 60, bufferBeforeMin: 0, bufferAfterMin: 0 }, candidates: ['bella', 'cara'] },
  ],
};
const month = (beauticians: Record<string, MonthOfBeautician>) =>
  visitUnavailableDates(2026, 12, visit, new Map(Object.entries(beauticians)), rules);

describe("a visit's unavailable dates in a month", () => {
  it("names a closure 'Closed', whoever would have worked", () => {
    const christmas = off('2026-12-25', 'closure', 'Christmas Day');
    const result = month({ alice: beautician(MON_TO_SAT, { off: [christmas] }), bella: beautician(MON_TO_SAT, { off: [christmas] }) });
    expect(result).toEqual({ fullyBooked: [], notWorking: [], closed: [{ date: '2026-12-25', label: 'Christmas Day' }] });
  });

  it("is 'Not working' when every candidate for one of its services is off, though the others are in", () => {
    const result = month({
      alice: beautician(MON_TO_SAT),
      bella: beautician(MON_TO_SAT, { off: [off('2026-12-09')] }),
      cara: beautician([1, 2], { off: [off('2026-12-08')] }),
    });
    // Wednesday 9th: Bella is off and Cara never works Wednesdays. Tuesday 8th: Cara is off, but Bella is in.
    expect(result.notWorking).toEqual(['2026-12-09']);
  });

  it("is 'Fully booked' when each service has someone in but the whole visit fits at no start", () => {
    // On Thursday 10th Alice is free only until 11:00: her colour fits at 09:00, but neither Bella nor Cara is free at 11:00.
    const result = month({
      alice: beautician(MON_TO_SAT, { busy: [booked('2026-12-10', '11:00', '17:00'), booked('2026-12-11', '09:00', '14:00')] }),
      bella: beautician(MON_TO_SAT, { busy: [booked('2026-12-10', '11:00', '12:00')] }),
      cara: beautician(MON_TO_SAT, { busy: [booked('2026-12-10', '10:30', '11:30')] }),
    });
    // Friday 11th: Alice is free from 14:00, which leaves an hour after her colour before closing.
    expect(result).toEqual({ fullyBooked: ['2026-12-10'], notWorking: [], closed: [] });
  });

  it('leaves to the week a day on which a service’s candidates never work', () => {
    const result = month({ alice: beautician(MON_TO_SAT), bella: beautician([1, 2, 3]) });
    expect(result).toEqual({ fullyBooked: [], notWorking: [], closed: [] });
  });

  it("keeps to the client's one beautician for everything she does", () => {
    const bellaBusy = beautician(MON_TO_SAT, { busy: [booked('2026-12-10', '09:00', '17:00')] });
    const withBella: Visit = { ...visit, oneBeautician: 'bella' };
    const beauticians = new Map(Object.entries({ alice: beautician(MON_TO_SAT), bella: bellaBusy, cara: beautician(MON_TO_SAT) }));
    expect(visitUnavailableDates(2026, 12, withBella, beauticians, rules).fullyBooked).toEqual(['2026-12-10']);
    expect(visitUnavailableDates(2026, 12, visit, beauticians, rules).fullyBooked).toEqual([]);
  });
});
