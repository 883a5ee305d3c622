import { describe, expect, it } from 'vitest';
import { confirmedWords, hatchedFill, processingBand, processingTimes } from './calendar-events.ts';

// A colour on Wednesday 25 November 2026 (GMT): 10:00–11:45, developing 10:30–11:15.
const colour = {
  start: '2026-11-25T10:00:00.000Z',
  end: '2026-11-25T11:45:00.000Z',
  processing: { start: '2026-11-25T10:30:00.000Z', end: '2026-11-25T11:15:00.000Z' },
};

describe('the processing part in the diary (docs/decisions/0032)', () => {
  it('lies where it falls in the appointment’s box, as a share of its height', () => {
    expect(processingBand(colour)).toEqual({ from: 28.57, to: 71.43 });
    expect(processingBand({ ...colour, processing: null })).toBeNull();
  });

  it('is hatched between two solid parts of the status colour', () => {
    const fill = hatchedFill('#15803d', { from: 28.57, to: 71.43 });
    expect(fill.backgroundColor).toBe('#15803d');
    expect(fill.backgroundImage).toContain('#15803d 28.57%, transparent 28.57%, transparent 71.43%, #15803d 71.43%');
    expect(fill.backgroundImage).toContain('repeating-linear-gradient(135deg');
  });

  it('is said in London time, summer time too', () => {
    expect(processingTimes(colour)).toBe('10:30–11:15');
    expect(processingTimes({ processing: { start: '2026-06-10T09:30:00.000Z', end: '2026-06-10T10:15:00.000Z' } })).toBe('10:30–11:15');
    expect(processingTimes({ processing: null })).toBeUndefined();
  });
});

describe('a visit the client confirmed by text, in the diary (issue 27)', () => {
  it('says so in the tooltip and to screen readers, and nothing otherwise', () => {
    expect(confirmedWords({ clientConfirmedAt: '2026-11-24T09:05:00.000Z' })).toBe(', client confirmed by text');
    expect(confirmedWords({ clientConfirmedAt: null })).toBe('');
  });
});
