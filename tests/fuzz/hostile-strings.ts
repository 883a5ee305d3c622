/**
 * Text that has broken web apps before: control characters PostgreSQL refuses (NUL), right-to-left and
 * zero-width marks, astral emoji, lone surrogates, markup and SQL. None of them names a file path or a
 * stack frame, so an answer that echoes one back cannot be mistaken for a leaked stack trace.
 */
export const HOSTILE_STRINGS = [
  'nul\u0000byte',
  '\u0000',
  'tab\tnew\nline\r\n',
  '\u202Eevil\u202C rtl',
  'zero\u200Bwidth\uFEFF',
  '💅🏽👩🏾‍🦰 nails',
  '\uD800 lone surrogate',
  'Ǆ ß İ ﬁ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; drop table appointments; --",
  '%00%0d%0a',
  '{{7*7}} ${7*7}',
  '   ',
  '-1',
  'null',
  '__proto__',
];

/** Values for path parameters that name nothing or try to climb out of the route (raw and encoded). */
export const BAD_PATH_SEGMENTS = [
  'not-a-uuid',
  '1',
  '-1',
  '0',
  'null',
  'undefined',
  '..',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%F0%9F%92%85',
  '%27%20OR%201%3D1',
  '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2',
  '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2cd',
  '3F1C2A9E6B7D4C1E9A2B5D8E7F6A1B2C',
  '{3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c}',
  'x'.repeat(300),
];

/** UUIDs of nothing: well formed, so they reach the database, which must answer "not found". */
export const UUIDS_OF_NOTHING = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c',
];

/** Well-formed dates and instants at the edges: before and after PostgreSQL's and JavaScript's comfort, and the DST changes. */
export const ODD_DATES = ['0000-01-01', '0001-01-01', '1000-01-01', '1970-01-01', '2024-02-29', '2026-03-29', '2026-10-25', '9999-12-31'];
export const ODD_INSTANTS = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-03-29T01:30:00+00:00',
  '2026-03-29T01:30:00+01:00',
  '2026-10-25T01:30:00+01:00',
  '2026-10-25T01:30:00+00:00',
  '2026-11-22T23:59:59.999999999Z',
  '2026-11-24T10:00:00+23:59',
  '2026-11-24T10:00:00-23:59',
  '9999-12-31T23:59:59Z',
];

/** Strings that are not dates although they look like them: impossible days, hours and offsets. */
export const NEAR_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-1-5',
  '26-11-22',
  '+275760-09-13',
  '2026-11-22T24:00:00Z',
  '2026-11-22T10:60:00Z',
  '2026-02-30T10:00:00Z',
  '2026-11-22T10:00:00',
  '2026-11-22 10:00:00Z',
  '2026-11-22T10:00:00+25:00',
  'NaN',
  'Infinity',
  'today',
  '1732270000000',
  '25:00',
  '9:00',
  '09:00:00',
  '24:00',
];
