import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every reference in the repo to one of its own files resolves inside a clean clone (issue 24): markdown links, and
 * the paths that documents and code comments name (`src/…`, `docs/decisions/0027`, `bench/RUNS.md`). Nothing points
 * outside the repo (to the spec, architecture or conventions of a folder beside it, which a clone does not have).
 */
export interface BrokenReference {
  file: string;
  line: number;
  reference: string;
  why: string;
}

const TOP_LEVEL = ['src', 'docs', 'tests', 'e2e', 'bench', 'scripts', 'public', '.ci'];
const CODE_FILE = /\.(ts|tsx|js|mjs|css|sql)$/;
const TEXT_FILE = /\.(md|html)$|^\.ci\/run$/;
/** `src/server/app.ts`, `docs/decisions/0027`, `tests/stress/` — a top-level folder, then path characters. */
const REPO_PATH = new RegExp(`(?<![\\w./@-])(?:${TOP_LEVEL.map((d) => d.replace('.', '\\.')).join('|')})/[\\w./\\[\\]*-]*[\\w/*]`, 'g');
/**
 * A path named from inside the tree (`core/access.ts`, `modules/booking/`, `features/admin/shared`): it must be the end
 * of some path in the repo. And a file named alone in backquotes (`create-booking.ts`) must be some file's name.
 */
const INNER_DIRS = [
  'core',
  'server',
  'web',
  'modules',
  'plugins',
  'features',
  'db',
  'jobs',
  'mail',
  'payments',
  'api',
  'components',
  'lib',
  'routes',
  'support',
  'builders',
  'decisions',
  'schemas',
  'availability',
  'booking',
  'admin',
  'demo',
  'cli',
];
const INNER_PATH = new RegExp(`(?<![\\w./@-])(?:${INNER_DIRS.join('|')})/[\\w./-]*[\\w/]`, 'g');
const FILE_NAME = /`(\w[\w.-]*\.(?:ts|tsx|sql|md|css))`/g;
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;
const OUTSIDE = /(?:\.\.\/)+shared\/(?:spec|hooks|ARCHITECTURE|CONVENTIONS)|(?<![\w/.-])(?:ARCHITECTURE|CONVENTIONS)\.md/g;

/** What of a line of code is comment (`//` and block comments); strings in code are data, e.g. a test's fixture path. */
function commentOf(line: string, file: string): string {
  const trimmed = line.trimStart();
  if (/^(\*|\/\*|\/\/|--|<!--)/.test(trimmed)) return line;
  const marker = file.endsWith('.sql') ? line.indexOf('-- ') : line.search(/(?<!:)\/\/ /);
  return marker === -1 ? '' : line.slice(marker);
}

/** The files git tracks and those it would add (what a clone of a commit made now would hold). */
export function repoFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
}

export function brokenReferences(root: string, files: string[] = repoFiles(root)): BrokenReference[] {
  const known = new Set(files);
  const dirs = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (ref: string): boolean => {
    const clean = ref.replace(/[/.]+$/, '').replace(/:\d+$/, '');
    if (known.has(clean) || dirs.has(clean)) return true;
    if (clean.includes('*')) return files.some((file) => globMatches(clean, file));
    // `docs/decisions/0027` names a record by its number.
    return /^docs\/decisions\/\d{4}$/.test(clean) && files.some((file) => file.startsWith(`${clean}-`));
  };
  const paths = [...known, ...dirs];
  const endsSomePath = (ref: string): boolean => {
    const clean = ref.replace(/[/.]+$/, '').replace(/:\d+$/, '');
    return paths.some((p) => p === clean || p.endsWith(`/${clean}`)) || exists(ref);
  };
  const names = new Set(files.map((file) => path.posix.basename(file)));
  const broken: BrokenReference[] = [];
  for (const file of files.filter((f) => CODE_FILE.test(f) || TEXT_FILE.test(f))) {
    const code = CODE_FILE.test(file);
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const text = code ? commentOf(line, file) : line;
      const at = { file, line: i + 1 };
      for (const m of text.matchAll(OUTSIDE)) broken.push({ ...at, reference: m[0], why: 'points outside the repo' });
      for (const m of text.matchAll(REPO_PATH)) {
        if (!exists(m[0])) broken.push({ ...at, reference: m[0], why: 'no such file or folder in the repo' });
      }
      for (const m of text.matchAll(INNER_PATH)) {
        if (!endsSomePath(m[0])) broken.push({ ...at, reference: m[0], why: 'no file or folder of the repo ends so' });
      }
      for (const m of text.matchAll(FILE_NAME)) {
        if (!names.has(m[1]!)) broken.push({ ...at, reference: m[1]!, why: 'no file of the repo has this name' });
      }
      if (file.endsWith('.md')) {
        for (const m of text.matchAll(MARKDOWN_LINK)) {
          const target = m[1]!;
          if (/^[a-z]+:/i.test(target)) continue;
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
          if (!exists(resolved)) broken.push({ ...at, reference: target, why: 'the link leads nowhere in the repo' });
        }
      }
    });
  }
  return broken;
}

function globMatches(pattern: string, file: string): boolean {
  const re = pattern
    .split('**/')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('(?:.*/)?');
  return new RegExp(`^${re}`).test(file);
}
