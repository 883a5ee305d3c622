import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from './files.ts';
import { KEPT_WEB_BUILDS, publishWeb } from './publish-web.ts';

let root: string;
const webDir = () => path.join(root, 'web');
const historyFile = () => path.join(root, 'web-builds.json');
const read = (file: string) => fs.readFileSync(path.join(webDir(), file), 'utf8');

/** Stages a web build the way Vite lays one out: an index naming its entry, hashed assets, the images. */
function stageBuild(name: string, assets: string[]): string {
  const staged = path.join(root, `staged-${name}`);
  const files: Record<string, string> = { 'index.html': `<script src="/assets/index-${name}.js"></script>`, 'images/hero.webp': 'RIFF' };
  for (const asset of [`index-${name}.js`, ...assets]) files[`assets/${asset}`] = `// ${asset}`;
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(staged, file)), { recursive: true });
    fs.writeFileSync(path.join(staged, file), content);
  }
  return staged;
}

const publish = (name: string, assets: string[] = [`checkout-${name}.js`]) =>
  publishWeb(stageBuild(name, assets), webDir(), historyFile(), `inputs-${name}`);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-publish-web-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('publishing a web build into dist/web', () => {
  it('adds the new files and index.html, and keeps every file of the build before', () => {
    publish('one');
    const before = listFiles(webDir());
    publish('two');
    expect(read('index.html')).toContain('index-two.js');
    expect(listFiles(webDir())).toEqual(expect.arrayContaining([...before, 'assets/index-two.js', 'assets/checkout-two.js']));
  });

  it(`prunes a file once none of the last ${KEPT_WEB_BUILDS} builds has it, and keeps one they share`, () => {
    publish('one', ['checkout-one.js', 'shared.js']);
    publish('two', ['checkout-two.js', 'shared.js']);
    publish('three', ['checkout-three.js']);
    expect(listFiles(webDir())).toContain('assets/checkout-one.js');

    const pruned = publish('four', ['checkout-four.js']);
    expect(pruned).toEqual(['assets/checkout-one.js', 'assets/index-one.js']);
    expect(listFiles(webDir())).toEqual(expect.arrayContaining(['assets/checkout-two.js', 'assets/shared.js', 'images/hero.webp']));
    expect(read('index.html')).toContain('index-four.js');
  });

  it('counts a dist/web with no record (an older build script) as one earlier build, and keeps its files', () => {
    fs.mkdirSync(path.join(webDir(), 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir(), 'assets/admin-old.js'), '// old');
    publish('one');
    publish('two');
    expect(listFiles(webDir())).toContain('assets/admin-old.js');
    publish('three');
    expect(listFiles(webDir())).not.toContain('assets/admin-old.js');
  });

  it('refuses a staged build with no index.html, and leaves dist/web as it was', () => {
    publish('one');
    const before = listFiles(webDir());
    const broken = stageBuild('two', []);
    fs.rmSync(path.join(broken, 'index.html'));
    expect(() => publishWeb(broken, webDir(), historyFile(), 'inputs-two')).toThrow(/no index.html/);
    expect(listFiles(webDir())).toEqual(before);
  });
});
