import type { FeeKind } from '../booking/fee-policy.ts';

// The words of every text (issue 27, docs/decisions/0035): short, the salon's name first. One place for them, read by
// the server as it sends a text and by the settings screen's previews of how each kind reads. Salons pay by the
// segment: a confirmation and a reminder fit one (160 GSM-7 characters) with a salon name of 20 characters (issue 40),
// and no typographic character turns a text into UCS-2, whose segments hold 70.

/**
 * Typographic characters outside GSM-7 ('’', '“', '–', '…') written as the GSM-7 ones they stand for: one curly
 * apostrophe in a salon's name would otherwise make every text UCS-2, two or three segments each.
 */
export function gsmPlain(text: string): string {
  return text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/…/g, '...')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
}

/** The kinds of text about a visit: the kinds a salon turns on (TEXT_KINDS) but the fee link, and the answer to R. */
export type VisitTextKind = 'booking_confirmed' | 'reminder' | 'booking_changed' | 'booking_cancelled' | 'text_reply';

/** What a text about a visit is made of, already in words. */
export interface VisitTextParts {
  /** the salon's name */
  salon: string;
  /** the salon's phone number; '' for none */
  phone: string;
  /** the visit's start on the salon's clock: 'Sat 5 Dec 10:00' */
  when: string;
  /** its services and who does them: 'Cut with Anna' */
  what: string;
  /** the visit's manage link (none in a reminder or a cancellation) */
  link: string;
}

export function visitText(kind: VisitTextKind, parts: VisitTextParts): string {
  return gsmPlain(visitWords(kind, parts));
}

function visitWords(kind: VisitTextKind, { salon, phone, when, what, link }: VisitTextParts): string {
  const manage = link ? ` Manage: ${link}` : '';
  switch (kind) {
    case 'booking_confirmed':
      return `${salon}: booked ${what}, ${when}.${manage}`;
    case 'reminder':
      return `${salon}: see you ${when} for ${what}. Reply C to confirm, R to change.`;
    case 'booking_changed':
      return `${salon}: your visit is now ${when}, ${what}.${manage}`;
    case 'booking_cancelled':
      // A salon without a phone number gives no number to call: the sentence would end in nothing.
      return `${salon}: your visit on ${when} is cancelled.${phone.trim() ? ` Questions? Call ${phone.trim()}.` : ''}`;
    case 'text_reply':
      return `${salon}: to change or cancel your visit on ${when}: ${link}`;
  }
}

/** The text with a client's link to pay a no-show or late-cancellation fee (`fee` in words: '£22.50'). */
export function feeText(
  { salon, when, link }: Pick<VisitTextParts, 'salon' | 'when' | 'link'>,
  fee: { kind: FeeKind; amount: string },
): string {
  const visit = fee.kind === 'no_show' ? 'missed visit' : 'late-cancelled visit';
  return gsmPlain(`${salon}: a fee of ${fee.amount} is due for your ${visit} on ${when}. Pay here: ${link}`);
}

/** The text offering a waiting client a freed time, held for them until `until` ('Sat 5 Dec 10:30'). */
export function waitlistOfferText({ salon, when, what, link }: Omit<VisitTextParts, 'phone'>, until: string): string {
  return gsmPlain(`${salon}: a time is free for you: ${what}, ${when}. Held for you until ${until}. Book it: ${link}`);
}
