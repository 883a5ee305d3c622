import { describe, expect, it } from 'vitest';
import type { LateFeePreview } from '../../../core/schemas/fee.schema.ts';
import { cardText, lateFeePreviewSentence, lateFeeResultSentence } from './late-fee-text.ts';

const preview = (over: Partial<LateFeePreview> = {}): LateFeePreview => ({
  fee: 27.5,
  kept: 10,
  charge: 17.5,
  card: { brand: 'visa', last4: '4242' },
  ...over,
});

describe('what a client is told about a late-cancellation fee before cancelling', () => {
  it('says what already paid counts towards it and what goes on the saved card', () => {
    expect(lateFeePreviewSentence(preview(), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies. £10.00 you have already paid counts towards it, and £17.50 will be charged to your Visa ending 4242.',
    );
  });

  it('leaves out what was already paid when nothing counts towards it', () => {
    expect(lateFeePreviewSentence(preview({ kept: 0, charge: 27.5 }), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies. £27.50 will be charged to your Visa ending 4242.',
    );
  });

  it('without a saved card, says the salon may ask for it', () => {
    expect(lateFeePreviewSentence(preview({ kept: 0, charge: 27.5, card: null }), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies; the salon may ask you to pay £27.50.',
    );
    expect(lateFeePreviewSentence(preview({ card: null }), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies. £10.00 you have already paid counts towards it, and the salon may ask you to pay £17.50.',
    );
  });

  it('says when what was already paid covers it', () => {
    expect(lateFeePreviewSentence(preview({ kept: 27.5, charge: 0 }), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies, covered by what you have already paid.',
    );
    expect(lateFeePreviewSentence(preview({ kept: 27.5, charge: 0, card: null }), 24)).toBe(
      'Cancelling now is less than 24 hours before, so outside free cancellation: a late-cancellation fee of £27.50 applies, covered by what you have already paid.',
    );
  });

  it.each([
    { card: { brand: 'visa', last4: '4242' }, text: 'Visa ending 4242' },
    { card: { brand: 'mastercard', last4: '4444' }, text: 'Mastercard ending 4444' },
    { card: { brand: 'amex', last4: '0005' }, text: 'American Express ending 0005' },
    { card: { brand: 'discover', last4: '1117' }, text: 'Discover ending 1117' },
    { card: { brand: 'link', last4: '' }, text: 'Link' },
    { card: { brand: '', last4: '' }, text: 'Card' },
  ])('names a $card.brand card "$text"', ({ card, text }) => {
    expect(cardText(card)).toBe(text);
  });
});

describe('what a client is told about a late-cancellation fee after cancelling', () => {
  it.each([
    { status: 'paid', text: 'A late-cancellation fee of £17.50 was charged to your card.' },
    {
      status: 'requested',
      text: 'Your bank needs you to confirm the £17.50 late-cancellation fee: we have e-mailed you a link to pay it.',
    },
    { status: 'failed', text: 'Your card was declined for the £17.50 late-cancellation fee: we have e-mailed you a link to pay it.' },
    { status: 'charging', text: 'The £17.50 late-cancellation fee is being charged.' },
  ] as const)('$status reads "$text"', ({ status, text }) => {
    expect(lateFeeResultSentence({ charge: 17.5, status })).toBe(text);
  });
});
