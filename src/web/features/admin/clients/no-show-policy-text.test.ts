import { describe, expect, it } from 'vitest';
import type { ClientFee } from '../../../../core/schemas/client-profile.schema.ts';
import { cardRuleLabel, feeLine, feeStatusText, missesText, savedCardText } from './no-show-policy-text.ts';

const fee = (over: Partial<ClientFee> = {}): ClientFee => ({
  visitId: '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c',
  kind: 'no_show',
  status: 'paid',
  charge: 22.5,
  createdAt: '2026-11-16T12:00:00.000Z',
  waiveReason: null,
  ...over,
});

describe('a client’s no-show policy as staff read it', () => {
  it('names the saved card by brand and last four, with the day it was saved in the salon', () => {
    expect(savedCardText({ brand: 'visa', last4: '4242', savedAt: '2026-11-23T23:30:00.000Z', testMoney: true })).toBe(
      'Card saved: Visa ending 4242 (saved 23 Nov 2026)',
    );
    // Summer time: 23:30 UTC is the next day in London.
    expect(savedCardText({ brand: 'mastercard', last4: '4444', savedAt: '2026-06-01T23:30:00.000Z', testMoney: false })).toBe(
      'Card saved: Mastercard ending 4444 (saved 2 Jun 2026)',
    );
    expect(savedCardText(null)).toBe('No card saved');
  });

  it('counts the misses', () => {
    expect(missesText({ noShows: 1, lateCancellations: 0 })).toBe('No-shows: 1 · Late cancellations: 0');
  });

  it('says where each fee stands', () => {
    expect(feeLine(fee())).toBe('No-show fee, £22.50, paid, 16 Nov 2026');
    expect(feeStatusText(fee({ status: 'requested' }))).toBe('requested');
    expect(feeStatusText(fee({ status: 'failed' }))).toBe('card declined');
    expect(feeStatusText(fee({ status: 'waived', waiveReason: 'Family emergency' }))).toBe('waived: Family emergency');
    expect(feeStatusText(fee({ status: 'refunded' }))).toBe('refunded');
    expect(feeLine(fee({ kind: 'late_cancellation', charge: 9, status: 'charging' }))).toBe(
      'Late cancellation fee, £9.00, charging, 16 Nov 2026',
    );
  });

  it('names the card rules', () => {
    expect(cardRuleLabel('policy')).toBe("As the salon's policy says");
    expect(cardRuleLabel('require')).toBe('Always ask for a card');
    expect(cardRuleLabel('waive')).toBe('Never ask for a card');
  });
});
