import { describe, expect, it } from 'vitest';
import { hasControlCharacter, normaliseMultiline, normaliseOneLine } from './text-normalise.ts';

const ZWSP = '\u200B';
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const RLO = '\u202E';
const PDF = '\u202C';
const VS16 = '\uFE0F';

describe('normaliseOneLine', () => {
  it.each([
    ['three zero-width spaces', ZWSP.repeat(3), ''],
    ['a name with zero-width spaces inside', `Ann${ZWSP}a${ZWSP} Lee`, 'Anna Lee'],
    ['a right-to-left override and its pop', `${RLO}Amelia${PDF} Hughes`, 'Amelia Hughes'],
    ['bidi isolates, marks and embeddings', '\u2067Amelia\u2069 \u200FHughes\u200E\u202B\u202A\u202D', 'Amelia Hughes'],
    ['a BOM, a soft hyphen and word joiners', '\uFEFFAme\u00ADlia\u2060 Hug\u2061hes', 'Amelia Hughes'],
    ['Hangul fillers pretending to be a name', '\u3164\u115F\u1160\uFFA0', ''],
    ['the Arabic letter mark and combining grapheme joiner', 'Ali\u061C\u034F', 'Ali'],
    ['tag characters outside a flag', 'Ann\u{E0041}\u{E0042}', 'Ann'],
    ['decomposed accents, composed (NFC)', 'Zoe\u0308 Jose\u0301', 'Zoë José'],
    ['runs of white space, tabs and line breaks', 'Amelia \t\n  Hughes', 'Amelia Hughes'],
    ['no-break and ideographic spaces', 'Amelia\u00A0\u3000Hughes', 'Amelia Hughes'],
    ['an accent split from its letter by a zero-width space', `Jose${ZWSP}\u0301`, 'José'],
    // kept: joiners and selectors that bind visible characters
    ['a family emoji (ZWJ sequence)', `Mum 👩${ZWJ}👩${ZWJ}👧`, `Mum 👩${ZWJ}👩${ZWJ}👧`],
    ['a skin-tone ZWJ sequence', `Dev 👩🏽${ZWJ}💻`, `Dev 👩🏽${ZWJ}💻`],
    ['an emoji presentation selector and a joiner after it', `❤${VS16}${ZWJ}🔥 Amy`, `❤${VS16}${ZWJ}🔥 Amy`],
    ['a keycap', `Room 1${VS16}\u20E3`, `Room 1${VS16}\u20E3`],
    ['Persian ZWNJ inside a word', `می${ZWNJ}خواهم`, `می${ZWNJ}خواهم`],
    ['Hindi ZWJ/ZWNJ between letters', `क्${ZWJ}ष क्${ZWNJ}ष`, `क्${ZWJ}ष क्${ZWNJ}ष`],
    [
      'the flag of Scotland (tag sequence)',
      'Iain 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'Iain 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
    // dropped: joiners and selectors that bind nothing
    ['joiners alone', `${ZWJ}${ZWNJ}${ZWJ}`, ''],
    ['a joiner at the start, the end, or before a space', `${ZWJ}Amy${ZWJ} Lee${ZWNJ}`, 'Amy Lee'],
    ['a selector after a space', `Amy ${VS16}Lee`, 'Amy Lee'],
    // untouched: control characters are the schema's to refuse, not ours to hide
    ['a bell', 'Amy\u0007', 'Amy\u0007'],
    ['plain text', 'Amelia Hughes', 'Amelia Hughes'],
  ])('%s', (_case, typed, kept) => {
    expect(normaliseOneLine(typed)).toBe(kept);
  });
});

describe('normaliseMultiline', () => {
  it('keeps line breaks and tabs, and strips what is invisible', () => {
    expect(normaliseMultiline(`Allergic to latex.${ZWSP}\n\tPrefers ${RLO}Alice${PDF}.\r\n`)).toBe(
      'Allergic to latex.\n\tPrefers Alice.\r\n',
    );
  });
});

describe('hasControlCharacter', () => {
  it.each([
    ['Amelia Hughes', false, false],
    ['Amy\u0007', false, true],
    ['Amy\u001B[31m', false, true],
    ['Amy\u007F', false, true],
    ['Amy\u0085', false, true],
    ['line\nbreak', false, true],
    ['line\nbreak\ttab\r\n', true, false],
    ['line\nbreak\u0008', true, true],
    [`Mum 👩${ZWJ}👧`, false, false],
  ])('%j (line breaks allowed: %s) → %s', (text, lineBreaks, found) => {
    expect(hasControlCharacter(text, { lineBreaks })).toBe(found);
  });
});
