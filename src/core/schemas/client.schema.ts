import { z } from 'zod';
import { hasControlCharacter, normaliseMultiline, normaliseOneLine } from '../text-normalise.ts';

/** Spec §5 'Checkout': messages are exact; the first failing rule of a field wins. */
export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

/** Ours, beyond spec §5: text the spec's rules cannot judge (docs/decisions/0022). */
export const CLIENT_TEXT_MESSAGES = {
  nameControl: 'Name cannot contain control characters',
  notesControl: 'Notes cannot contain control characters',
} as const;

const MIN_NAME_LENGTH = 2;
const MIN_PHONE_DIGITS = 10;
/** Looks like an e-mail address: what every form of the spec asks for (§5), no more. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[\d\s\-+()]+$/;

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/**
 * A one-line text field as the spec's rules should see it: invisible characters gone, NFC, white space
 * collapsed and trimmed; control characters refused with `controlMessage` before any later rule.
 */
export const oneLineText = (controlMessage: string, params?: { error: string }) =>
  z
    .string(params)
    .overwrite(normaliseOneLine)
    .trim()
    .refine((text) => !hasControlCharacter(text), { error: controlMessage, abort: true });

/** A text area: the same, but its line breaks and tabs are kept. */
export const multilineText = (controlMessage: string) =>
  z
    .string()
    .overwrite(normaliseMultiline)
    .trim()
    .refine((text) => !hasControlCharacter(text, { lineBreaks: true }), { error: controlMessage, abort: true });

/** Notes about a client: on a booking, and the staff's private notes on the client's record. */
export const ClientNotesSchema = multilineText(CLIENT_TEXT_MESSAGES.notesControl).max(1000, {
  error: 'Notes must be at most 1000 characters',
});

export const ClientDetailsSchema = z.object({
  name: oneLineText(CLIENT_TEXT_MESSAGES.nameControl, { error: CLIENT_MESSAGES.nameRequired })
    .min(1, { error: CLIENT_MESSAGES.nameRequired, abort: true })
    .min(MIN_NAME_LENGTH, { error: CLIENT_MESSAGES.nameTooShort, abort: true })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: oneLineText(CLIENT_MESSAGES.emailInvalid, { error: CLIENT_MESSAGES.emailRequired })
    .min(1, { error: CLIENT_MESSAGES.emailRequired, abort: true })
    .max(254, { error: CLIENT_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: CLIENT_MESSAGES.emailInvalid }),
  phone: oneLineText(CLIENT_MESSAGES.phoneInvalid, { error: CLIENT_MESSAGES.phoneRequired })
    .min(1, { error: CLIENT_MESSAGES.phoneRequired, abort: true })
    .max(30, { error: CLIENT_MESSAGES.phoneInvalid, abort: true })
    .regex(PHONE_CHARACTERS, { error: CLIENT_MESSAGES.phoneInvalid, abort: true })
    .refine((phone) => countDigits(phone) >= MIN_PHONE_DIGITS, { error: CLIENT_MESSAGES.phoneInvalid }),
  notes: ClientNotesSchema.optional().default(''),
});
export type ClientDetails = z.infer<typeof ClientDetailsSchema>;
export type ClientDetailsInput = z.input<typeof ClientDetailsSchema>;
