import { useState } from 'react';
import { poundsToPence } from '../../../../../core/money.ts';
import type { CheckoutRequest } from '../../../../../core/schemas/till.schema.ts';
import { settleShortfall, type ShortfallChoice } from '../../../../../core/till-shortfall.ts';
import { errorMessage } from '../../../../api/client.ts';
import { newRequestId } from '../../../../lib/request-id.ts';
import { firstLine, linesPence, remainingAfter, toPayments, type PaymentLine } from './payment-lines.ts';

/**
 * The state a till form keeps while it is open: its lines (the first for the whole balance), what the rest is when
 * they fall short (a discount, or still owed), a note, the problems to show, and one requestId for this opening, so a
 * double click or a retry records the money once. `needsPayment`: a further payment takes something, or gives up
 * what is owed as a discount.
 */
export function usePaymentForm(balance: number, { needsPayment = false }: { needsPayment?: boolean } = {}) {
  const [lines, setLines] = useState<PaymentLine[]>(() => [firstLine(balance)]);
  const [shortfall, setShortfall] = useState<ShortfallChoice>();
  const [note, setNote] = useState('');
  const [requestId] = useState(newRequestId);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const unpaid = Math.max(0, remainingAfter(balance, lines));

  /** The request to send, or undefined after showing why it cannot be sent. */
  const request = (): CheckoutRequest | undefined => {
    const { payments, errors: found } = toPayments(lines);
    // The server's own rule (core/till-shortfall.ts): a short request says what the rest is.
    const settled = settleShortfall(poundsToPence(balance), linesPence(lines), shortfall);
    if (!settled.ok) found.push(settled.message);
    else if (needsPayment && payments.length === 0 && settled.discountPence === 0) found.push('Enter a payment.');
    setErrors(found);
    setFailure(undefined);
    return found.length > 0 ? undefined : { requestId, payments, note: note.trim(), ...(unpaid > 0 ? { shortfall } : {}) };
  };
  const failed = (error: unknown) => setFailure(errorMessage(error, 'Failed to save the payment'));
  return { lines, setLines, unpaid, shortfall, setShortfall, note, setNote, errors, failure, request, failed };
}
