/**
 * How one person is recognised across bookings (docs/decisions/0037): the same e-mail in any case of its ASCII
 * letters, the same phone number however it was written, whole, in international form. The database keys records by
 * the same rule (its functions `client_email_key` and `client_phone_key`, migration 0023), so both sides must fold
 * alike: only ASCII letters are folded and only spaces trimmed, because JavaScript's and PostgreSQL's Unicode case
 * rules differ (a capital sigma is 'ς' to one and 'σ' to the other) and PostgreSQL's depend on the server's locale.
 * A test compares the two on hostile input (client-keys.int.test.ts).
 */

const trimSpaces = (s: string): string => s.replace(/^ +| +$/g, '');

/** The e-mail as records are keyed by it: '' for none. */
export const emailKey = (email: string): string => trimSpaces(email).replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The salon's country code: a number without one is a UK number. */
const HOME_COUNTRY_CODE = '44';

/** '+44 (0)7700…' and '0044 (0)7700…': the home trunk zero written after the country code is not part of the number. */
const withoutHomeTrunkZero = (international: string): string =>
  international.startsWith(`${HOME_COUNTRY_CODE}0`) ? HOME_COUNTRY_CODE + international.slice(3) : international;

/**
 * The phone as records are keyed by it: '+' and its digits, read as a UK number when no country code is written
 * (07700 900123, +44 7700 900123, 44 7700 900123 and 0044 (0)7700 900123 are all +447700900123), and compared whole, never by its last
 * digits: +91 74004 79053 is not +44 7400 479053. '' for none.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  if (digits === '') return '';
  if (trimSpaces(phone).startsWith('+')) return `+${withoutHomeTrunkZero(digits)}`;
  if (digits.startsWith('00')) return `+${withoutHomeTrunkZero(digits.slice(2))}`;
  if (digits.startsWith('0')) return `+${HOME_COUNTRY_CODE}${digits.slice(1)}`;
  // '44 7700 900123': a UK number typed without its plus (a national number is ten digits, so twelve or more is not).
  if (digits.startsWith(HOME_COUNTRY_CODE) && digits.length >= 12) return `+${withoutHomeTrunkZero(digits)}`;
  return `+${HOME_COUNTRY_CODE}${digits}`;
}

const NATIONAL_DIGITS = 10;

/**
 * The digits to look for when someone types part of a phone number: a national or international prefix is
 * dropped (07700 900222, +44 7700 900222 and 0044 7700 900222 all look for 7700900222), a fragment is kept.
 */
export const phoneSearchDigits = (typed: string): string => {
  const digits = typed.replace(/[^0-9]/g, '');
  return digits.length >= NATIONAL_DIGITS ? digits.replace(/^(00)?44|^0/, '') : digits;
};
