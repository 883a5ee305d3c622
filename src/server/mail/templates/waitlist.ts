import { formatMailStart, formatPence } from '../format.ts';
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
  /** who is offered a freed time first, in the client's words (core/waitlist/priority.ts priorityWords) */
  priority: string;
  /** hours the place waits for its confirmation */
  confirmHours: number;
  /** the place's own page: confirm it there, or leave the list */
  placeLink: string;
}

/** The first e-mail of a place (docs/decisions/0037): nothing is offered or texted until its link is followed. */
export function renderWaitlistJoined(w: WaitlistJoined): RenderedMail {
  const heading = 'Please confirm your place on the waitlist';
  const paragraphs = [
    `Hello ${w.clientName},`,
    `You asked to join our waitlist for ${w.services.join(', ')}, in: ${w.windows.join('; ')}.`,
    `Please confirm your place with the button below. Until you do, we won't offer you a time, and the place lapses after ${w.confirmHours} hours. Didn't ask for this? Ignore this e-mail and nothing more will be sent.`,
    `When a time comes up, ${w.priority}. It is held for you for a short while.`,
    'No longer need it? The same link lets you leave the waitlist at any time.',
  ];
  const text = `${[heading, '', ...paragraphs, '', `Confirm your place: ${w.placeLink}`, '', w.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: w.placeLink, label: 'Confirm my place' }, footer: w.salonName });
  return { subject: `${w.salonName}: please confirm your waitlist place`, text, html };
}

/** A place that let three offered times go has ended (docs/decisions/0037): the client is told, and may join again. */
export function renderWaitlistEnded(w: Pick<WaitlistJoined, 'clientName' | 'salonName' | 'services'>): RenderedMail {
  const heading = 'Your place on the waitlist has ended';
  const paragraphs = [
    `Hello ${w.clientName},`,
    `We offered you three times for ${w.services.join(', ')} that you could not take, so we have taken you off the waitlist, to give the next times to the clients still waiting.`,
    'Still looking for a time? You are welcome to book, or join the waitlist again, on our website.',
  ];
  const text = `${[heading, '', ...paragraphs, '', w.salonName].join('\n')}\n`;
  return { subject: `${w.salonName}: your waitlist place has ended`, text, html: mailPage({ heading, paragraphs, footer: w.salonName }) };
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
    `We're holding it for you until ${formatMailStart(o.expiresAt, o.timeZone)}. After that it goes to the next client waiting.`,
    "Can't make it? Let us know with the same link, and we'll offer it to someone else straight away.",
  ];
  const text = `${[heading, '', ...paragraphs, '', `Book or decline: ${o.offerLink}`, '', o.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: o.offerLink, label: 'Book this time' }, footer: o.salonName });
  return { subject: `${o.salonName}: a time has come up for you`, text, html };
}
