import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../schemas/appointment.schema.ts';
import { canAddPayment, canCancel, canCheckOut, canEdit, canMarkNoShow, canMove } from './transitions.ts';

const CANCELLED: AppointmentStatus[] = ['cancelled_full_refund', 'cancelled_partial_refund', 'cancelled_no_refund', 'cancelled_expired'];
const START = new Date('2026-11-25T10:00:00Z');
const AFTER_START = new Date('2026-11-25T10:05:00Z');

describe('appointment transitions', () => {
  it.each(['reserved_unpaid', 'confirmed'] as const)('lets staff cancel a %s appointment', (status) => {
    expect(canCancel(status)).toEqual({ ok: true });
  });

  it.each(CANCELLED)('refuses to cancel %s twice', (status) => {
    expect(canCancel(status)).toEqual({ ok: false, code: 'ALREADY_CANCELLED', message: 'This appointment is already cancelled.' });
  });

  it.each([
    ['no_show', 'NO_SHOW'],
    ['completed', 'COMPLETED'],
  ] as const)('refuses to cancel a %s appointment', (status, code) => {
    expect(canCancel(status)).toMatchObject({ ok: false, code });
  });

  it('marks a confirmed appointment as a no-show once it has started', () => {
    expect(canMarkNoShow('confirmed', START, AFTER_START)).toEqual({ ok: true });
    expect(canMarkNoShow('confirmed', START, START)).toEqual({ ok: true });
  });

  it('refuses a no-show before the start', () => {
    expect(canMarkNoShow('confirmed', START, new Date('2026-11-25T09:59:00Z'))).toMatchObject({ ok: false, code: 'NOT_STARTED' });
  });

  it.each([
    ...CANCELLED.map((status) => [status, 'ALREADY_CANCELLED'] as const),
    ['no_show', 'ALREADY_NO_SHOW'] as const,
    ['reserved_unpaid', 'UNPAID'] as const,
    ['completed', 'COMPLETED'] as const,
  ])('refuses a no-show on a %s appointment', (status, code) => {
    expect(canMarkNoShow(status, START, AFTER_START)).toMatchObject({ ok: false, code });
  });

  it('lets a visit the job completed be marked a no-show in the week after it, not weeks on', () => {
    const days = (n: number) => new Date(START.getTime() + n * 86_400_000);
    expect(canMarkNoShow('completed', START, days(1), true)).toEqual({ ok: true });
    expect(canMarkNoShow('completed', START, days(7), true)).toEqual({ ok: true });
    expect(canMarkNoShow('completed', START, days(8), true)).toMatchObject({
      ok: false,
      message: 'A visit completed automatically can be marked as a no-show only in the 7 days after it.',
    });
    expect(canMarkNoShow('completed', START, days(1), false)).toMatchObject({ ok: false, code: 'COMPLETED' });
  });

  it.each(['reserved_unpaid', 'confirmed', 'completed'] as const)('lets staff edit a %s appointment', (status) => {
    expect(canEdit(status)).toEqual({ ok: true });
  });

  it.each([...CANCELLED, 'no_show' as const])('refuses to edit a %s appointment', (status) => {
    expect(canEdit(status)).toMatchObject({ ok: false });
  });

  it('moves a live booking, but never a visit checked out at the till, nor what editing refuses', () => {
    expect(canMove('confirmed')).toEqual({ ok: true });
    expect(canMove('reserved_unpaid')).toEqual({ ok: true });
    expect(canMove('completed')).toEqual({ ok: false, code: 'COMPLETED', message: 'A checked-out visit cannot be moved.' });
    for (const status of [...CANCELLED, 'no_show' as const]) expect(canMove(status)).toEqual(canEdit(status));
  });

  it('checks a confirmed visit out from its start time on', () => {
    expect(canCheckOut('confirmed', START, START)).toEqual({ ok: true });
    expect(canCheckOut('confirmed', START, new Date('2026-11-25T09:59:59Z'))).toMatchObject({ ok: false, code: 'NOT_STARTED' });
  });

  it.each([
    ...CANCELLED.map((status) => [status, 'ALREADY_CANCELLED'] as const),
    ['no_show', 'NO_SHOW'] as const,
    ['reserved_unpaid', 'UNPAID'] as const,
    ['completed', 'ALREADY_CHECKED_OUT'] as const,
  ])('refuses to check out a %s appointment', (status, code) => {
    expect(canCheckOut(status, START, AFTER_START)).toMatchObject({ ok: false, code });
  });

  it('takes further payments on a checked-out visit only', () => {
    expect(canAddPayment('completed')).toEqual({ ok: true });
    expect(canAddPayment('confirmed')).toMatchObject({ ok: false, code: 'NOT_CHECKED_OUT' });
  });
});
