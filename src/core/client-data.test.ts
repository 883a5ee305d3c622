import { describe, expect, it } from 'vitest';
import { exportFileName, retentionCutoff } from './client-data.ts';

describe('retentionCutoff', () => {
  it('counts back whole calendar years', () => {
    expect(retentionCutoff(new Date('2026-11-24T03:00:00Z'), 6).toISOString()).toBe('2020-11-24T03:00:00.000Z');
  });

  it('takes a leap day back to the last day of February', () => {
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z'), 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });
});

describe('exportFileName', () => {
  it('names the file after the client and the day, in plain ASCII', () => {
    expect(exportFileName('Zoë O’Brien', '2026-11-24')).toBe('client-data-zoe-o-brien-2026-11-24.json');
  });

  it('falls back to "client" when nothing of the name is left', () => {
    expect(exportFileName('李小龍', '2026-11-24')).toBe('client-data-client-2026-11-24.json');
    expect(exportFileName('"; rm -rf /', '2026-11-24')).toBe('client-data-rm-rf-2026-11-24.json');
  });
});
