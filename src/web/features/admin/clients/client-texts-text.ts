import type { ClientTexts } from '../../../../core/schemas/client-profile.schema.ts';
import { formatShortDate } from './no-show-policy-text.ts';

/**
 * Whether texts reach a client, in the words of their record (issue 27): why none can go, their STOP, or the number
 * texts go to. Kept apart from the section so it can be tested as written.
 */
export function textsStatusText(texts: Pick<ClientTexts, 'number' | 'notTextable' | 'optedOutAt'>): string {
  if (texts.notTextable) return `No texts: ${texts.notTextable} They get e-mails only.`;
  if (texts.optedOutAt)
    return `Texts stopped: they replied STOP on ${formatShortDate(texts.optedOutAt)}. They get e-mails only until they reply START.`;
  return `Texts go to ${texts.number ?? ''}.`;
}
