import { describe, expect, it } from 'vitest';
import { TEXT_KINDS } from '../../../../core/texts/text-kinds.ts';
import { orderedTextPreviews, textPreviews } from './text-previews.ts';

const salon = { name: 'Bloom', phone: '020 7946 0000', origin: 'https://bloom.example' };

describe('textPreviews', () => {
  it('names the salon and links to its own site', () => {
    const previews = textPreviews(salon);
    expect(previews.booking_confirmed).toBe(
      "Bloom: you're booked for Cut with Anna on Sat 5 December at 10:00. Manage: https://bloom.example/m/…",
    );
    expect(previews.reminder).toBe('Bloom: see you Sat 5 December at 10:00 for Cut with Anna. Reply C to confirm or R to change.');
    expect(previews.fee_requested).toBe(
      'Bloom: a fee of £22.50 is due for your missed visit on Sat 5 December at 10:00. Pay here: https://bloom.example/fee/…',
    );
  });

  it('gives the number to call about a cancellation only when the salon has one', () => {
    expect(textPreviews(salon).booking_cancelled).toBe(
      'Bloom: your visit on Sat 5 December at 10:00 is cancelled. Questions? Call 020 7946 0000.',
    );
    expect(textPreviews({ ...salon, phone: ' ' }).booking_cancelled).toBe('Bloom: your visit on Sat 5 December at 10:00 is cancelled.');
  });

  it('lists every kind, in the settings’ order', () => {
    expect(orderedTextPreviews(salon).map((p) => p.kind)).toEqual([...TEXT_KINDS]);
  });
});
