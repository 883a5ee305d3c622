import { describe, expect, it } from 'vitest';
import { newFirstRunCode, normaliseFirstRunCode } from './first-run-code.ts';

describe('first-run codes', () => {
  it('are 12 unambiguous characters in three groups, different every time', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newFirstRunCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('read back as issued however they were typed', () => {
    const code = newFirstRunCode();
    expect(normaliseFirstRunCode(code)).toBe(code);
    expect(normaliseFirstRunCode(` ${code.toLowerCase().replaceAll('-', ' ')} `)).toBe(code);
    expect(normaliseFirstRunCode('o1lI-AB-CD 2345')).toBe('0111-ABCD-2345');
  });
});
