import { describe, expect, it } from 'vitest';
import { TEXT_KINDS } from '../../../../core/texts/text-kinds.ts';
import { orderedTextPreviews } from './text-previews.ts';

const salon = { name: 'Bloom', phone: '020 7946 0000', origin: 'https://bloom.example' };
const preview = (kind: string, of = salon) => orderedTextPreviews(of).find((p) => p.kind === kind)!;

describe('the settings’ text previews', () => {
  it('names the salon and links to its own site', () => {
    expect(preview('booking_confirmed').text).toBe('Bloom: booked Cut with Anna, Sat 5 Dec 10:00. Manage: https://bloom.example/m/…');
    expect(preview('reminder').text).toBe('Bloom: see you Sat 5 Dec 10:00 for Cut with Anna. Reply C to confirm, R to change.');
    expect(preview('fee_requested').text).toBe(
      'Bloom: a fee of £22.50 is due for your missed visit on Sat 5 Dec 10:00. Pay here: https://bloom.example/fee/…',
    );
  });

  it('gives the number to call about a cancellation only when the salon has one', () => {
    expect(preview('booking_cancelled').text).toBe('Bloom: your visit on Sat 5 Dec 10:00 is cancelled. Questions? Call 020 7946 0000.');
    expect(preview('booking_cancelled', { ...salon, phone: ' ' }).text).toBe('Bloom: your visit on Sat 5 Dec 10:00 is cancelled.');
  });

  it('counts each text’s segments as its real link makes it, a curly apostrophe in the name costing nothing', () => {
    const long = { name: 'Willow’s Hair & Beauty', phone: '020 7946 0000', origin: 'https://book.willow-salon.co.uk' };
    expect(preview('booking_confirmed', long)).toMatchObject({ segments: 1 });
    expect(preview('booking_confirmed', long).text).toMatch(/^Willow's Hair & Beauty: /);
    expect(preview('reminder', long).segments).toBe(1);
  });

  it('lists every kind, in the settings’ order', () => {
    expect(orderedTextPreviews(salon).map((p) => p.kind)).toEqual([...TEXT_KINDS]);
  });
});
