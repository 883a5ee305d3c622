import { execFileSync } from 'node:child_process';

/**
 * Commit messages as conventions.md asks (issue 24): a subject of at most 72 characters that says what changed, and,
 * for a change (not a merge), the why in a body. Checked for the commits after RULE_SINCE, the last commit made
 * before the rule; the history before it is published and stays as it is.
 */
export const MAX_SUBJECT = 72;
export const RULE_SINCE = '274edfc33440b828438171f1721906d19f9e5ee7';

export interface Commit {
  hash: string;
  subject: string;
  body: string;
  merge: boolean;
}

export function messageProblems(commit: Commit): string[] {
  const problems: string[] = [];
  if (commit.subject.length > MAX_SUBJECT) problems.push(`subject is ${commit.subject.length} characters (at most ${MAX_SUBJECT})`);
  if (!commit.merge && commit.body.trim() === '') problems.push('no body: say why in the lines after the subject');
  return problems;
}

/** The commits after `since` up to HEAD, oldest first; undefined when `since` is not in this clone's history. */
export function commitsSince(since: string, cwd = process.cwd()): Commit[] | undefined {
  try {
    execFileSync('git', ['cat-file', '-e', `${since}^{commit}`], { cwd, stdio: 'ignore' });
  } catch {
    return undefined;
  }
  const log = execFileSync('git', ['log', '--reverse', '--format=%H%x1f%P%x1f%s%x1f%b%x1e', `${since}..HEAD`], { cwd, encoding: 'utf8' });
  return log
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [hash = '', parents = '', subject = '', body = ''] = entry.split('\x1f');
      return { hash, subject, body, merge: parents.trim().split(' ').length > 1 };
    });
}
