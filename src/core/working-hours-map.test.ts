import { describe, expect, it } from 'vitest';
import { STANDARD_WORKING_HOURS } from './schemas/settings.schema.ts';
import { weeklyToWorkingHoursMap, workingHoursMapToWeekly } from './working-hours-map.ts';

describe('the settings week and weekly entries', () => {
  it('number days as spec §3 does (0 = Sunday) and leave closed days out', () => {
    expect(workingHoursMapToWeekly(STANDARD_WORKING_HOURS)).toEqual([
      { dayOfWeek: 1, start: '09:00', end: '17:00' },
      { dayOfWeek: 2, start: '09:00', end: '17:00' },
      { dayOfWeek: 3, start: '09:00', end: '17:00' },
      { dayOfWeek: 4, start: '09:00', end: '17:00' },
      { dayOfWeek: 5, start: '09:00', end: '17:00' },
      { dayOfWeek: 6, start: '09:00', end: '13:00' },
    ]);
  });

  it('round-trip', () => {
    expect(weeklyToWorkingHoursMap(workingHoursMapToWeekly(STANDARD_WORKING_HOURS))).toEqual(STANDARD_WORKING_HOURS);
  });

  it('show a split day from its earliest start to its latest end', () => {
    const week = weeklyToWorkingHoursMap([
      { dayOfWeek: 0, start: '13:00', end: '16:00' },
      { dayOfWeek: 0, start: '10:00', end: '12:00' },
    ]);
    expect(week.sun).toEqual({ start: '10:00', end: '16:00' });
    expect(week.mon).toBeNull();
  });
});
