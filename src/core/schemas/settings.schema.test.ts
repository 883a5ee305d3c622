import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES as M, STANDARD_WORKING_HOURS, SalonSettingsUpdateSchema } from './settings.schema.ts';

const closedWeek = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

function messages(input: unknown): Record<string, string> {
  const result = SalonSettingsUpdateSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('salon settings updates', () => {
  it('accept the hours screen’s week alone, or the About screen’s fields alone', () => {
    expect(SalonSettingsUpdateSchema.parse({ workingHours: STANDARD_WORKING_HOURS })).toEqual({ workingHours: STANDARD_WORKING_HOURS });
    expect(SalonSettingsUpdateSchema.parse({ salonName: ' Bloom ', salonEmail: '' })).toEqual({ salonName: 'Bloom', salonEmail: '' });
  });

  it.each([
    [
      'a closing time before the opening time',
      { workingHours: { ...closedWeek, tue: { start: '17:00', end: '09:00' } } },
      'workingHours.tue.end',
      M.closesBeforeOpens,
    ],
    [
      'an opening time that is not HH:mm',
      { workingHours: { ...closedWeek, tue: { start: '9am', end: '17:00' } } },
      'workingHours.tue.start',
      M.opensInvalid,
    ],
    [
      'a week with a day missing',
      { workingHours: { mon: null } },
      'workingHours.tue',
      'Invalid input: expected object, received undefined',
    ],
    ['a blank salon name', { salonName: '  ' }, 'salonName', M.nameRequired],
    ['an e-mail that is not one', { salonEmail: 'hello' }, 'salonEmail', M.emailInvalid],
  ])('refuse %s', (_case, input, field, message) => {
    expect(messages(input)[field]).toBe(message);
  });

  it('know the spec’s standard week: Mon–Fri 09:00–17:00, Sat 09:00–13:00, Sunday closed', () => {
    expect(STANDARD_WORKING_HOURS.sat).toEqual({ start: '09:00', end: '13:00' });
    expect(STANDARD_WORKING_HOURS.sun).toBeNull();
  });
});
