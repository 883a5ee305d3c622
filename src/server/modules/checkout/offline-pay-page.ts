import { formatGBP, penceToPounds } from '../../../core/money.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { OFFLINE_TEST_CARDS } from '../../payments/offline-provider.ts';
import type { CardSetupRow } from '../fees/saved-cards.repository.ts';
import type { PaymentRow } from './checkout.repository.ts';
import { serviceWithBeautician } from './payment-description.ts';

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
const time = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(date);

export const DECLINED_TEXT = 'The card was declined (insufficient funds): nothing was paid. Choose another card, or cancel.';

/** What the page is about: a payment, a card to save for the no-show policy (issue 26), or a payment that keeps its card. */
export interface OfflineSessionView {
  sessionId: string;
  payment: PaymentRow | undefined;
  setup: CardSetupRow | undefined;
  appointment: AppointmentRow;
  /** the visit's services in order: the appointment alone for a visit of one service */
  services: AppointmentRow[];
  /** the declined test card was just tried: nothing was paid (issue 40) */
  declined?: boolean;
}

/**
 * The offline provider's hosted payment page: plain server-rendered HTML, no script, so it works without the
 * web app. Loudly a test: no card is asked for and no money moves. Where a card is kept, the test cards are offered,
 * each named for what charging it later does.
 */
export function offlinePayPage(
  { sessionId, payment, setup, appointment, services, declined = false }: OfflineSessionView,
  timeZone: string,
): string {
  const amount = payment ? formatGBP(penceToPounds(payment.amountPence)) : '';
  const open = payment ? payment.status === 'open' || payment.status === 'expired' : setup?.status === 'open';
  // A page that only saves a card says, when closed, that no booking was made (issue 40); a payment's, as the spec.
  const cancelUrl = `/cancel?appointmentId=${encodeURIComponent(appointment.id)}${payment ? '' : '&amp;closed=card'}`;
  const successUrl = `/success?appointmentId=${encodeURIComponent(appointment.id)}&session_id=${encodeURIComponent(sessionId)}`;
  const verb = payment ? `Pay ${amount}` : 'Save';
  const buttons = setup
    ? OFFLINE_TEST_CARDS.map(
        (card) => `<button type="submit" name="card" value="${card.behaviour}">${escapeHtml(`${verb} with ${card.label}`)}</button>`,
      ).join('\n    ')
    : `<button type="submit">${escapeHtml(verb)}</button>`;
  const actions = open
    ? `<form method="post" action="/pay/${encodeURIComponent(sessionId)}">
    ${buttons}
  </form>
       <a class="secondary" href="${cancelUrl}">Cancel</a>`
    : `<p>${payment ? 'This payment has already been made.' : 'This card has already been saved.'}</p><a href="${successUrl}">See your booking</a>`;
  const title = !payment ? 'Save a card' : appointment.paymentMode === 'deposit' ? 'Pay deposit' : 'Pay now';
  const terms = setup && appointment.policyText ? `<p>${escapeHtml(appointment.policyText)}</p>` : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment — ${escapeHtml(payment ? amount : title)}</title>
<link rel="stylesheet" href="${OFFLINE_PAY_CSS_PATH}">
</head>
<body>
<main>
  <p class="banner" role="note">Test payment — no money moves. This salon has no card payments set up.</p>
  <h1>${title}</h1>
  ${payment ? '' : '<p>Nothing is charged now: the salon keeps the card for its no-show policy.</p>'}
  <dl>
    ${whatIsPaidFor(appointment, services, timeZone)}
    <dt>When</dt><dd>${escapeHtml(when(appointment.startAt, timeZone))}</dd>
    ${payment ? `<dt>Amount</dt><dd><strong>${escapeHtml(amount)}</strong></dd>` : ''}
  </dl>
  ${terms}
  ${declined && open ? `<p role="alert">${DECLINED_TEXT}</p>` : ''}
  ${actions}
</main>
</body>
</html>`;
}

/**
 * One service: its name and option, and its beautician, as the page always said. A visit of several (issue 40): each
 * service at its time with who does it, as its e-mails list them, so the customer sees all they pay for.
 */
function whatIsPaidFor(appointment: AppointmentRow, services: readonly AppointmentRow[], timeZone: string): string {
  if (services.length <= 1)
    return `<dt>Service</dt><dd>${escapeHtml(`${appointment.serviceName} — ${appointment.variantName}`)}</dd>
    <dt>Beautician</dt><dd>${escapeHtml(appointment.beauticianName)}</dd>`;
  return services
    .map((part) => `<dt>${escapeHtml(time(part.startAt, timeZone))}</dt><dd>${escapeHtml(serviceWithBeautician(part))}</dd>`)
    .join('\n    ');
}
