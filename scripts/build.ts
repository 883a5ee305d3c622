/**
 * `npm run build` (and so `npm start` and `npm test`): builds the web app into dist/web and the server into
 * dist/node, unless dist already holds a build of exactly these sources. A build beside a running server
 * leaves the files its open pages load. Why and how: docs/decisions/0021-builds-and-deploys.md.
 *   npm run build -- --force   builds even when nothing changed
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashBuildInputs } from './build/inputs.ts';
import { withBuildLock } from './build/lock.ts';
import { publishWeb } from './build/publish-web.ts';
import { buildPaths, clearStamp, isBuilt, writeStamp } from './build/stamp.ts';
import { buildServerInto, buildWebInto, replaceDir } from './build/steps.ts';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const paths = buildPaths('.');
const force = process.argv.includes('--force');

/** The whole build happens in a staging folder; only a finished one is moved into dist, web first, stamp last. */
async function buildAll(inputs: string): Promise<void> {
  clearStamp(paths);
  fs.rmSync(paths.staging, { recursive: true, force: true }); // left by a build that was stopped: we hold the lock
  const staged = { web: path.join(paths.staging, 'web'), node: path.join(paths.staging, 'node') };
  // Side by side (one in process, tsc in another), and both finished before a failure ends the script.
  const results = await Promise.allSettled([buildWebInto(path.resolve(staged.web)), buildServerInto(staged.node)]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  const pruned = publishWeb(staged.web, paths.web, paths.webHistory, inputs);
  replaceDir(staged.node, paths.node, path.join(paths.staging, 'node-old'));
  fs.rmSync(paths.staging, { recursive: true, force: true });
  writeStamp(paths, inputs);
  console.log(
    `build: done (inputs ${short(inputs)}${pruned.length > 0 ? `; removed ${pruned.length} web files no recent build uses` : ''})`,
  );
}

function upToDate(inputs: string): boolean {
  if (force || !isBuilt(paths, inputs)) return false;
  console.log(
    `build: dist already holds a build of these sources (inputs ${short(inputs)}), skipping it; \`npm run build -- --force\` builds anyway`,
  );
  return true;
}

const short = (hash: string) => hash.slice(0, 12);

fs.mkdirSync(paths.dist, { recursive: true });
if (!upToDate(hashBuildInputs('.', process.env))) {
  await withBuildLock(paths.lock, async () => {
    // Hashed again under the lock: whoever held it may have just built these very sources.
    const inputs = hashBuildInputs('.', process.env);
    if (!upToDate(inputs)) await buildAll(inputs);
  });
}
