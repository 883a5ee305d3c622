import { describe, expect, it } from 'vitest';
import { cancellationOutcome, type CancellationInput } from './cancellation-policy.ts';

const START = new Date('2026-11-25T10:00:00Z');
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * 3_600_000);
const input = (overrides: Partial<CancellationInput>): CancellationInput => ({
  paidPence: 3000,
  requestedBy: 'client',
  start: START,
  now: hoursBefore(48),
  freeCancellationHours: 24,
  ...overrides,
});

describe('cancellation policy', () => {
  it.each([
    ['long before the start', hoursBefore(72)],
    ['inside the free window', hoursBefore(1)],
    ['after the start', hoursBefore(-2)],
  ])('staff cancelling %s refund everything paid', (_when, now) => {
    expect(cancellationOutcome(input({ requestedBy: 'staff', now }))).toEqual({ status: 'cancelled_full_refund', refundPence: 3000 });
  });

  it('gives a client everything back at exactly the free window and before it', () => {
    expect(cancellationOutcome(input({ now: hoursBefore(24) }))).toEqual({ status: 'cancelled_full_refund', refundPence: 3000 });
    expect(cancellationOutcome(input({ now: hoursBefore(30) }))).toEqual({ status: 'cancelled_full_refund', refundPence: 3000 });
  });

  it('gives a client nothing back inside the free window', () => {
    expect(cancellationOutcome(input({ now: hoursBefore(23.9) }))).toEqual({ status: 'cancelled_no_refund', refundPence: 0 });
  });

  it.each(['staff', 'client'] as const)('says no refund when %s cancels something not paid for', (requestedBy) => {
    expect(cancellationOutcome(input({ requestedBy, paidPence: 0 }))).toEqual({ status: 'cancelled_no_refund', refundPence: 0 });
  });

  it('never refunds a negative amount', () => {
    expect(cancellationOutcome(input({ requestedBy: 'staff', paidPence: -500 }))).toEqual({
      status: 'cancelled_no_refund',
      refundPence: 0,
    });
  });

  it('reads the free window from its input, not a constant', () => {
    expect(cancellationOutcome(input({ now: hoursBefore(30), freeCancellationHours: 48 })).refundPence).toBe(0);
    expect(cancellationOutcome(input({ now: hoursBefore(1), freeCancellationHours: 0 })).refundPence).toBe(3000);
  });

  it('keeps only the deposit from a late client who paid in full, and everything from one who paid only the deposit', () => {
    const late = hoursBefore(2);
    expect(cancellationOutcome(input({ now: late, paidPence: 5000, retainedPence: 1000 }))).toEqual({
      status: 'cancelled_partial_refund',
      refundPence: 4000,
    });
    expect(cancellationOutcome(input({ now: late, paidPence: 1000, retainedPence: 1000 }))).toEqual({
      status: 'cancelled_no_refund',
      refundPence: 0,
    });
  });

  it('ignores the deposit for staff and for clients inside the free window', () => {
    expect(cancellationOutcome(input({ requestedBy: 'staff', now: hoursBefore(1), paidPence: 1000, retainedPence: 1000 }))).toEqual({
      status: 'cancelled_full_refund',
      refundPence: 1000,
    });
    expect(cancellationOutcome(input({ now: hoursBefore(48), paidPence: 5000, retainedPence: 1000 }))).toEqual({
      status: 'cancelled_full_refund',
      refundPence: 5000,
    });
  });
});
