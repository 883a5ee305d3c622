import type { Database } from '../../src/server/db/client.ts';
import { givenAppointment, type AppointmentOptions } from './appointment.builder.ts';
import { givenBeautician, givenService } from './catalog.builder.ts';
import { givenReversal, givenSalonPayments } from './money.builder.ts';

/** The week the clocks go back: Mon 19 – Sun 25 October 2026 (BST = UTC + 1 until 01:00 UTC on the 25th). */
export const MONEY_WEEK = { startDate: '2026-10-19', endDate: '2026-10-25' } as const;

export interface MoneyWeek {
  alice: string;
  bella: string;
  /** Alice's £45 cut */
  cut: string;
}

/**
 * A week of every way a visit's money goes, all of it moving within the week's London days (figures in the
 * tests that use it): paid online in full; a deposit and the balance by card; cash with a tip; card and cash
 * split; a card payment reversed and taken in cash; a no-show's kept deposit; a late cancellation's (test money);
 * a full refund; an auto-completed visit (not recorded); one paid late in the evening (other); and two visits to
 * come, one with a deposit paid at 00:30 on the day the clocks go back and one with nothing paid.
 */
export async function givenMoneyWeek(db: Database): Promise<MoneyWeek> {
  const alice = await givenBeautician(db, { name: 'Alice' });
  const bella = await givenBeautician(db, { name: 'Bella' });
  const cut = await givenService(db, { name: 'Cut', primaryBeauticianId: alice, variants: [{ pricePence: 4500 }] });
  const colour = await givenService(db, { name: 'Colour', primaryBeauticianId: alice, variants: [{ durationMin: 90, pricePence: 9500 }] });
  const manicure = await givenService(db, {
    name: 'Manicure',
    primaryBeauticianId: bella,
    variants: [{ durationMin: 45, pricePence: 2500 }],
  });
  const visit = (serviceId: string, start: string, extra: Partial<AppointmentOptions> = {}) =>
    givenAppointment(db, { beauticianId: serviceId === manicure ? bella : alice, serviceId, start, ...extra });
  const online = (paymentMode: 'pay_now' | 'deposit', amountPaidPence: number, paidAt: string) => ({
    paymentMode,
    amountPaidPence,
    paidAt,
  });

  // Paid in full online, checked out with nothing more to pay.
  await givenSalonPayments(db, await visit(cut, '2026-10-19T09:00:00Z', online('pay_now', 4500, '2026-10-19T08:00:00Z')), []);
  const deposit = await visit(colour, '2026-10-20T09:00:00Z', online('deposit', 1900, '2026-10-19T10:00:00Z'));
  await givenSalonPayments(db, deposit, [{ method: 'card', amountPence: 7600, takenAt: '2026-10-20T10:30:00Z' }]);
  const cash = await visit(cut, '2026-10-21T09:00:00Z');
  await givenSalonPayments(db, cash, [{ method: 'cash', amountPence: 4500, tipPence: 500, takenAt: '2026-10-21T10:00:00Z' }]);
  const split = await visit(colour, '2026-10-22T09:00:00Z');
  await givenSalonPayments(db, split, [
    { method: 'card', amountPence: 5000, tipPence: 300, takenAt: '2026-10-22T10:30:00Z' },
    { method: 'cash', amountPence: 4500, takenAt: '2026-10-22T10:30:00Z' },
  ]);
  const mistake = await visit(manicure, '2026-10-23T09:00:00Z');
  const [wrong] = await givenSalonPayments(db, mistake, [
    { method: 'card', amountPence: 2500, tipPence: 200, takenAt: '2026-10-23T09:45:00Z' },
  ]);
  await givenReversal(db, wrong!, '2026-10-23T09:50:00Z');
  await givenSalonPayments(db, mistake, [{ method: 'cash', amountPence: 2500, takenAt: '2026-10-23T09:50:00Z' }]);
  await visit(cut, '2026-10-23T13:00:00Z', { status: 'no_show', ...online('deposit', 900, '2026-10-19T12:00:00Z') });
  await visit(cut, '2026-10-24T09:00:00Z', {
    status: 'cancelled_no_refund',
    testMoney: true,
    ...online('deposit', 900, '2026-10-20T12:00:00Z'),
  });
  await visit(cut, '2026-10-24T11:00:00Z', {
    status: 'cancelled_full_refund',
    refundedPence: 4500,
    refundedAt: '2026-10-22T12:00:00Z',
    ...online('pay_now', 4500, '2026-10-21T12:00:00Z'),
  });
  const forgotten = await visit(manicure, '2026-10-22T13:00:00Z');
  await givenSalonPayments(db, forgotten, [{ method: 'not_recorded', amountPence: 2500, takenAt: '2026-10-22T13:45:00Z' }]);
  const evening = await visit(cut, '2026-10-25T16:00:00Z');
  await givenSalonPayments(db, evening, [{ method: 'other', amountPence: 4500, takenAt: '2026-10-25T23:30:00Z' }]);
  await visit(colour, '2026-10-25T10:00:00Z', online('deposit', 1900, '2026-10-24T23:30:00Z'));
  await visit(cut, '2026-10-25T14:00:00Z');
  return { alice, bella, cut };
}
