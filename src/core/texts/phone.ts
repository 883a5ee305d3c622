import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// Phone numbers as texts need them (issue 27): E.164, read in the salon's country when no country code is typed.

/** The country a number without a country code is read in. */
export const DEFAULT_PHONE_REGION: CountryCode = 'GB';

export type TextableNumber = { textable: true; e164: string } | { textable: false; reason: string };

/** Number types that can take a text; a number whose type is unknown (valid, but not classified) is tried. */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP', undefined]);

export const NOT_TEXTABLE = {
  none: 'No phone number is on record.',
  invalid: 'This is not a valid phone number.',
  landline: 'This is a landline: it cannot take texts.',
  other: 'This number cannot take texts.',
} as const;

/** Whether texts can go to `phone`, and its E.164 form when they can; else why not, in words staff read. */
export function textableNumber(phone: string, region: CountryCode = DEFAULT_PHONE_REGION): TextableNumber {
  if (phone.trim() === '') return { textable: false, reason: NOT_TEXTABLE.none };
  const parsed = parsePhoneNumberFromString(phone, region);
  if (!parsed || !parsed.isValid()) return { textable: false, reason: NOT_TEXTABLE.invalid };
  const type = parsed.getType();
  if (type === 'FIXED_LINE') return { textable: false, reason: NOT_TEXTABLE.landline };
  if (!TEXTABLE_TYPES.has(type)) return { textable: false, reason: NOT_TEXTABLE.other };
  return { textable: true, e164: parsed.number };
}

/** The E.164 form of a number a provider reports (already E.164), or of one typed by a person; null if none. */
export function e164Of(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}
