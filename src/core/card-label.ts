/** How card brands are written, as payment providers name them in lower case. */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/**
 * A saved card as a client or staff may be shown it (issue 26), e.g. 'Visa ending 4242': the brand and the last four
 * digits, never more. One wording for the back office, the manage link and the client record.
 */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = BRAND_NAMES[card.brand] ?? (card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card');
  return card.last4 ? `${brand} ending ${card.last4}` : brand;
}
