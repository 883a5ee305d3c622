import { describe, expect, it } from 'vitest';
import type { BookingTerms } from '../../../core/schemas/salon.schema.ts';
import { checkoutPolicyOf, NO_POLICY } from './checkout-policy.ts';

const BOOKING: BookingTerms = {
  onlinePayment: 'test',
  depositPercent: 20,
  minNoticeMinutes: 0,
  maxVisitServices: 3,
  visitCategoryOrder: [],
  waitlist: true,
  feePolicy: {
    cardRequiredWhen: [],
    cardRequiredOverPence: null,
    noShowFeePercent: 50,
    lateCancellationFeePercent: 20,
    freeCancellationHours: 24,
  },
};
const withPolicy = (feePolicy: Partial<BookingTerms['feePolicy']>, onlinePayment: BookingTerms['onlinePayment'] = 'test') => ({
  ...BOOKING,
  onlinePayment,
  feePolicy: { ...BOOKING.feePolicy, ...feePolicy },
});

describe('the checkout and the no-show policy', () => {
  it('changes nothing until the salon is known, or where it has no fee and no card rule', () => {
    expect(checkoutPolicyOf(undefined, 45)).toEqual(NO_POLICY);
    expect(checkoutPolicyOf(withPolicy({ noShowFeePercent: 0, lateCancellationFeePercent: 0 }), 45)).toEqual(NO_POLICY);
  });

  it('shows the terms with the visit’s amounts, and offers to keep the card paying online', () => {
    const policy = checkoutPolicyOf(BOOKING, 45);
    expect(policy.terms).toBe(
      'If you cancel less than 24 hours before, we may charge £9.00 of the £45.00 price; if you do not come, £22.50. Any deposit you have paid counts towards it. Cancelling earlier costs nothing.',
    );
    expect(policy).toMatchObject({ cardNotice: '', viaCheckout: false, offerKeepCard: true, keepCardReason: '' });
    expect(checkoutPolicyOf(withPolicy({}, 'off'), 45).offerKeepCard).toBe(false);
  });

  it('sends paying at the salon through checkout with any card rule, and says when the card is certain', () => {
    const newClients = checkoutPolicyOf(withPolicy({ cardRequiredWhen: ['new_clients'] }), 45);
    expect(newClients).toMatchObject({ ask: 'some_clients', viaCheckout: true, keepCardReason: '' });
    expect(newClients.cardNotice).toMatch(/^New clients save a card/);
    expect(newClients.terms).toMatch(/We keep your card with our payment provider/);
    const over = withPolicy({ cardRequiredWhen: ['over_amount'], cardRequiredOverPence: 8000 });
    expect(checkoutPolicyOf(over, 80)).toMatchObject({ ask: 'never', cardNotice: '', viaCheckout: true });
    expect(checkoutPolicyOf(over, 80.01)).toMatchObject({
      ask: 'over_amount',
      keepCardReason: 'The salon keeps a card for visits over £80.00.',
    });
    expect(checkoutPolicyOf(withPolicy({ cardRequiredWhen: ['always'] }), 45).keepCardReason).toBe(
      'The salon keeps a card for every booking.',
    );
  });
});
