import { describe, expect, it } from 'vitest';
import { cancelledPageText } from './cancelled-text.ts';

describe('what /cancel says', () => {
  it('keeps the spec’s words for a payment page left unpaid', () => {
    expect(cancelledPageText(null)).toEqual({
      title: 'Payment Canceled',
      text: 'Your payment was canceled. Your reserved slot may expire if not completed soon.',
    });
  });

  // Issue 40: backing out of the card page said a payment was cancelled and a slot might expire; nothing was booked.
  it('says the booking was not made when the card page was closed', () => {
    expect(cancelledPageText('card')).toEqual({
      title: 'Booking not made',
      text: 'You closed the card page, so your booking was not made and nothing was charged. Go back to checkout to book again.',
    });
  });
});
