import { describe, expect, it } from 'vitest';
import { firstFieldWithNul } from './text-input.ts';

describe('firstFieldWithNul', () => {
  it('names the field holding NUL, however deep, in body, query or path', () => {
    expect(firstFieldWithNul([{ salonAddress: 'nul\u0000byte' }])).toBe('salonAddress');
    expect(firstFieldWithNul([{ variants: [{ name: 'ok' }, { name: '\u0000' }] }])).toBe('variants.1.name');
    expect(firstFieldWithNul([undefined, { q: 'a\u0000' }, {}])).toBe('q');
    expect(firstFieldWithNul(['\u0000'])).toBe('request');
  });

  it('finds NUL in an object key too', () => {
    expect(firstFieldWithNul([{ client: { 'na\u0000me': 'Ann' } }])).toBe('client.na\u0000me');
  });

  it('passes every other text, including other control, right-to-left and astral characters', () => {
    expect(firstFieldWithNul([{ notes: 'tab\tnew\nline \u202Ertl 💅🏽 %00', count: 3, list: [null, true] }, { q: '' }, {}])).toBeUndefined();
  });

  it('walks a body nested thousands deep without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(firstFieldWithNul([deep])).toBe(`${Array(20_000).fill('0').join('.')}`);
  });
});
