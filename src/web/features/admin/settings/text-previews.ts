import { segmentsOf } from '../../../../core/texts/segments.ts';
import { TEXT_KINDS, type TextKind } from '../../../../core/texts/text-kinds.ts';
import { feeText, visitText } from '../../../../core/texts/text-wording.ts';

/** What a preview is built from: the salon's name and phone as set, and the site's origin (the links' host). */
export interface TextPreviewSalon {
  name: string;
  phone: string;
  origin: string;
}

/** A link's token as long as a real one (22 characters: manage-token.ts), so the count is a real text's. */
const TOKEN_SAMPLE = 'x'.repeat(22);

/**
 * How each kind of text reads, for one made-up visit (Cut with Anna, Sat 5 Dec 10:00), so the owner sees the length and
 * the wording before turning a kind on. The links end in '…' on screen: a real one carries the visit's own token.
 */
export function textPreviews({ name, phone, origin }: TextPreviewSalon): Record<TextKind, string> {
  const visit = { salon: name, phone, when: 'Sat 5 Dec 10:00', what: 'Cut with Anna', link: `${origin}/m/${TOKEN_SAMPLE}` };
  return {
    booking_confirmed: visitText('booking_confirmed', visit),
    reminder: visitText('reminder', visit),
    booking_changed: visitText('booking_changed', { ...visit, when: 'Sat 5 Dec 11:00' }),
    booking_cancelled: visitText('booking_cancelled', visit),
    fee_requested: feeText({ ...visit, link: `${origin}/fee/${TOKEN_SAMPLE}` }, { kind: 'no_show', amount: '£22.50' }),
  };
}

/** One preview as the form shows it: its words, and what it costs in message segments (issue 40). */
export interface TextPreview {
  kind: TextKind;
  text: string;
  segments: number;
}

/** The previews in the settings' order of kinds, each with its segment count. */
export const orderedTextPreviews = (salon: TextPreviewSalon): TextPreview[] => {
  const previews = textPreviews(salon);
  return TEXT_KINDS.map((kind) => ({ kind, text: previews[kind].replace(TOKEN_SAMPLE, '…'), segments: segmentsOf(previews[kind]) }));
};
