import { formatMailStart, formatMailTime, formatPence } from '../format.ts';
import type { RenderedMail } from './mail-context.ts';
import { mailPage } from './render.ts';

// The waitlist's e-mails (issue 28, docs/decisions/0036): joining, with the link to leave; and an offer of a freed time.

export interface WaitlistJoined {
  clientName: string;
  salonName: string;
  /** what they wait for, e.g. 'Cut (Short) with any beautician' */
  services: string[];
  /** the windows in words, e.g. 'Saturday 5 December, 09:00 to 13:00' */
  windows: string[];
  leaveLink: string;
}

export function renderWaitlistJoined(w: WaitlistJoined): RenderedMail {
  const heading = "You're on the waitlist";
  const paragraphs = [
    `Hello ${w.clientName},`,
    `You're on our waitlist for ${w.services.join(', ')}.`,
    `We'll e-mail you as soon as a time comes up in: ${w.windows.join('; ')}. It will be held for you for a short while, first come first served.`,
    'No longer need it? You can leave the waitlist at any time.',
  ];
  const text = `${[heading, '', ...paragraphs, '', `Leave the waitlist: ${w.leaveLink}`, '', w.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: w.leaveLink, label: 'Leave the waitlist' }, footer: w.salonName });
  return { subject: `${w.salonName}: you're on the waitlist`, text, html };
}

export interface WaitlistOffer {
  clientName: string;
  salonName: string;
  timeZone: string;
  start: Date;
  /** e.g. 'Cut (Short) with Anna' */
  services: string[];
  pricePence: number;
  expiresAt: Date;
  offerLink: string;
}

export function renderWaitlistOffer(o: WaitlistOffer): RenderedMail {
  const when = formatMailStart(o.start, o.timeZone);
  const heading = 'A time has come up for you';
  const paragraphs = [
    `Hello ${o.clientName},`,
    `A time you were waiting for is free: ${o.services.join(', ')} on ${when} (${formatPence(o.pricePence)}).`,
    `We're holding it for you until ${formatMailTime(o.expiresAt, o.timeZone)}. After that it goes to the next client waiting.`,
    "Can't make it? Let us know with the same link, and we'll offer it to someone else straight away.",
  ];
  const text = `${[heading, '', ...paragraphs, '', `Book or decline: ${o.offerLink}`, '', o.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: o.offerLink, label: 'Book this time' }, footer: o.salonName });
  return { subject: `${o.salonName}: a time has come up for you`, text, html };
}
