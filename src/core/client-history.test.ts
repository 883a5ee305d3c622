import { describe, expect, it } from 'vitest';
import { clientTotals, consentAfter, groupByVisit, isUpcoming } from './client-history.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const money = { pricePence: 4500, amountPaidPence: 0, refundedPence: 0, salonTakenPence: 0, discountPence: 0 };

describe('a client’s history', () => {
  it('counts only what was taken and kept, and names no-shows and cancellations, leaving lapsed holds out', () => {
    const totals = clientTotals([
      { ...money, visitId: 'v1', status: 'completed', amountPaidPence: 4500 },
      { ...money, visitId: 'v2', status: 'completed', salonTakenPence: 3000, discountPence: 1500 },
      { ...money, visitId: 'v3', status: 'no_show', amountPaidPence: 1000 },
      { ...money, visitId: 'v4', status: 'cancelled_partial_refund', amountPaidPence: 4500, refundedPence: 2250 },
      { ...money, visitId: 'v5', status: 'cancelled_expired' },
      { ...money, visitId: 'v6', status: 'confirmed' },
    ]);
    expect(totals).toEqual({ spentPence: 4500 + 3000 + 1000 + 2250, owedPence: 0, noShows: 1, cancellations: 1 });
  });

  it('counts a visit of several services as one no-show and one cancellation, its money over every service', () => {
    const totals = clientTotals([
      { ...money, visitId: 'colour-and-cut', status: 'no_show', amountPaidPence: 1000 },
      { ...money, visitId: 'colour-and-cut', status: 'no_show', amountPaidPence: 500 },
      { ...money, visitId: 'facial-and-brows', status: 'cancelled_no_refund', amountPaidPence: 900 },
      { ...money, visitId: 'facial-and-brows', status: 'cancelled_no_refund', amountPaidPence: 300 },
    ]);
    expect(totals).toEqual({ spentPence: 1000 + 500 + 900 + 300, owedPence: 0, noShows: 1, cancellations: 1 });
  });

  it('adds up what checked-out visits still owe: not a discount, not a visit still to check out, not a no-show', () => {
    const totals = clientTotals([
      { ...money, visitId: 'v7', status: 'completed', salonTakenPence: 4000 },
      { ...money, visitId: 'v8', status: 'completed', amountPaidPence: 1000, salonTakenPence: 2000, discountPence: 500 },
      { ...money, visitId: 'v9', status: 'completed', salonTakenPence: 3000, discountPence: 1500 },
      { ...money, visitId: 'v10', status: 'confirmed', amountPaidPence: 1000 },
      { ...money, visitId: 'v11', status: 'no_show' },
    ]);
    expect(totals).toMatchObject({ spentPence: 4000 + 3000 + 3000 + 1000, owedPence: 500 + 1000 });
  });

  it('reads the services booked together as one visit, in the order they happen, each visit where it begins', () => {
    const parts = [
      { id: 'colour', visitId: 'colour' },
      { id: 'nails', visitId: 'nails' },
      { id: 'cut', visitId: 'colour' },
      { id: 'brows', visitId: 'colour' },
    ];
    expect(groupByVisit(parts).map((visit) => visit.map((p) => p.id))).toEqual([['colour', 'cut', 'brows'], ['nails']]);
  });

  it('calls a live visit upcoming until it starts', () => {
    expect(isUpcoming({ status: 'confirmed', startAt: NOW }, NOW)).toBe(true);
    expect(isUpcoming({ status: 'reserved_unpaid', startAt: new Date('2026-11-24T09:00:00Z') }, NOW)).toBe(true);
    expect(isUpcoming({ status: 'confirmed', startAt: new Date('2026-11-23T11:59:00Z') }, NOW)).toBe(false);
    expect(isUpcoming({ status: 'cancelled_full_refund', startAt: new Date('2026-11-24T09:00:00Z') }, NOW)).toBe(false);
  });

  it('keeps the date consent was first given, and clears it when withdrawn', () => {
    const given = new Date('2026-01-05T10:00:00Z');
    expect(consentAfter(null, true, NOW)).toEqual(NOW);
    expect(consentAfter(given, true, NOW)).toEqual(given);
    expect(consentAfter(given, false, NOW)).toBeNull();
    expect(consentAfter(given, undefined, NOW)).toEqual(given);
  });
});
