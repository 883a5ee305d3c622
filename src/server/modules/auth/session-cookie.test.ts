import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session-cookie.ts';

describe('the session cookie', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  const inAWeek = new Date('2026-11-30T08:00:00Z');

  it('is httpOnly, SameSite=Lax, site-wide, and lives until the session’s absolute end', () => {
    const cookie = sessionCookie('http://localhost:3000');
    expect(cookie.name).toBe('salon_session');
    expect(cookie.options(inAWeek, now)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 7 * 24 * 3600 });
  });

  it('is Secure, with the __Host- prefix, when the site is served over https', () => {
    const cookie = sessionCookie('https://book.willowandrose.example.co.uk');
    expect(cookie.name).toBe('__Host-salon_session');
    expect(cookie.options(inAWeek, now)).toMatchObject({ secure: true, path: '/' });
    expect(cookie.clearOptions).toMatchObject({ secure: true, path: '/' });
  });
});
