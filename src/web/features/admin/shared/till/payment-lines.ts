import { penceToPounds, poundsToPence } from '../../../../../core/money.ts';
import { MAX_TILL_PAYMENTS, type TillPayment } from '../../../../../core/schemas/till.schema.ts';
import type { TillMethod } from '../../../../../core/till.ts';

/** One payment line as staff type it: amounts stay text until sent, so a half-typed '12.' is not rewritten. */
export interface PaymentLine {
  key: number;
  method: TillMethod;
  amount: string;
  tip: string;
}

/** As many lines as one till request may carry. */
export const MAX_LINES = MAX_TILL_PAYMENTS;

const POUNDS = /^\d{1,6}(\.\d{1,2})?$/;

/** '12.5' → 12.5, '' → 0, anything else (letters, 3 decimals, a minus) → undefined. A leading £ is allowed. */
export function parsePounds(text: string): number | undefined {
  const trimmed = text.trim().replace(/^£/, '');
  if (trimmed === '') return 0;
  return POUNDS.test(trimmed) ? Number(trimmed) : undefined;
}

const amountText = (pounds: number) => (pounds > 0 ? pounds.toFixed(2) : '');

/** The lines' amounts in pence, tips apart (a line not yet readable counts nothing). */
export const linesPence = (lines: readonly PaymentLine[]): number =>
  lines.reduce((sum, line) => sum + poundsToPence(parsePounds(line.amount) ?? 0), 0);

/** What is left of the balance after the lines' amounts (tips apart): negative when more is taken than is due. */
export function remainingAfter(balance: number, lines: readonly PaymentLine[]): number {
  return penceToPounds(poundsToPence(balance) - linesPence(lines));
}

/** The first line: by card, for the whole balance (nothing when it is already paid). */
export const firstLine = (balance: number): PaymentLine => ({ key: 0, method: 'card', amount: amountText(balance), tip: '' });

/** '+ Add payment': a new line for what remains, so a split needs one amount changed. */
export function addLine(balance: number, lines: readonly PaymentLine[]): PaymentLine[] {
  const key = Math.max(-1, ...lines.map((l) => l.key)) + 1;
  return [...lines, { key, method: 'cash', amount: amountText(remainingAfter(balance, lines)), tip: '' }];
}

/**
 * The payments to send, or the problems to show. Lines left empty (no amount, no tip) are dropped: a visit paid in
 * full online is checked out with none.
 */
export function toPayments(lines: readonly PaymentLine[]): { payments: TillPayment[]; errors: string[] } {
  const payments: TillPayment[] = [];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    const amount = parsePounds(line.amount);
    const tip = parsePounds(line.tip);
    const name = lines.length > 1 ? `Payment ${i + 1}: ` : '';
    if (amount === undefined) errors.push(`${name}Amount must be in pounds and pence, e.g. 12.50.`);
    if (tip === undefined) errors.push(`${name}Tip must be in pounds and pence, e.g. 2.00.`);
    if (amount === undefined || tip === undefined || (amount === 0 && tip === 0)) return;
    payments.push({ method: line.method, amount, tip });
  });
  return { payments, errors };
}
