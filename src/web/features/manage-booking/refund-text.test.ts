import { describe, expect, it } from 'vitest';
import { cancelledWhatSentence, freeCancellationSentence, refundSentence } from './refund-text.ts';

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

  // Issue 40: the question named no service, so a client with a visit of several could not tell what it cancels.
  it('names every service of the visit the question cancels, and when', () => {
    const start = '2026-07-14T09:30:00.000Z';
    const part = (name: string, variantName: string) => ({
      service: { name },
      variantName,
      beautician: null,
      start,
      end: start,
      price: 10,
    });
    const visit = {
      serviceName: 'Colour',
      variantName: 'Full head',
      start,
      services: [part('Colour', 'Full head'), part('Cut', 'Standard')],
    };
    expect(cancelledWhatSentence(visit)).toBe('This cancels your Colour (Full head) and Cut (Standard) on Tuesday 14 July 2026 at 10:30.');
    expect(cancelledWhatSentence({ ...visit, services: undefined })).toBe(
      'This cancels your Colour (Full head) on Tuesday 14 July 2026 at 10:30.',
    );
  });
});
