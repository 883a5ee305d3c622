import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { textsKind, type TextRules } from './text-kinds.ts';

// Phone numbers as texts need them (issue 27): E.164, read in the salon's country when no country code is typed.

/** The country a number without a country code is read in. */
export const DEFAULT_PHONE_REGION: CountryCode = 'GB';

export type TextableNumber = { textable: true; e164: string } | { textable: false; reason: string };

/**
 * Number types that take texts: mobiles (or a country's numbers that may be either). Personal numbers (the UK's 070),
 * VoIP and numbers of no known type are not texted: they are what SMS-pumping schemes rent (docs/decisions/0037).
 */
const TEXTABLE_TYPES: ReadonlySet<string | undefined> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export const NOT_TEXTABLE = {
  none: 'No phone number is on record.',
  invalid: 'This is not a valid phone number.',
  landline: 'This is a landline: it cannot take texts.',
  other: 'This number cannot take texts.',
  abroad: 'This number is in a country the salon does not text.',
} as const;

/** The countries a number may be in: ISO 3166 codes, as libphonenumber knows them. */
export const PHONE_COUNTRIES: readonly string[] = getCountries();

/**
 * The countries a salon texts unless the owner says otherwise: the United Kingdom (docs/decisions/0037). The Channel
 * Islands' and the Isle of Man's mobiles share +44 but are their own countries to the networks, priced apart (GG, JE,
 * IM): an owner who texts them adds them.
 */
export const DEFAULT_TEXT_COUNTRIES: readonly string[] = [DEFAULT_PHONE_REGION];

/**
 * Whether texts can go to `phone`, and its E.164 form when they can; else why not, in words staff read. A number in a
 * country the salon does not text (`countries`, the United Kingdom by default) is not textable: texts abroad cost more
 * and are what SMS-pumping fraud buys.
 */
export function textableNumber(phone: string, countries: readonly string[] = DEFAULT_TEXT_COUNTRIES): TextableNumber {
  if (phone.trim() === '') return { textable: false, reason: NOT_TEXTABLE.none };
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_REGION);
  if (!parsed || !parsed.isValid()) return { textable: false, reason: NOT_TEXTABLE.invalid };
  const type = parsed.getType();
  if (type === 'FIXED_LINE') return { textable: false, reason: NOT_TEXTABLE.landline };
  if (!TEXTABLE_TYPES.has(type)) return { textable: false, reason: NOT_TEXTABLE.other };
  if (!parsed.country || !countries.includes(parsed.country)) return { textable: false, reason: NOT_TEXTABLE.abroad };
  return { textable: true, e164: parsed.number };
}

/** The E.164 form of a number a provider reports (already E.164), or of one typed by a person; null if none. */
export function e164Of(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Whether a booking's confirmation goes to `phone` as a text too: the salon texts confirmations and the number takes
 * texts in a country it texts (what `bookingTextRow` queues). The New appointment form says so (issue 40).
 */
export const confirmationByText = (rules: TextRules & { textCountries: readonly string[] }, phone: string): boolean =>
  textsKind(rules, 'booking_confirmed') && textableNumber(phone, rules.textCountries).textable;
