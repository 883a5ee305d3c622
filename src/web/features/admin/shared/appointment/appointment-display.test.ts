import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../../../../core/schemas/appointment.schema.ts';
import {
  appointmentParts,
  cancelAction,
  checkOutAction,
  clientConfirmedText,
  noShowAction,
  variantOptionText,
  visitPlace,
} from './appointment-display.ts';

const START = '2026-11-25T10:00:00.000Z';
const NOT_STARTED = 'You can mark a no-show once the appointment has started.';

const appointment = (status: AppointmentStatus): AdminAppointment => ({
  _id: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c',
  start: START,
  end: '2026-11-25T11:00:00.000Z',
  status,
  price: 45,
  variantName: 'Standard',
  client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes: '' },
  clientRecord: null,
  serviceId: null,
  beauticianId: { _id: '9b2d1c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e', name: 'Alice' },
  service: { name: 'Cut' },
  beautician: { _id: '9b2d1c3e-4f5a-4b6c-8d7e-1f2a3b4c5d6e', name: 'Alice' },
  durationMin: 60,
  processing: null,
  partOfVisit: null,
  paymentMode: 'pay_in_salon',
  amountPaid: 0,
  amountRefunded: 0,
  takenAtSalon: 0,
  completedAutomatically: false,
  owed: 0,
  testMoney: false,
  cancelledAt: null,
  cancelReason: null,
  clientConfirmedAt: null,
  waitlistOffer: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe("the appointments list's row actions follow the server's rules", () => {
  it('keeps No Show disabled until the start, saying why, and allows it from the start on', () => {
    expect(noShowAction(appointment('confirmed'), new Date('2026-11-25T09:59:59Z'))).toEqual({ enabled: false, reason: NOT_STARTED });
    expect(noShowAction(appointment('confirmed'), new Date(START))).toEqual({ enabled: true, reason: undefined });
    // A visit checked out was attended and paid (docs/decisions/0027).
    expect(noShowAction(appointment('completed'), new Date('2026-11-26T10:00:00Z'))).toEqual({
      enabled: false,
      reason: 'A checked-out visit cannot be marked as a no-show.',
    });
    // Completed by the job, nobody having checked it out: the client may simply not have come (issue 40).
    const auto = { ...appointment('completed'), completedAutomatically: true };
    expect(noShowAction(auto, new Date('2026-11-26T09:00:00Z'))).toEqual({ enabled: true, reason: undefined });
  });

  it('disables No Show and Cancel where the server refuses them, whatever the time', () => {
    const later = new Date('2026-11-26T10:00:00Z');
    expect(noShowAction(appointment('no_show'), later)).toMatchObject({
      enabled: false,
      reason: 'This appointment is already marked as a no-show.',
    });
    expect(noShowAction(appointment('reserved_unpaid'), later)).toMatchObject({ enabled: false });
    expect(cancelAction(appointment('cancelled_no_refund'))).toEqual({ enabled: false, reason: 'This appointment is already cancelled.' });
    expect(cancelAction(appointment('completed'))).toEqual({ enabled: false, reason: 'A completed appointment cannot be cancelled.' });
    expect(cancelAction(appointment('confirmed'))).toEqual({ enabled: true, reason: undefined });
  });

  it('offers Check out from the start of a confirmed visit, and says why not otherwise', () => {
    expect(checkOutAction(appointment('confirmed'), new Date('2026-11-25T09:59:59Z'))).toEqual({
      enabled: false,
      reason: 'A visit can be checked out from its start time.',
    });
    expect(checkOutAction(appointment('confirmed'), new Date(START))).toEqual({ enabled: true, reason: undefined });
    const later = new Date('2026-11-26T10:00:00Z');
    expect(checkOutAction(appointment('completed'), later)).toEqual({ enabled: false, reason: 'This visit has already been checked out.' });
    expect(checkOutAction(appointment('no_show'), later)).toMatchObject({ enabled: false, reason: 'A no-show cannot be checked out.' });
    expect(checkOutAction(appointment('reserved_unpaid'), later)).toMatchObject({ enabled: false });
  });
});

describe("the appointment forms' variant options", () => {
  it("read 'name - £price (durationMin min)', the price in pounds with pence (spec §2)", () => {
    const variant = { name: 'Full Set', durationMin: 75, price: 42.5, bufferBeforeMin: 0, bufferAfterMin: 10 };
    expect(variantOptionText(variant)).toBe('Full Set - £42.50 (75 min)');
  });
});

describe('an appointment’s parts, as its details show them (docs/decisions/0032)', () => {
  it('are the initial part, the processing part and the final part of a colour, in order', () => {
    const colour = {
      start: '2026-11-25T10:00:00.000Z',
      end: '2026-11-25T11:45:00.000Z',
      processing: { start: '2026-11-25T10:30:00.000Z', end: '2026-11-25T11:15:00.000Z' },
    };
    expect(appointmentParts(colour)).toEqual([
      { label: 'With the beautician', start: '2026-11-25T10:00:00.000Z', end: '2026-11-25T10:30:00.000Z' },
      { label: 'Processing (beautician free)', start: '2026-11-25T10:30:00.000Z', end: '2026-11-25T11:15:00.000Z' },
      { label: 'With the beautician', start: '2026-11-25T11:15:00.000Z', end: '2026-11-25T11:45:00.000Z' },
    ]);
  });

  it('are none to list without a processing part', () => {
    expect(appointmentParts(appointment('confirmed'))).toEqual([]);
  });
});

describe('a service of a visit of several in the list', () => {
  it("says 'Service 2 of 3 in one visit', and nothing for a visit of one service", () => {
    const visitId = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
    expect(visitPlace({ partOfVisit: { _id: visitId, place: 2, of: 3 } })).toBe('Service 2 of 3 in one visit');
    expect(visitPlace({ partOfVisit: null })).toBeUndefined();
  });
});

describe('a client’s confirmation by text, as the details show it (issue 27)', () => {
  it('says when, on the salon’s clock: GMT in winter, BST in summer', () => {
    expect(clientConfirmedText({ clientConfirmedAt: '2026-11-24T09:05:00.000Z' })).toBe('Client confirmed by text at 09:05 on 24 November');
    expect(clientConfirmedText({ clientConfirmedAt: '2026-06-30T23:30:00.000Z' })).toBe('Client confirmed by text at 00:30 on 1 July');
  });

  it('says nothing when the client has not confirmed by text', () => {
    expect(clientConfirmedText({ clientConfirmedAt: null })).toBeUndefined();
    expect(clientConfirmedText(appointment('confirmed'))).toBeUndefined();
  });
});
