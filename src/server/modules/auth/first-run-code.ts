import { randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read from a log and typed by hand survives the copying. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new one-time code: 12 characters (60 bits), shown as XXXX-XXXX-XXXX. */
export function newFirstRunCode(): string {
  const chars = Array.from({ length: GROUPS * GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return Array.from({ length: GROUPS }, (_, g) => chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join('')).join('-');
}

/** The code as typed, in the form it was issued in: any case, any spaces or dashes, O for 0 and I or L for 1. */
export function normaliseFirstRunCode(typed: string): string {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return plain.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? '';
}
