import type { WaitlistEntryPublic } from '../../../core/schemas/waitlist.schema.ts';

/** What the client's own waitlist page says of their place (issue 28). */
export const ENTRY_STATUS_TEXT: Record<WaitlistEntryPublic['status'], string> = {
  waiting: "You're on the waitlist. We'll e-mail you as soon as a time comes up.",
  booked: 'You booked a time from the waitlist, so your place on it has ended.',
  left: 'You have left the waitlist.',
  ended: 'This waitlist place has ended.',
  expired: 'This waitlist place was not confirmed in time. Please join the waitlist again.',
  removed: 'The salon has taken this place off the waitlist. Please call them if you still want a time.',
};

/** A place waiting for its client to confirm it (docs/decisions/0037): nothing is offered until then. */
export const UNCONFIRMED_TEXT = 'Please confirm your place. Until you do, we will not offer you a time.';

export const JOINED_TEXT =
  "Nearly there: we've e-mailed you a link. Open it and confirm your place, and we'll offer you a time as soon as one comes up.";
