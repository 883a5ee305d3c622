import { createHash, randomBytes } from 'node:crypto';
import { LINK_TOKEN_PATTERN } from '../../../core/schemas/common.schema.ts';

/**
 * A client's link's secret: 16 random bytes, base64url, 22 characters. 128 bits nobody can guess (as a session id
 * needs), and short enough that a text with its link stays one segment (issue 40). Links sent with 43 still open.
 */
export function newManageToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Only this is stored, so the database alone never yields a working link. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const MANAGE_TOKEN_PATTERN = LINK_TOKEN_PATTERN;

export const manageUrl = (publicUrl: string, token: string): string => `${publicUrl}/manage/${token}`;
/** The same link, shorter, for a text (issue 27): '/m/<token>' opens the same page. */
export const shortManageUrl = (publicUrl: string, token: string): string => `${publicUrl}/m/${token}`;
