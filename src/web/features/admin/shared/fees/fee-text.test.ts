import { describe, expect, it } from 'vitest';
import type { FeeView } from '../../../../../core/schemas/fee.schema.ts';
import { cardLine, feeActions, feeQuoteText, feeStatusLines, mayHaveFee } from './fee-text.ts';

// A £55.00 visit missed, 50% fee, nothing paid before, a Visa saved.
const fee = (over: Partial<FeeView> = {}): FeeView => ({
  kind: 'no_show',
  percent: 50,
  fee: 27.5,
  kept: 0,
  charge: 27.5,
  status: 'none',
  failure: '',
  waiveReason: null,
  card: { brand: 'visa', last4: '4242' },
  paidAt: null,
  refunded: 0,
  testMoney: false,
  ownerOnly: false,
  ...over,
});

describe('the fee as staff read it', () => {
  it('is asked for on no-shows and cancellations, not on lapsed holds or live visits', () => {
    expect(mayHaveFee('no_show')).toBe(true);
    expect(mayHaveFee('cancelled_no_refund')).toBe(true);
    expect(mayHaveFee('cancelled_full_refund')).toBe(true);
    expect(mayHaveFee('cancelled_expired')).toBe(false);
    expect(mayHaveFee('confirmed')).toBe(false);
  });

  it('says what an undecided fee is, with what was already paid counted towards it', () => {
    expect(feeQuoteText(fee(), 55)).toBe('No-show fee: £27.50 (50% of £55.00)');
    expect(feeQuoteText(fee({ kept: 11, charge: 16.5 }), 55)).toBe('No-show fee: £16.50 (50% of £55.00, less £11.00 already paid)');
    expect(feeQuoteText(fee({ kind: 'late_cancellation', percent: 20, fee: 11, charge: 11 }))).toBe(
      "Late-cancellation fee: £11.00 (20% of the visit's price)",
    );
    expect(feeQuoteText(fee({ kept: 30, charge: 0 }), 55)).toBe(
      'No-show fee: £27.50 (50% of £55.00). What the client has already paid covers it: there is nothing more to charge.',
    );
  });

  it('names the card the fee would go on, or the e-mailed link', () => {
    expect(cardLine(fee())).toBe('Visa ending 4242');
    expect(cardLine(fee({ card: { brand: 'amex', last4: '0005' } }))).toBe('American Express ending 0005');
    expect(cardLine(fee({ card: { brand: 'link', last4: '' } }))).toBe('Link');
    expect(cardLine(fee({ card: null }))).toBe('No card saved: the client will be e-mailed a link to pay');
  });

  it('says where a decided fee stands', () => {
    expect(feeStatusLines(fee())).toEqual([]);
    expect(feeStatusLines(fee({ status: 'charging' }))).toEqual(['Charging…']);
    expect(feeStatusLines(fee({ status: 'paid' }))).toEqual(['Fee of £27.50 paid']);
    expect(feeStatusLines(fee({ status: 'requested' }))).toEqual(['Fee requested: the client was e-mailed a link to pay £27.50']);
    expect(feeStatusLines(fee({ status: 'requested', failure: 'The bank asks the client to authenticate' }))).toEqual([
      'Fee requested: the client was e-mailed a link to pay £27.50',
      'The bank asks the client to authenticate.',
    ]);
    expect(feeStatusLines(fee({ status: 'failed', failure: 'Your card has insufficient funds.' }))).toEqual([
      'Card declined: Your card has insufficient funds. The client was e-mailed a link to pay.',
    ]);
    expect(feeStatusLines(fee({ status: 'failed' }))).toEqual(['Card declined. The client was e-mailed a link to pay.']);
    expect(feeStatusLines(fee({ status: 'waived', waiveReason: 'Family emergency' }))).toEqual(['Fee waived: Family emergency']);
    expect(feeStatusLines(fee({ status: 'refunded', refunded: 27.5 }))).toEqual(['Fee of £27.50 refunded']);
  });

  it('offers charging and waiving until it is decided, waiving while the client is asked, trying a declined card again, and refunding once paid', () => {
    expect(feeActions(fee())).toEqual({ charge: true, waive: true, refund: false });
    expect(feeActions(fee({ kept: 30, charge: 0 }))).toEqual({ charge: false, waive: false, refund: false });
    expect(feeActions(fee({ status: 'charging' }))).toEqual({ charge: true, waive: false, refund: false });
    expect(feeActions(fee({ status: 'requested' }))).toEqual({ charge: false, waive: true, refund: false });
    // Issue 40: a declined card can be tried again (the client may have saved another), not only waived.
    expect(feeActions(fee({ status: 'failed' }))).toEqual({ charge: true, waive: true, refund: false });
    expect(feeActions(fee({ status: 'failed', ownerOnly: true }), 'reception')).toEqual({ charge: false, waive: true, refund: false });
    expect(feeActions(fee({ status: 'paid' }))).toEqual({ charge: false, waive: false, refund: true });
    expect(feeActions(fee({ status: 'waived' }))).toEqual({ charge: false, waive: false, refund: false });
    expect(feeActions(fee({ status: 'refunded' }))).toEqual({ charge: false, waive: false, refund: false });
  });
});
