import { describe, expect, it } from 'vitest';
import { freeCancellationSentence, refundSentence } from './refund-text.ts';

describe('what a client is told about the money when cancelling', () => {
  it.each([
    { figures: { refundAmount: 1200, amountPaid: 1200 }, text: 'You will be refunded £12.00.' },
    { figures: { refundAmount: 4550, amountPaid: 6000 }, text: 'You will be refunded £45.50.' },
    { figures: { refundAmount: 0, amountPaid: 1200 }, text: "No refund is due under the salon's cancellation policy." },
    { figures: { refundAmount: 0, amountPaid: 0 }, text: 'Nothing has been paid, so there is nothing to refund.' },
  ])('$figures.refundAmount p back of $figures.amountPaid p paid reads "$text"', ({ figures, text }) => {
    expect(refundSentence(figures)).toBe(text);
  });

  it('names the free-cancellation window in hours, singular or plural', () => {
    expect(freeCancellationSentence(24)).toBe('Cancelling at least 24 hours before the appointment gets back everything you have paid.');
    expect(freeCancellationSentence(1)).toBe('Cancelling at least 1 hour before the appointment gets back everything you have paid.');
  });
});
