// What a client's reply to a text means (issue 27, docs/decisions/0035). The opt-out and opt-in words are the ones
// Twilio's Advanced Opt-Out acts on itself, so our record never disagrees with what the provider will deliver.

export type ReplyIntent = 'confirm' | 'change' | 'stop' | 'start' | 'message';

const CONFIRM = new Set(['C', 'YES', 'Y']);
const CHANGE = new Set(['R', 'CHANGE']);
const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const START = new Set(['START', 'UNSTOP']);

/** The reply's one word, upper-cased, without the punctuation phones add ("Yes!", "c."); '' if it is more than a word. */
function keyword(body: string): string {
  const word = body
    .trim()
    .replace(/[\s.!?,'"]+$/u, '')
    .replace(/^[\s'"]+/u, '');
  return /^\p{L}+$/u.test(word) ? word.toUpperCase() : '';
}

export function replyIntent(body: string): ReplyIntent {
  const word = keyword(body);
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  if (CONFIRM.has(word)) return 'confirm';
  if (CHANGE.has(word)) return 'change';
  return 'message';
}

/** YES also resumes texts at the provider (it is one of Twilio's opt-in words): a confirmation from an opted-out number does too. */
export const resumesTexts = (body: string): boolean => keyword(body) === 'YES';
