import { cardAskOf, cardCertain, cardNotice, hasFees, policyText, type CardAsk } from '../../../core/booking/fee-policy.ts';
import { formatGBP, penceToPounds, poundsToPence } from '../../../core/money.ts';
import type { BookingTerms } from '../../../core/schemas/salon.schema.ts';

/** What the salon's no-show policy (issue 26) means for this checkout, before the customer chooses how to pay. */
export interface CheckoutPolicy {
  /** the terms with this visit's amounts; '' where the salon charges no fee */
  terms: string;
  /** that a card may be needed to book; '' where none is asked for */
  cardNotice: string;
  ask: CardAsk;
  /** any card rule: 'Pay at salon' goes through checkout, which saves a card where this client needs one */
  viaCheckout: boolean;
  /** 'Pay now' and 'Pay deposit' may keep the card they pay with */
  offerKeepCard: boolean;
  /** the card is kept whatever the customer says: why, for the ticked box; '' otherwise */
  keepCardReason: string;
}

export const NO_POLICY: CheckoutPolicy = {
  terms: '',
  cardNotice: '',
  ask: 'never',
  viaCheckout: false,
  offerKeepCard: false,
  keepCardReason: '',
};

/** The policy for a visit of this price (pounds), once the salon's terms have loaded. */
export function checkoutPolicyOf(booking: BookingTerms | undefined, price: number | undefined): CheckoutPolicy {
  if (!booking || price === undefined) return NO_POLICY;
  const policy = booking.feePolicy;
  const pricePence = poundsToPence(price);
  const ask = cardAskOf(policy, pricePence);
  const fees = hasFees(policy);
  const over = policy.cardRequiredOverPence ?? 0;
  return {
    terms: fees ? policyText(policy, pricePence, { cardOnFile: ask !== 'never' }) : '',
    cardNotice: cardNotice(policy, pricePence),
    ask,
    viaCheckout: policy.cardRequiredWhen.length > 0,
    offerKeepCard: booking.onlinePayment !== 'off' && (fees || cardCertain(ask)),
    keepCardReason:
      ask === 'always'
        ? 'The salon keeps a card for every booking.'
        : ask === 'over_amount'
          ? `The salon keeps a card for visits over ${formatGBP(penceToPounds(over))}.`
          : '',
  };
}
