import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashBuildInputs, listBuildInputs } from './inputs.ts';
import { buildPaths, clearStamp, isBuilt, writeStamp } from './stamp.ts';

/** A project as small as the build's inputs allow, with files around it that no build reads. */
const PROJECT_FILES: Record<string, string> = {
  'src/web/main.tsx': 'render(<App />);\n',
  'src/server/main.ts': 'listen();\n',
  'src/core/money.test.ts': 'test();\n',
  'src/web/lib/format.test.tsx': 'test();\n',
  'public/images/hero.webp': 'RIFF',
  'scripts/build.ts': 'build();\n',
  'scripts/build/inputs.ts': 'hash();\n',
  'scripts/generate-demo-images.ts': 'draw();\n',
  'vite.config.ts': 'export default {};\n',
  'tsconfig.json': '{}\n',
  'tsconfig.server.json': '{}\n',
  'package.json': '{ "name": "salon-booking" }\n',
  'package-lock.json': '{ "lockfileVersion": 3 }\n',
  'node_modules/.package-lock.json': '{ "packages": {} }\n',
  'e2e/booking-journey.spec.ts': 'test();\n',
  'README.md': '# Salon booking\n',
};

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const hash = (env: NodeJS.ProcessEnv = {}) => hashBuildInputs(root, env);

/** What a finished build leaves in dist, and its stamp. */
function givenBuilt(inputs: string): void {
  write('dist/web/index.html', '<!doctype html>');
  write('dist/node/server/main.js', 'listen();');
  writeStamp(buildPaths(root), inputs);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-build-inputs-'));
  for (const [file, content] of Object.entries(PROJECT_FILES)) write(file, content);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build inputs', () => {
  it('are the sources, public files, settings, lockfiles and the build script, not tests or other scripts', () => {
    expect(listBuildInputs(root)).toEqual([
      'node_modules/.package-lock.json',
      'package-lock.json',
      'package.json',
      'public/images/hero.webp',
      'scripts/build.ts',
      'scripts/build/inputs.ts',
      'src/server/main.ts',
      'src/web/main.tsx',
      'tsconfig.json',
      'tsconfig.server.json',
      'vite.config.ts',
    ]);
  });

  it('hash the same twice over, and differently once a source changes, appears or moves', () => {
    const first = hash();
    expect(hash()).toBe(first);
    write('src/web/main.tsx', 'render(<App />); // changed\n');
    const edited = hash();
    expect(edited).not.toBe(first);
    write('src/web/extra.ts', 'export {};\n');
    expect(hash()).not.toBe(edited);
    fs.renameSync(path.join(root, 'src/web/extra.ts'), path.join(root, 'src/web/moved.ts'));
    expect(hash()).not.toBe(edited);
  });

  it.each([
    'package-lock.json',
    'node_modules/.package-lock.json',
    'scripts/build/inputs.ts',
    'tsconfig.server.json',
    'public/images/hero.webp',
  ])('hash differently once %s changes', (file) => {
    const before = hash();
    write(file, `${PROJECT_FILES[file]} `);
    expect(hash()).not.toBe(before);
  });

  it('hash the same when only tests, browser specs, other scripts or the README change', () => {
    const before = hash();
    for (const file of [
      'src/core/money.test.ts',
      'src/web/lib/format.test.tsx',
      'e2e/booking-journey.spec.ts',
      'scripts/generate-demo-images.ts',
      'README.md',
    ]) {
      write(file, 'changed\n');
    }
    expect(hash()).toBe(before);
  });

  it('hash differently under another NODE_ENV or VITE_* variable, and the same under any other variable', () => {
    const before = hash({ PORT: '3000' });
    expect(hash({ PORT: '4000', DATABASE_URL: 'postgres://elsewhere' })).toBe(before);
    expect(hash({ NODE_ENV: 'development' })).not.toBe(before);
    expect(hash({ VITE_API_BASE_URL: 'https://api.example.com' })).not.toBe(before);
  });
});

describe('whether dist holds the build of these inputs', () => {
  it('does once a build of exactly them finished, so the build is skipped', () => {
    givenBuilt(hash());
    expect(isBuilt(buildPaths(root), hash())).toBe(true);
  });

  it('does not once a source changed since', () => {
    givenBuilt(hash());
    write('src/server/main.ts', 'listen(); // changed\n');
    expect(isBuilt(buildPaths(root), hash())).toBe(false);
  });

  it('does not while a build is under way or after one was stopped (no stamp), nor with the output deleted', () => {
    givenBuilt(hash());
    clearStamp(buildPaths(root));
    expect(isBuilt(buildPaths(root), hash())).toBe(false);

    givenBuilt(hash());
    fs.rmSync(path.join(root, 'dist/web/index.html'));
    expect(isBuilt(buildPaths(root), hash())).toBe(false);
  });

  it('does not on a fresh clone (no dist)', () => {
    expect(isBuilt(buildPaths(root), hash())).toBe(false);
  });
});
