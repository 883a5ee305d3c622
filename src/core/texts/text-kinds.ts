// Which messages a salon may send as texts too (issue 27, docs/decisions/0035), each a setting on or off.

export const TEXT_KINDS = ['booking_confirmed', 'reminder', 'booking_changed', 'booking_cancelled', 'fee_requested'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** How the settings screen names each. */
export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  booking_confirmed: 'Booking confirmations',
  reminder: 'Reminders',
  booking_changed: 'Changes',
  booking_cancelled: 'Cancellations',
  fee_requested: 'Fee payment links',
};

/** The salon's text settings as the rules read them. */
export interface TextRules {
  textsEnabled: boolean;
  textKinds: readonly string[];
}

/** Whether the salon texts this kind of message at all. */
export const textsKind = (rules: TextRules, kind: string): boolean => rules.textsEnabled && rules.textKinds.includes(kind);

/**
 * Texts that go whenever the salon texts at all, with no setting of their own: the answer to a client's own text, and
 * the waitlist's (a client who joins asks to be told, issue 28).
 */
const TEXTED_WHILE_ON: readonly string[] = ['text_reply', 'waitlist_joined', 'waitlist_offer'];

/** Whether a queued text of this kind goes now: its kind is texted, or it goes whenever texts are on. */
export const textGoes = (rules: TextRules, kind: string): boolean =>
  TEXTED_WHILE_ON.includes(kind) ? rules.textsEnabled : textsKind(rules, kind);
