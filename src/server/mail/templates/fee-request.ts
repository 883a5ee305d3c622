import type { FeeKind } from '../../../core/booking/fee-policy.ts';
import { formatMailStart, formatPence } from '../format.ts';
import type { RenderedMail } from './mail-context.ts';
import { mailPage } from './render.ts';

export interface FeeRequest {
  clientName: string;
  salonName: string;
  timeZone: string;
  kind: FeeKind;
  /** the visit's services, e.g. 'Cut (Standard)' */
  what: string;
  start: Date;
  chargePence: number;
  /** why the client is asked: the bank wants them to authenticate it, the card was declined, or no card was saved */
  why: 'authenticate' | 'declined' | 'no_card';
  link: string;
  /** charged in test money: nothing real moves */
  testMoney: boolean;
}

const WHY: Record<FeeRequest['why'], string> = {
  authenticate: 'Your bank asked for you to confirm this payment yourself, so we have not taken it from your card.',
  declined: 'We tried the card you saved with us, but it was declined.',
  no_card: 'You can pay it securely online.',
};

/** The e-mail asking a client to pay a no-show or late-cancellation fee themselves (issue 26, docs/decisions/0034). */
export function renderFeeRequest(fee: FeeRequest): RenderedMail {
  const amount = formatPence(fee.chargePence);
  const heading = `${fee.kind === 'no_show' ? 'Missed appointment' : 'Late cancellation'} fee of ${amount}`;
  const when = formatMailStart(fee.start, fee.timeZone);
  const paragraphs = [
    `Hello ${fee.clientName},`,
    fee.kind === 'no_show'
      ? `We missed you at your ${fee.what} appointment on ${when}. As our booking policy says, a fee of ${amount} is due.`
      : `Your ${fee.what} appointment on ${when} was cancelled inside our cancellation window. As our booking policy says, a fee of ${amount} is due.`,
    WHY[fee.why],
    ...(fee.testMoney ? ['This is a test payment: nothing will be charged.'] : []),
    `If you think this is a mistake, please reply or call us.`,
  ];
  const text = `${[heading, '', ...paragraphs, '', `Pay the fee: ${fee.link}`, '', fee.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: fee.link, label: `Pay ${amount}` }, footer: fee.salonName });
  return { subject: `${fee.salonName}: ${heading.charAt(0).toLowerCase()}${heading.slice(1)}`, text, html };
}
