import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/build/files.ts';
import { hashBuildInputs } from '../../scripts/build/inputs.ts';
import { readHistory } from '../../scripts/build/publish-web.ts';
import { buildPaths, readStamp } from '../../scripts/build/stamp.ts';
import { startApp, stopApp, type AppProcess } from '../support/app-process.ts';
import { createStressDatabase, type StressDatabase } from './support/stress-database.ts';

/**
 * Issue 14: `npm start` built every time, and a build beside a running server deleted the chunks its open
 * pages still load. Here `npm run build` runs in a copy of the project (this one's dist is what other tests
 * serve), whose dist starts as a copy of this one's: the same sources, so that build is skipped; after a
 * change to a source it builds, beside a server started on the old build. See docs/decisions/0021.
 */
const PROJECT_FILES = ['src', 'public', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts', 'dist'];
const SKIPPED = /build: dist already holds a build of these sources/;

/** The environment of the shell that ran vitest: vitest sets NODE_ENV=test, which the build hashes. */
const shellEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));

/** `npm run build` in `cwd`. */
function npmBuild(cwd: string): Promise<{ code: number; output: string }> {
  const env = shellEnv();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** A copy of the project's build inputs and its built dist, sharing node_modules. */
function copyProject(): string {
  if (readStamp(buildPaths('.')) !== hashBuildInputs('.', shellEnv())) {
    throw new Error('dist is not a build of these sources: run `npm run build` first (npm run test:stress does).');
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-build-'));
  const tsconfigs = fs.readdirSync('.').filter((name) => /^tsconfig.*\.json$/.test(name));
  for (const entry of [...PROJECT_FILES, ...tsconfigs]) fs.cpSync(entry, path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** The assets of the last build into `project`'s dist/web (it also holds some of the builds before). */
function assetsOfLatestBuild(project: string): string[] {
  const paths = buildPaths(project);
  const files = readHistory(paths.webHistory, paths.web).at(-1)?.files ?? [];
  return files.filter((file) => file.startsWith('assets/')).map((file) => `/${file}`);
}

const entryOf = (indexHtml: string) => /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];
const statusOf = async (app: AppProcess, url: string) => (await fetch(`${app.baseUrl}${url}`)).status;

describe('npm run build beside a running server', () => {
  let copy: string;
  let database: StressDatabase | undefined;
  let app: AppProcess | undefined;
  beforeAll(() => {
    copy = copyProject();
  });
  afterAll(async () => {
    if (app) await stopApp(app);
    await database?.destroy();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('skips unchanged sources; after a change it builds, and the running server still serves every page it sent', async () => {
    const unchanged = await npmBuild(copy);
    expect(unchanged.code, unchanged.output).toBe(0);
    expect(unchanged.output).toMatch(SKIPPED);

    database = await createStressDatabase('pglite');
    app = await startApp({ dataDir: database.dataDir, cwd: copy });
    const oldPage = await (await fetch(`${app.baseUrl}/checkout`)).text();
    const oldAssets = assetsOfLatestBuild(copy);
    expect(oldAssets).toContain(entryOf(oldPage));

    // A change that reaches the entry chunk, so the new build's index.html names another entry.
    fs.appendFileSync(path.join(copy, 'src/web/main.tsx'), "\ndocument.documentElement.dataset.build = 'changed';\n");
    const changed = await npmBuild(copy);
    expect(changed.code, changed.output).toBe(0);
    expect(changed.output).not.toMatch(SKIPPED);

    const newPage = fs.readFileSync(path.join(copy, 'dist/web/index.html'), 'utf8');
    expect(entryOf(newPage)).toBeDefined();
    expect(entryOf(newPage)).not.toBe(entryOf(oldPage));
    const newAssets = listFiles(path.join(copy, 'dist/web/assets')).map((file) => `/assets/${file}`);
    expect(newAssets).toEqual(expect.arrayContaining([...oldAssets, entryOf(newPage)]));

    // The server started before the build still sends its own page, and every file that page may ask for.
    expect(await (await fetch(`${app.baseUrl}/checkout`)).text()).toBe(oldPage);
    const oldStatuses = await Promise.all(oldAssets.map(async (asset) => [asset, await statusOf(app!, asset)]));
    expect(oldStatuses.filter(([, status]) => status !== 200)).toEqual([]);

    // Restarted, it sends the new page, and still the old chunks to pages opened before.
    await stopApp(app);
    app = await startApp({ dataDir: database.dataDir, cwd: copy });
    expect(await (await fetch(`${app.baseUrl}/checkout`)).text()).toBe(newPage);
    expect(await statusOf(app, entryOf(newPage)!)).toBe(200);
    expect(await statusOf(app, entryOf(oldPage)!)).toBe(200);

    const again = await npmBuild(copy);
    expect(again.output).toMatch(SKIPPED);
  });
});
