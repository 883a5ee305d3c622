import { describe, expect, it } from 'vitest';
import { visitPartsAt } from './visit-plan.ts';

const timing = (durationMin: number, bufferBeforeMin = 10, bufferAfterMin = 15) => ({ durationMin, bufferBeforeMin, bufferAfterMin });

describe('a visit whose beauticians staff have chosen', () => {
  it('puts the services back to back, keeping preparation and clean-up only between different beauticians', () => {
    const parts = visitPartsAt(new Date('2026-11-24T10:00:00Z'), [
      { timing: { ...timing(105), processingStartMin: 30, processingMin: 45 }, beauticianId: 'alice' },
      { timing: timing(60), beauticianId: 'alice' },
      { timing: timing(30), beauticianId: 'bella' },
    ]);
    expect(parts.map((p) => p.start.toISOString())).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-11-24T11:45:00.000Z',
      '2026-11-24T12:45:00.000Z',
    ]);
    expect(parts.map((p) => [p.timing.bufferBeforeMin, p.timing.bufferAfterMin])).toEqual([
      [10, 0],
      [0, 15],
      [10, 15],
    ]);
    expect(parts[0]!.timing).toMatchObject({ processingStartMin: 30, processingMin: 45 });
  });
});
