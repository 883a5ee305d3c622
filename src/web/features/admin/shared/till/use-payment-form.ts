import { useState } from 'react';
import { poundsToPence } from '../../../../../core/money.ts';
import type { CheckoutRequest, VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { settleShortfall, type ShortfallChoice } from '../../../../../core/till-shortfall.ts';
import { errorMessage } from '../../../../api/client.ts';
import { newRequestId } from '../../../../lib/request-id.ts';
import { firstLine, linesPence, remainingAfter, toPayments, type PaymentLine } from './payment-lines.ts';
import { tipToRequest, type TipChoice } from './visit-bill.ts';

/**
 * The state a till form keeps while it is open: its lines (the first for the whole balance), what the rest is when
 * they fall short (a discount, or still owed), who gets the tips of a visit with several beauticians (issue 25), a
 * note, the problems to show, and one requestId for this opening, so a double click or a retry records the money once.
 * `needsPayment`: a further payment takes something, or gives up what is owed as a discount.
 */
export function usePaymentForm(money: Pick<VisitMoney, 'balance' | 'parts'>, { needsPayment = false }: { needsPayment?: boolean } = {}) {
  const { balance } = money;
  const [lines, setLines] = useState<PaymentLine[]>(() => [firstLine(balance)]);
  const [shortfall, setShortfall] = useState<ShortfallChoice>();
  const [note, setNote] = useState('');
  const [tipChoice, setTipChoice] = useState<TipChoice>('even');
  const [tipBeauticians, setTipBeauticians] = useState<string[]>([]);
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
    // Who gets the tips matters only when there are tips.
    const tips = payments.some((p) => p.tip > 0) ? tipToRequest(money, tipChoice, tipBeauticians) : {};
    if (tips.error) found.push(tips.error);
    setErrors(found);
    setFailure(undefined);
    if (found.length > 0) return undefined;
    return { requestId, payments, note: note.trim(), ...(unpaid > 0 ? { shortfall } : {}), ...(tips.tipTo ? { tipTo: tips.tipTo } : {}) };
  };
  const failed = (error: unknown) => setFailure(errorMessage(error, 'Failed to save the payment'));
  const tips = { choice: tipChoice, setChoice: setTipChoice, beauticians: tipBeauticians, setBeauticians: setTipBeauticians };
  return { lines, setLines, unpaid, shortfall, setShortfall, note, setNote, tips, errors, failure, request, failed };
}
