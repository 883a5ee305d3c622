import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isFile, listFiles } from './files.ts';

/**
 * Everything `npm run build` reads, so the same hash means the same build (docs/decisions/0021): the sources
 * (tests excluded: no build reads them), the public files, the Vite and TypeScript settings, the installed
 * packages (npm's lockfile, and the copy npm keeps in node_modules of what is really installed) and this script.
 */
const INPUT_DIRS = ['src', 'public', 'scripts/build'];
const INPUT_FILES = ['scripts/build.ts', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'vite.config.ts'];
const TSCONFIG = /^tsconfig.*\.json$/;
const TEST_FILE = /\.test\.tsx?$/;
/** Vite bakes VITE_* variables into the app, and NODE_ENV decides a production or development bundle. */
const BUILD_ENV = /^(VITE_.*|NODE_ENV)$/;

/** The input files under `root`, as sorted paths relative to it (with `/`). */
export function listBuildInputs(root: string): string[] {
  const files = INPUT_FILES.filter((file) => isFile(path.join(root, file)));
  files.push(...fs.readdirSync(root).filter((name) => TSCONFIG.test(name) && isFile(path.join(root, name))));
  for (const dir of INPUT_DIRS) {
    files.push(
      ...listFiles(path.join(root, dir))
        .map((file) => `${dir}/${file}`)
        .filter((file) => !TEST_FILE.test(file)),
    );
  }
  return files.sort();
}

/** One hash of the input files' names and contents and of the environment that changes the bundle. */
export function hashBuildInputs(root: string, env: NodeJS.ProcessEnv): string {
  const hash = crypto.createHash('sha256');
  for (const file of listBuildInputs(root)) {
    const content = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex');
    hash.update(`file ${file} ${content}\n`);
  }
  const buildEnv = Object.entries(env)
    .filter(([name]) => BUILD_ENV.test(name))
    .map(([name, value]) => `env ${name}=${value ?? ''}\n`);
  for (const line of buildEnv.sort()) hash.update(line);
  return hash.digest('hex');
}
