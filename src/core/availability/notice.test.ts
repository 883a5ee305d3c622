import { describe, expect, it } from 'vitest';
import { noticeCutsInto, noticeWords } from './notice.ts';

const ZONE = 'Europe/London';

describe('the minimum notice', () => {
  it('cuts into today and, late in the evening, into tomorrow', () => {
    const evening = new Date('2026-11-24T18:54:00Z');
    expect(noticeCutsInto('2026-11-24', evening, 120, ZONE)).toBe(true);
    expect(noticeCutsInto('2026-11-25', evening, 120, ZONE)).toBe(false);
    expect(noticeCutsInto('2026-11-25', new Date('2026-11-24T22:30:00Z'), 120, ZONE)).toBe(true);
  });

  it('reads London days, on the day the clocks go forward too', () => {
    // 23:30 GMT on 28 March is 00:30 BST on the 29th once two hours have passed.
    expect(noticeCutsInto('2026-03-29', new Date('2026-03-28T22:30:00Z'), 120, ZONE)).toBe(true);
    expect(noticeCutsInto('2026-03-29', new Date('2026-03-28T20:30:00Z'), 120, ZONE)).toBe(false);
  });

  it('says nothing when there is no notice', () => {
    expect(noticeCutsInto('2026-11-24', new Date('2026-11-24T10:00:00Z'), 0, ZONE)).toBe(false);
  });

  it.each([
    [120, "2 hours'"],
    [60, "1 hour's"],
    [45, "45 minutes'"],
    [90, "90 minutes'"],
    [1440, "1 day's"],
    [4320, "3 days'"],
  ])('words %i minutes as "%s notice"', (minutes, words) => {
    expect(noticeWords(minutes)).toBe(words);
  });
});
