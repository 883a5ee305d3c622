import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './files.ts';
import { writeFileAtomically } from './stamp.ts';

/**
 * How many web builds dist/web keeps the files of: the new one and the two before it. A page opened on an
 * older build that asks for a chunk gone since reloads itself once (src/web/lib/load-chunk.ts). By count, not
 * age: deploys are rare, so three builds cover days of open tabs, and a day of rebuilds while coding keeps
 * dist small. See docs/decisions/0021-builds-and-deploys.md.
 */
export const KEPT_WEB_BUILDS = 3;

/** One build's files, relative to dist/web; `inputs` is its input hash (inputs.ts). */
export interface WebBuild {
  inputs: string;
  files: string[];
}

/**
 * Moves a finished web build from `staged` into `webDir` so that pages a running server has sent keep working:
 * every new file is renamed into place first (a reader sees the old file or the new one, never half of one),
 * index.html last, and no file goes that one of the last KEPT_WEB_BUILDS builds had. Returns what it pruned.
 */
export function publishWeb(staged: string, webDir: string, historyFile: string, inputs: string): string[] {
  const files = listFiles(staged);
  if (!files.includes('index.html')) throw new Error(`The web build in ${staged} has no index.html`);
  const history = readHistory(historyFile, webDir);
  for (const file of files.filter((name) => name !== 'index.html')) moveInto(staged, webDir, file);
  moveInto(staged, webDir, 'index.html');

  const kept = [...history.filter((build) => build.inputs !== inputs), { inputs, files }].slice(-KEPT_WEB_BUILDS);
  // Written before pruning: were we stopped in between, the next build prunes what is left over.
  writeFileAtomically(historyFile, `${JSON.stringify(kept, null, 1)}\n`);
  return prune(webDir, new Set(kept.flatMap((build) => build.files)));
}

/**
 * The builds dist/web holds. With no (readable) record, everything there counts as one earlier build: when in
 * doubt, keep a file (an older build script's output, or a record someone deleted).
 */
export function readHistory(historyFile: string, webDir: string): WebBuild[] {
  try {
    return JSON.parse(fs.readFileSync(historyFile, 'utf8')) as WebBuild[];
  } catch {
    const files = listFiles(webDir);
    return files.length > 0 ? [{ inputs: 'unrecorded', files }] : [];
  }
}

function moveInto(from: string, to: string, file: string): void {
  fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
  fs.renameSync(path.join(from, file), path.join(to, file));
}

/** Deletes the files of `webDir` that no kept build has, and the folders that leaves empty. */
function prune(webDir: string, keep: Set<string>): string[] {
  const pruned = listFiles(webDir).filter((file) => !keep.has(file));
  for (const file of pruned) {
    fs.rmSync(path.join(webDir, file));
    for (let dir = path.dirname(path.join(webDir, file)); dir.startsWith(`${webDir}${path.sep}`); dir = path.dirname(dir)) {
      if (fs.readdirSync(dir).length > 0) break;
      fs.rmdirSync(dir);
    }
  }
  return pruned;
}
