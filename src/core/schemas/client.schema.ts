import { z } from 'zod';

/** Spec §5 'Checkout': messages are exact; the first failing rule of a field wins. */
export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
} as const;

const MIN_NAME_LENGTH = 2;
const MIN_PHONE_DIGITS = 10;
/** Looks like an e-mail address: what every form of the spec asks for (§5), no more. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[\d\s\-+()]+$/;

const countDigits = (value: string) => value.replace(/\D/g, '').length;

export const ClientDetailsSchema = z.object({
  name: z
    .string({ error: CLIENT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CLIENT_MESSAGES.nameRequired, abort: true })
    .min(MIN_NAME_LENGTH, { error: CLIENT_MESSAGES.nameTooShort, abort: true })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: z
    .string({ error: CLIENT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CLIENT_MESSAGES.emailRequired, abort: true })
    .max(254, { error: CLIENT_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: CLIENT_MESSAGES.emailInvalid }),
  phone: z
    .string({ error: CLIENT_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: CLIENT_MESSAGES.phoneRequired, abort: true })
    .max(30, { error: CLIENT_MESSAGES.phoneInvalid, abort: true })
    .regex(PHONE_CHARACTERS, { error: CLIENT_MESSAGES.phoneInvalid, abort: true })
    .refine((phone) => countDigits(phone) >= MIN_PHONE_DIGITS, { error: CLIENT_MESSAGES.phoneInvalid }),
  notes: z
    .string()
    .trim()
    .max(1000, { error: 'Notes must be at most 1000 characters' })
    .optional()
    .default(''),
});
export type ClientDetails = z.infer<typeof ClientDetailsSchema>;
export type ClientDetailsInput = z.input<typeof ClientDetailsSchema>;
