/**
 * How one person is recognised across bookings: the same e-mail in any case, the same phone number however it
 * was written. UK numbers arrive as 07700 900123, +44 7700 900123 or 0044…: the last ten digits are the same.
 */
export const emailKey = (email: string): string => email.trim().toLowerCase();

const PHONE_KEY_DIGITS = 10;

export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-PHONE_KEY_DIGITS);

/**
 * The digits to look for when someone types part of a phone number: a national or international prefix is
 * dropped (07700 900222, +44 7700 900222 and 0044 7700 900222 all look for 7700900222), a fragment is kept.
 */
export const phoneSearchDigits = (typed: string): string => {
  const digits = typed.replace(/\D/g, '');
  return digits.length >= PHONE_KEY_DIGITS ? digits.replace(/^(00)?44|^0/, '') : digits;
};
