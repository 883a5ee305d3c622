import type { WaitlistOfferStatus } from '../../../core/schemas/waitlist.schema.ts';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

// What the offer's page says (issue 28): the exact words of the brief, and the time in the salon's zone.

export const OFFER_TEXTS = {
  heading: 'A time has come up for you',
  ended: 'Sorry, this offer has ended and the time has gone to the next client waiting.',
  declined: "Thanks for letting us know. We've offered the time to the next client.",
  accepted: "You're booked",
  declineTitle: 'Let this time go?',
  declineQuestion: "We'll offer it to the next client waiting straight away, and we can't hold it for you again.",
  declineConfirm: "Yes, I can't make it",
} as const;

/** 'Saturday 6 March 2027 at 10:00' in the salon's zone. */
export function offerTimeText(startISO: string): string {
  return `${formatLongDate(startISO)} at ${formatTime(startISO)}`;
}

/** 'Held for you until Saturday 6 March 2027 at 10:30': with its day always, as the e-mail says it (issue 40). */
export function heldUntilText(expiresAtISO: string): string {
  return `Held for you until ${offerTimeText(expiresAtISO)}`;
}

/** '14:05 left' (minutes and seconds), '1:02:03 left' past an hour; '' once the time is up. */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return '';
  const total = Math.ceil(msLeft / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds} left` : `${minutes}:${seconds} left`;
}

/** What an offer that can no longer be taken up says; undefined for an open or accepted one. */
export function offerOutcomeText(status: WaitlistOfferStatus): string | undefined {
  if (status === 'lapsed' || status === 'withdrawn') return OFFER_TEXTS.ended;
  if (status === 'declined') return OFFER_TEXTS.declined;
  return undefined;
}

/** The booking an accepted offer became, on '/success'. */
export const bookedPath = (appointmentId: string): string => `${paths.success}?appointmentId=${encodeURIComponent(appointmentId)}`;

/** '/success' on this site: the app shows it without a page load (booked at once, paying at the salon). */
export const isSuccessPage = (url: string): boolean => url === paths.success || url.startsWith(`${paths.success}?`);

/** Only a real web address may take the browser away: never a javascript: or data: URL. */
export function safeRedirect(url: string, origin: string): string {
  const target = new URL(url, origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The payment page address is not valid.');
  return target.href;
}
