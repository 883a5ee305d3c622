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
