/**
 * What a person typed, as a person reads it: NFC, with the invisible format characters gone (zero-width spaces,
 * bidi overrides and isolates, BOM, soft hyphens, Hangul fillers...). Joiners and variation selectors stay where
 * they bind visible characters (👩‍👩‍👧, ❤️, Persian and Indic ZWNJ), flag tags after 🏴. docs/decisions/0022.
 */
const IGNORABLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const JOINER = /^[\u200C\u200D]$/u;
/** variation selectors (text/emoji style, CJK ideographic variants) and Mongolian free variation selectors */
const VARIATION = /^[\uFE00-\uFE0F\u180B-\u180D\u180F\u{E0100}-\u{E01EF}]$/u;
/** the tag characters of a subdivision flag (🏴 + tags + cancel tag: 🏴󠁧󠁢󠁳󠁣󠁴󠁿) */
const TAG = /^[\u{E0020}-\u{E007F}]$/u;
const BLACK_FLAG = '\u{1F3F4}';
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/** A character one sees: not a space, not a control or format character. */
const isVisible = (c: string | undefined): boolean => c !== undefined && !/\s/u.test(c) && !CONTROL.test(c) && !IGNORABLE.test(c);

/** Whether an ignorable character binds what is around it, given what was kept before it and what comes next. */
function binds(c: string, before: string | undefined, after: string | undefined): boolean {
  if (VARIATION.test(c)) return isVisible(before);
  if (TAG.test(c)) return before === BLACK_FLAG || (before !== undefined && TAG.test(before) && before !== '\u{E007F}');
  if (JOINER.test(c)) return (isVisible(before) || VARIATION.test(before ?? '') || before === '\u{E007F}') && isVisible(after);
  return false;
}

/** Drops format and default-ignorable characters, but for joiners and selectors that bind visible characters. */
export function stripInvisible(text: string): string {
  const chars = Array.from(text).filter((c) => !IGNORABLE.test(c) || JOINER.test(c) || VARIATION.test(c) || TAG.test(c));
  const kept: string[] = [];
  chars.forEach((c, i) => {
    if (!IGNORABLE.test(c) || binds(c, kept.at(-1), chars[i + 1])) kept.push(c);
  });
  return kept.join('');
}

/** A one-line field (a name, an e-mail, a phone): normalised, with every run of white space one space. */
export const normaliseOneLine = (text: string): string => stripInvisible(text).normalize('NFC').replace(/\s+/gu, ' ');

/** A text area (notes): normalised; line breaks and tabs are the writer's. */
export const normaliseMultiline = (text: string): string => stripInvisible(text).normalize('NFC');

/** Control characters (C0, DEL, C1); a text area may hold tabs and line breaks. */
export const hasControlCharacter = (text: string, { lineBreaks = false } = {}): boolean =>
  (lineBreaks ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text);
