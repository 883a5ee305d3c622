import { describe, expect, it } from 'vitest';
import { lostSlotRace } from './errors.ts';

/** Drizzle wraps the driver's error: the SQLSTATE sits on its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: insert into "appointments" …'), { cause: Object.assign(new Error('driver'), { code }) });

describe('lostSlotRace', () => {
  it('counts an exclusion violation and a deadlock between two racing inserts as a lost race', () => {
    expect(lostSlotRace(wrapped('23P01'))).toBe(true);
    expect(lostSlotRace(wrapped('40P01'))).toBe(true);
  });

  it('leaves every other failure to the error handler', () => {
    expect(lostSlotRace(wrapped('23505'))).toBe(false);
    expect(lostSlotRace(wrapped('57014'))).toBe(false);
    expect(lostSlotRace(new Error('connection refused'))).toBe(false);
  });
});
