import { describe, expect, it } from 'vitest';
import { addLine, firstLine, linesPence, parsePounds, remainingAfter, toPayments, type PaymentLine } from './payment-lines.ts';

const line = (over: Partial<PaymentLine>): PaymentLine => ({ key: 0, method: 'card', amount: '', tip: '', ...over });

describe('payment lines at the till', () => {
  it('reads pounds as staff type them, and refuses what is not money', () => {
    expect(parsePounds('12.5')).toBe(12.5);
    expect(parsePounds(' £45 ')).toBe(45);
    expect(parsePounds('')).toBe(0);
    for (const bad of ['-3', '1.234', 'ten', '1e3', '12,50']) expect(parsePounds(bad)).toBeUndefined();
  });

  it('starts with the whole balance by card, and an empty line when nothing is due', () => {
    expect(firstLine(45)).toEqual(line({ amount: '45.00' }));
    expect(firstLine(0).amount).toBe('');
    expect(firstLine(-5).amount).toBe('');
  });

  it('adds up the amounts in pence, tips apart, a half-typed line counting nothing (what the shortfall rule is given)', () => {
    expect(linesPence([line({ amount: '30.10', tip: '2' }), line({ key: 1, amount: '9.90' }), line({ key: 2, amount: '1.2.3' })])).toBe(
      4000,
    );
  });

  it('offers what remains on a new line, and counts the remainder in pence', () => {
    const lines = [line({ amount: '30.10' })];
    expect(remainingAfter(45.2, lines)).toBe(15.1);
    const split = addLine(45.2, lines);
    expect(split[1]).toEqual({ key: 1, method: 'cash', amount: '15.10', tip: '' });
    expect(remainingAfter(45.2, split)).toBe(0);
    // More than is due (an extra): the remainder goes below zero, and a further line starts empty.
    expect(remainingAfter(45, [line({ amount: '50' })])).toBe(-5);
    expect(addLine(45, [line({ amount: '50' })])[1]!.amount).toBe('');
  });

  it('sends the lines with an amount or a tip, and names the line of each problem', () => {
    expect(toPayments([line({ amount: '30' }), line({ key: 1, method: 'cash', amount: '15', tip: '5' }), line({ key: 2 })])).toEqual({
      payments: [
        { method: 'card', amount: 30, tip: 0 },
        { method: 'cash', amount: 15, tip: 5 },
      ],
      errors: [],
    });
    expect(toPayments([line({ amount: '' })])).toEqual({ payments: [], errors: [] });
    expect(toPayments([line({ amount: 'abc' }), line({ key: 1, tip: '1.999' })]).errors).toEqual([
      'Payment 1: Amount must be in pounds and pence, e.g. 12.50.',
      'Payment 2: Tip must be in pounds and pence, e.g. 2.00.',
    ]);
  });
});
