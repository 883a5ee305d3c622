import { describe, expect, it } from 'vitest';
import { unexpectedProblems } from './staff.ts';

const FAILED = 'Failed to load resource: the server responded with a status of';
const at = (path: string) => `(at http://127.0.0.1:40123${path})`;

describe('the console errors a browser test lets through', () => {
  it('lets through only the 401s a signed-out page gets by design, by their URL', () => {
    const expected = [
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/auth/me')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/appointments?from=2026-10-26T00%3A00%3A00.000Z&to=2026-12-07T00%3A00%3A00.000Z')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/time-off?from=2026-10-26T00%3A00%3A00.000Z')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/auth/login')}`,
    ];
    const others = [
      // Signed in: the session was lost, or never sent.
      `console error: ${FAILED} 401 (Unauthorized) ${at('/api/auth/me')}`,
      `console error: ${FAILED} 401 (Unauthorized) ${at('/api/appointments?page=1')}`,
      // Signed out, but not something a signed-out page asks for.
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/clients?q=jo')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/api/auth/me/extra')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized) ${at('/admin/api/auth/me')}`,
      `console error (signed out): ${FAILED} 401 (Unauthorized)`,
      `console error (signed out): ${FAILED} 500 (Internal Server Error) ${at('/api/auth/me')}`,
      `page error: status of 401 ${at('/api/auth/me')}`,
    ];
    expect(unexpectedProblems([...expected, ...others])).toEqual(others);
  });
});
