import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { precompressAssets } from './precompress.ts';

/** The web app (vite.config.ts) into `outDir` instead of dist/web, with its assets precompressed. Run from the project root. */
export async function buildWebInto(outDir: string): Promise<void> {
  // Loaded here, not on top: a build that is skipped should not pay for loading Vite.
  const { build } = await import('vite');
  await build({ configFile: path.resolve('vite.config.ts'), build: { outDir, emptyOutDir: true } });
  const started = Date.now();
  const written = await precompressAssets(outDir);
  console.log(`build: ${written.length} precompressed assets (.br, .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The server (tsconfig.server.json) into `outDir` instead of dist/node, with the SQL migrations it applies at start. */
export async function buildServerInto(outDir: string): Promise<void> {
  await run(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', outDir]);
  fs.cpSync('src/server/db/migrations', path.join(outDir, 'server/db/migrations'), { recursive: true });
}

/**
 * Puts `fresh` where `target` is, by two renames: a server that is running has loaded its code and keeps
 * it, and one that starts finds a whole build (but for the instant between the renames).
 */
export function replaceDir(fresh: string, target: string, trash: string): void {
  if (fs.existsSync(target)) fs.renameSync(target, trash);
  fs.renameSync(fresh, target);
  fs.rmSync(trash, { recursive: true, force: true });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} failed (${code ?? signal})`)),
    );
  });
}
