import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from './stored-images.service.ts';
import { storedImagePath } from './upload-storage.ts';

const OWNER = '6f1c2a9e-8d3b-4c5e-9a7f-0b1d2e3f4a5b';

describe('stored image paths', () => {
  it('names only what save() writes: /uploads/<services|staff|hero>/<owner>-<random>.webp', () => {
    expect(storedImagePath(`/uploads/services/${OWNER}-0123456789abcdef.webp`)).toBe(`services/${OWNER}-0123456789abcdef.webp`);
    expect(storedImagePath('/uploads/staff/x-1.webp')).toBe('staff/x-1.webp');
    expect(storedImagePath('/uploads/hero/salon-0123456789abcdef.webp')).toBe('hero/salon-0123456789abcdef.webp');
  });

  it('refuses every other URL: shipped images, other folders, traversal, encodings, NUL, other types', () => {
    const others = [
      '/images/hero-demo.webp',
      'https://elsewhere.example/uploads/hero/x.webp',
      '/uploads/',
      '/uploads/hero/',
      '/uploads/other/x.webp',
      '/uploads/../images/hero-demo.webp',
      '/uploads/hero/../staff/x.webp',
      '/uploads/%2e%2e/images/hero-demo.webp',
      '/uploads/hero%2Fx.webp',
      '/uploads//hero/x.webp',
      '/uploads/hero/x.webp\0',
      '/uploads/hero/x\0.webp',
      '/uploads/hero\\x.webp',
      '/uploads/hero/.x.webp',
      '/uploads/hero/x.png',
      '/uploads/hero/x.webp/',
      `/uploads/hero/${'a'.repeat(121)}.webp`,
    ];
    expect(others.filter((url) => storedImagePath(url) !== undefined)).toEqual([]);
  });
});

describe('image ETags', () => {
  const tag = etagOf('hero/salon-0123456789abcdef.webp');

  it('is a strong, quoted tag of the path, different per path', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(etagOf('hero/salon-0123456789abcdef.webp')).toBe(tag);
    expect(etagOf('hero/salon-fedcba9876543210.webp')).not.toBe(tag);
  });

  it('matches If-None-Match as RFC 9110 says: in a list, weakly, or *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(tag.slice(1, -1), tag)).toBe(false);
  });
});
