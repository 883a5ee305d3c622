import { describe, expect, it } from 'vitest';
import { clientMayMove, freeChangeHours, movableUntil, notMovableOnlineMessage, tooLateToMoveMessage } from './client-move.ts';

const START = new Date('2026-12-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe("a client's own move and its window", () => {
  it('uses the free-cancellation window unless the salon set one of its own', () => {
    expect(freeChangeHours({ freeChangeHours: null, freeCancellationHours: 24 })).toBe(24);
    expect(freeChangeHours({ freeChangeHours: 6, freeCancellationHours: 24 })).toBe(6);
    expect(freeChangeHours({ freeChangeHours: 0, freeCancellationHours: 24 })).toBe(0);
  });

  it('allows a move up to and including the last moment, and not a millisecond later', () => {
    const settings = { freeChangeHours: null, freeCancellationHours: 24 };
    expect(movableUntil(START, settings)).toEqual(at('2026-11-30T10:00:00Z'));
    expect(clientMayMove(START, at('2026-11-30T10:00:00Z'), settings)).toBe(true);
    expect(clientMayMove(START, at('2026-11-30T10:00:00.001Z'), settings)).toBe(false);
  });

  it('with a window of 0 hours, allows a move until the start', () => {
    const settings = { freeChangeHours: 0, freeCancellationHours: 24 };
    expect(clientMayMove(START, at('2026-12-01T09:59:00Z'), settings)).toBe(true);
    expect(clientMayMove(START, at('2026-12-01T10:00:01Z'), settings)).toBe(false);
  });

  it("sends a client who is too late to the salon's phone, or to the salon when it has none", () => {
    expect(tooLateToMoveMessage({ name: 'Willow & Rose', phone: '01225 000000' })).toBe(
      'It is too late to change this booking online. To change it, please call Willow & Rose on 01225 000000.',
    );
    expect(tooLateToMoveMessage({ name: 'Willow & Rose', phone: '' })).toBe(
      'It is too late to change this booking online. To change it, please contact Willow & Rose.',
    );
    expect(notMovableOnlineMessage({ name: 'Willow & Rose', phone: '01225 000000' })).toBe(
      'This booking cannot be moved online any more. To change it, please call Willow & Rose on 01225 000000.',
    );
  });
});
