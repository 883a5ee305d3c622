import { describe, expect, it } from 'vitest';
import { apiGetPath } from './api-get.ts';

describe('the URL of a GET', () => {
  it('is the same whatever order its parameters were given in, without those left unset', () => {
    const a = apiGetPath({ path: '/appointments', query: { sort: 'start', order: 'desc', q: undefined, limit: 50, offset: 0 } });
    const b = apiGetPath({ path: '/appointments', query: { offset: 0, limit: 50, order: 'desc', sort: 'start' } });
    expect(a).toBe('/appointments?limit=50&offset=0&order=desc&sort=start');
    expect(b).toBe(a);
  });

  it('encodes what it carries, and has no ? when nothing is set', () => {
    expect(apiGetPath({ path: '/clients', query: { q: 'amy+jo@example.com & co' } })).toBe('/clients?q=amy%2Bjo%40example.com+%26+co');
    expect(apiGetPath({ path: '/team', query: { q: undefined } })).toBe('/team');
    expect(apiGetPath({ path: '/team' })).toBe('/team');
  });

  it('repeats a listed parameter in the list’s order (a visit’s services)', () => {
    expect(apiGetPath({ path: '/slots/visit', query: { service: ['b', 'a'], date: '2026-12-05', variant: ['Full head', 'Short'] } })).toBe(
      '/slots/visit?date=2026-12-05&service=b&service=a&variant=Full+head&variant=Short',
    );
  });
});
