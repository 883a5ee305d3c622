import { useState } from 'react';
import type { TillPayment } from '../../../../core/schemas/till.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { firstLine, toPayments, type PaymentLine } from './payment-lines.ts';

/**
 * The state a till form keeps while it is open: its lines (the first for the whole balance), a note, the problems
 * to show, and one requestId for this opening, so a double click or a retry records the money once.
 */
export function usePaymentForm(balance: number) {
  const [lines, setLines] = useState<PaymentLine[]>(() => [firstLine(balance)]);
  const [note, setNote] = useState('');
  const [requestId] = useState(newRequestId);
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();

  /** The request to send, or undefined after showing why it cannot be sent. */
  const request = (): { requestId: string; payments: TillPayment[]; note: string } | undefined => {
    const { payments, errors: found } = toPayments(lines);
    setErrors(found);
    setFailure(undefined);
    return found.length > 0 ? undefined : { requestId, payments, note: note.trim() };
  };
  const failed = (error: unknown) => setFailure(errorMessage(error, 'Failed to save the payment'));
  return { lines, setLines, note, setNote, errors, failure, request, failed };
}
