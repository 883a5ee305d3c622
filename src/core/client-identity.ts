/**
 * How one person is recognised across bookings: the same e-mail in any case, the same phone number however it
 * was written. UK numbers arrive as 07700 900123, +44 7700 900123 or 0044…: the last ten digits are the same.
 */
export const emailKey = (email: string): string => email.trim().toLowerCase();

const PHONE_KEY_DIGITS = 10;

export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-PHONE_KEY_DIGITS);
