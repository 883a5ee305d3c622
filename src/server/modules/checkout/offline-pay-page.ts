import { formatGBP, penceToPounds } from '../../../core/money.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { PaymentRow } from './checkout.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's styles, served as a file: the Content-Security-Policy allows no inline style (docs/decisions/0016). */
export const OFFLINE_PAY_CSS_PATH = '/pay/assets/offline-pay.css';
export const OFFLINE_PAY_CSS = `  body { font-family: system-ui, sans-serif; background: #f5f5f4; color: #1c1917; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 1rem; padding: 2rem; box-shadow: 0 1px 3px #0002; }
  .banner { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; border-radius: .5rem; padding: .75rem 1rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; } dt { color: #57534e; } dd { margin: 0; text-align: right; }
  button, a { display: block; width: 100%; box-sizing: border-box; text-align: center; padding: .75rem; border-radius: .5rem; font-size: 1rem; margin-top: .75rem; }
  button { background: #1c1917; color: #fff; border: 0; cursor: pointer; } a { color: #1c1917; border: 1px solid #d6d3d1; text-decoration: none; }
`;

const when = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);

/**
 * The offline provider's hosted payment page: plain server-rendered HTML, no script, so it works without the
 * web app. Loudly a test: no card is asked for and no money moves.
 */
export function offlinePayPage(payment: PaymentRow, appointment: AppointmentRow, timeZone: string): string {
  const amount = formatGBP(penceToPounds(payment.amountPence));
  const isDeposit = appointment.paymentMode === 'deposit';
  const open = payment.status === 'open' || payment.status === 'expired';
  const cancelUrl = `/cancel?appointmentId=${encodeURIComponent(appointment.id)}`;
  const successUrl = `/success?appointmentId=${encodeURIComponent(appointment.id)}&session_id=${encodeURIComponent(payment.sessionId)}`;
  const actions = open
    ? `<form method="post" action="/pay/${encodeURIComponent(payment.sessionId)}"><button type="submit">Pay ${amount}</button></form>
       <a class="secondary" href="${cancelUrl}">Cancel</a>`
    : `<p>This payment has already been made.</p><a href="${successUrl}">See your booking</a>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment — ${escapeHtml(amount)}</title>
<link rel="stylesheet" href="${OFFLINE_PAY_CSS_PATH}">
</head>
<body>
<main>
  <p class="banner" role="note">Test payment — no money moves. This salon has no card payments set up.</p>
  <h1>${isDeposit ? 'Pay deposit' : 'Pay now'}</h1>
  <dl>
    <dt>Service</dt><dd>${escapeHtml(`${appointment.serviceName} — ${appointment.variantName}`)}</dd>
    <dt>Beautician</dt><dd>${escapeHtml(appointment.beauticianName)}</dd>
    <dt>When</dt><dd>${escapeHtml(when(appointment.startAt, timeZone))}</dd>
    <dt>Amount</dt><dd><strong>${escapeHtml(amount)}</strong></dd>
  </dl>
  ${actions}
</main>
</body>
</html>`;
}
