import type { WaitlistEntryPublic } from '../../../core/schemas/waitlist.schema.ts';

/** What the client's own waitlist page says of their place (issue 28). */
export const ENTRY_STATUS_TEXT: Record<WaitlistEntryPublic['status'], string> = {
  waiting: "You're on the waitlist. We'll e-mail you as soon as a time comes up.",
  booked: 'You booked a time from the waitlist, so your place on it has ended.',
  left: 'You have left the waitlist.',
  ended: 'This waitlist place has ended.',
};

export const JOINED_TEXT = "You're on the waitlist. We've e-mailed you a link to leave it at any time.";
