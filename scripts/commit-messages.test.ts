import { describe, expect, it } from 'vitest';
import { messageProblems } from './commit-messages.ts';

describe('commit messages', () => {
  const commit = { hash: 'abc', subject: 'booking: reject slots that cross the clock change', body: 'Why: …', merge: false };

  it('passes a short subject with the why in the body', () => {
    expect(messageProblems(commit)).toEqual([]);
  });

  it('refuses a subject over 72 characters, and a change without a body', () => {
    expect(messageProblems({ ...commit, subject: 'x'.repeat(73) })).toEqual(['subject is 73 characters (at most 72)']);
    expect(messageProblems({ ...commit, body: '\n' })).toEqual(['no body: say why in the lines after the subject']);
  });

  it('lets a merge go without a body, not with a long subject', () => {
    expect(messageProblems({ ...commit, merge: true, body: '' })).toEqual([]);
    expect(messageProblems({ ...commit, merge: true, body: '', subject: `Merge branch '${'b'.repeat(70)}'` })).toHaveLength(1);
  });
});
