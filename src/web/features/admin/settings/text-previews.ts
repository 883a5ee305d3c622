import { TEXT_KINDS, type TextKind } from '../../../../core/texts/text-kinds.ts';
import { feeText, visitText } from '../../../../core/texts/text-wording.ts';

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
  const visit = { salon: name, phone, when: 'Sat 5 December at 10:00', what: 'Cut with Anna', link: `${origin}/m/…` };
  return {
    booking_confirmed: visitText('booking_confirmed', visit),
    reminder: visitText('reminder', visit),
    booking_changed: visitText('booking_changed', { ...visit, when: 'Sat 5 December at 11:00' }),
    booking_cancelled: visitText('booking_cancelled', visit),
    fee_requested: feeText({ ...visit, link: `${origin}/fee/…` }, { kind: 'no_show', amount: '£22.50' }),
  };
}

/** The previews in the settings' order of kinds. */
export const orderedTextPreviews = (salon: TextPreviewSalon): Array<{ kind: TextKind; text: string }> => {
  const previews = textPreviews(salon);
  return TEXT_KINDS.map((kind) => ({ kind, text: previews[kind] }));
};
