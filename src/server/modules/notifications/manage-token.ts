import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters nobody can guess. */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so the database alone never yields a working link. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const manageUrl = (publicUrl: string, token: string): string => `${publicUrl}/manage/${token}`;
/** The same link, shorter, for a text (issue 27): '/m/<token>' opens the same page. */
export const shortManageUrl = (publicUrl: string, token: string): string => `${publicUrl}/m/${token}`;
