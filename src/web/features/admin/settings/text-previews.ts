import { TEXT_KINDS, type TextKind } from '../../../../core/texts/text-kinds.ts';

/** What a preview is built from: the salon's name and phone as set, and the site's origin (the links' host). */
export interface TextPreviewSalon {
  name: string;
  phone: string;
  origin: string;
}

/**
 * How each kind of text reads, for one made-up visit (Cut with Anna, Sat 5 December at 10:00), so the owner sees the
 * length and the wording before turning a kind on. The links end in '…': a real one carries the visit's own token.
 */
export function textPreviews({ name, phone, origin }: TextPreviewSalon): Record<TextKind, string> {
  const when = 'Sat 5 December at 10:00';
  // A salon without a phone number gives no number to call: the sentence would end in nothing.
  const questions = phone.trim() === '' ? '' : ` Questions? Call ${phone.trim()}.`;
  return {
    booking_confirmed: `${name}: you're booked for Cut with Anna on ${when}. Manage: ${origin}/m/…`,
    reminder: `${name}: see you ${when} for Cut with Anna. Reply C to confirm or R to change.`,
    booking_changed: `${name}: your visit is now Sat 5 December at 11:00, Cut with Anna. Manage: ${origin}/m/…`,
    booking_cancelled: `${name}: your visit on ${when} is cancelled.${questions}`,
    fee_requested: `${name}: a fee of £22.50 is due for your missed visit on ${when}. Pay here: ${origin}/fee/…`,
  };
}

/** The previews in the settings' order of kinds. */
export const orderedTextPreviews = (salon: TextPreviewSalon): Array<{ kind: TextKind; text: string }> => {
  const previews = textPreviews(salon);
  return TEXT_KINDS.map((kind) => ({ kind, text: previews[kind] }));
};
