import fs from 'node:fs';
import path from 'node:path';

/** The files under `dir` (dot files too), as sorted paths relative to it with `/`; none when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => isFile(path.join(dir, file)))
    .sort();
}

export function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
