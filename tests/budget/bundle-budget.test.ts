import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue #8's front-end budget (docs/decisions/0014): the JavaScript '/' loads, gzipped, is at most 110 KB,
 * where a KB is 1024 bytes; and no admin-only library is in it. It reads the build that `npm test` makes first.
 */
const BUDGET_BYTES = 110 * 1024;
const DIST_DIR = path.resolve('dist/web');
const MANIFEST_PATH = path.join(DIST_DIR, '.vite', 'manifest.json');

/** Code only these libraries have, that minifying keeps: the class names they render. */
const ADMIN_ONLY_LIBRARIES = [
  { name: 'react-big-calendar', marker: 'rbc-calendar' },
  { name: 'recharts', marker: 'recharts-wrapper' },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface LoadedFile {
  file: string;
  gzipBytes: number;
  code: string;
}

function readManifest(): Manifest {
  if (!fs.existsSync(MANIFEST_PATH)) {
    throw new Error(`No build to measure (${MANIFEST_PATH} is missing): run \`npm run build\` first (npm test does).`);
  }
  return JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
}

/** The entry and every chunk it imports statically, however deep: what the browser fetches before '/' runs. */
function filesLoadedByEntry(manifest: Manifest): LoadedFile[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && manifest[key]?.src === 'index.html');
  if (!entryKey) throw new Error(`The manifest has no entry for index.html: ${MANIFEST_PATH}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => {
    const code = fs.readFileSync(path.join(DIST_DIR, manifest[key]!.file));
    return { file: manifest[key]!.file, gzipBytes: gzipSync(code).length, code: code.toString('utf8') };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the JavaScript '/' loads", () => {
  let loaded: LoadedFile[];
  beforeAll(() => {
    loaded = filesLoadedByEntry(readManifest());
  });

  it(`is at most ${kb(BUDGET_BYTES)} gzip`, () => {
    const total = loaded.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const listing = loaded
      .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
      .map(({ file, gzipBytes }) => `  ${kb(gzipBytes).padStart(9)}  ${file}`)
      .join('\n');
    expect(total, `'/' loads ${kb(total)} gzip, over the budget of ${kb(BUDGET_BYTES)}:\n${listing}\n`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each(ADMIN_ONLY_LIBRARIES)('holds none of $name', ({ name, marker }) => {
    const holders = loaded.filter(({ code }) => code.includes(marker)).map(({ file }) => file);
    expect(holders, `${name} is in a chunk '/' loads: ${holders.join(', ')}`).toEqual([]);
  });

  // Without this, a renamed class would let the check above pass whatever the chunks hold.
  it.each(ADMIN_ONLY_LIBRARIES)('still finds $name by its marker in the admin chunks', ({ name, marker }) => {
    const assetsDir = path.join(DIST_DIR, 'assets');
    const anywhere = fs
      .readdirSync(assetsDir)
      .some((file) => file.endsWith('.js') && fs.readFileSync(path.join(assetsDir, file), 'utf8').includes(marker));
    expect(anywhere, `no built chunk contains '${marker}': update the marker for ${name}`).toBe(true);
  });
});
