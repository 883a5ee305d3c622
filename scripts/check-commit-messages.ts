import { commitsSince, messageProblems, RULE_SINCE } from './commit-messages.ts';

// `npm run lint`'s check of the commit messages since the rule began (docs/conventions.md, Commits).
const commits = commitsSince(RULE_SINCE);
if (!commits) {
  console.log(`commit messages: ${RULE_SINCE.slice(0, 7)} is not in this clone's history (a shallow clone?): not checked.`);
} else {
  const bad = commits.flatMap((c) => messageProblems(c).map((problem) => `${c.hash.slice(0, 9)} "${c.subject}": ${problem}`));
  if (bad.length > 0) {
    console.error(`Commit messages that break docs/conventions.md (Commits):\n${bad.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `commit messages: ${commits.length} since ${RULE_SINCE.slice(0, 7)}, each subject at most 72 characters, each change with a body.`,
  );
}
