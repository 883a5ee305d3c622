import { describe, expect, it } from 'vitest';
import {
  BEAUTICIAN_MESSAGES as M,
  BeauticianInputSchema,
  BeauticianUpdateSchema,
  DEFAULT_STAFF_COLOR,
  NEW_SCHEDULE,
  specialtyToAdd,
} from './beautician-input.schema.ts';

const form = (overrides: object = {}) => ({ name: 'Priya Shah', ...overrides });

function messages(input: unknown): Record<string, string> {
  const result = BeauticianInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('staff form rules (spec §5)', () => {
  it('needs only a name, and fills the spec’s defaults', () => {
    expect(BeauticianInputSchema.parse(form())).toEqual({
      name: 'Priya Shah',
      email: '',
      phone: '',
      bio: '',
      color: DEFAULT_STAFF_COLOR,
      active: true,
      specialties: [],
      workingHours: [],
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', M.nameRequired],
    ['an e-mail without a domain', { email: 'priya@' }, 'email', M.emailInvalid],
    ['a colour without #', { color: '3B82F6' }, 'color', M.colorInvalid],
    ['a three-digit colour', { color: '#abc' }, 'color', M.colorInvalid],
    ['a start time that is not HH:mm', { workingHours: [{ ...NEW_SCHEDULE, start: '9:00' }] }, 'workingHours.0.start', M.startInvalid],
    ['an end time past midnight', { workingHours: [{ ...NEW_SCHEDULE, end: '24:00' }] }, 'workingHours.0.end', M.endInvalid],
    ['an end before the start', { workingHours: [{ dayOfWeek: 2, start: '17:00', end: '09:00' }] }, 'workingHours.0.end', M.endBeforeStart],
    [
      'an end equal to the start',
      { workingHours: [{ dayOfWeek: 2, start: '09:00', end: '09:00' }] },
      'workingHours.0.end',
      M.endBeforeStart,
    ],
    ['day 7', { workingHours: [{ ...NEW_SCHEDULE, dayOfWeek: 7 }] }, 'workingHours.0.dayOfWeek', M.dayInvalid],
    ['a repeated specialty', { specialties: ['Nails', 'Lashes', 'nails '] }, 'specialties.2', M.specialtyDuplicate],
  ])('refuses %s', (_case, overrides, field, message) => {
    expect(messages(form(overrides))[field]).toBe(message);
  });

  it('reports only the format when a time is malformed, not also the order', () => {
    expect(messages(form({ workingHours: [{ dayOfWeek: 1, start: 'soon', end: '09:00' }] }))).toEqual({
      'workingHours.0.start': M.startInvalid,
    });
  });

  it('accepts an empty e-mail and colour as "none" and "default"', () => {
    expect(BeauticianInputSchema.parse(form({ email: '', color: '' }))).toMatchObject({ email: '', color: '' });
  });

  it('trims specialties and drops blank ones', () => {
    expect(BeauticianInputSchema.parse(form({ specialties: [' Nails ', '', '   ', 'Lashes'] })).specialties).toEqual(['Nails', 'Lashes']);
  });

  it('refuses overlapping schedules on one day, allows touching ones and other days', () => {
    const split = [
      { dayOfWeek: 1, start: '09:00', end: '12:00' },
      { dayOfWeek: 1, start: '12:00', end: '17:00' },
      { dayOfWeek: 2, start: '10:00', end: '11:00' },
    ];
    expect(messages(form({ workingHours: split }))).toEqual({});
    const overlapping = [...split, { dayOfWeek: 1, start: '16:00', end: '18:00' }];
    expect(messages(form({ workingHours: overlapping }))).toEqual({ 'workingHours.3.start': M.schedulesOverlap });
  });

  it('starts a new schedule on Monday 09:00–17:00 (spec §9)', () => {
    expect(NEW_SCHEDULE).toEqual({ dayOfWeek: 1, start: '09:00', end: '17:00' });
  });
});

describe('specialtyToAdd (the form’s Enter and Add button)', () => {
  it.each([
    [['Nails'], ' Lashes ', { ok: true, value: 'Lashes' }],
    [['Nails'], '   ', { ok: true, value: null }],
    [['Nails'], 'NAILS', { ok: false, message: M.specialtyDuplicate }],
  ])('%j + %j', (list, candidate, expected) => {
    expect(specialtyToAdd(list, candidate)).toEqual(expected);
  });
});

describe('staff updates', () => {
  it('leave out what they do not change', () => {
    expect(BeauticianUpdateSchema.parse({ active: false })).toEqual({ active: false });
  });
});
