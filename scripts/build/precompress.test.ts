import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from './files.ts';
import { PRECOMPRESS_MIN_BYTES, precompressAssets } from './precompress.ts';

let dir: string;
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};
const chunk = `export const days = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `day ${i}`))};\n`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressing a web build', () => {
  it('writes a .br and a .gz of each script and stylesheet that decompress to the file itself', async () => {
    write('assets/dashboard-Ab12.js', chunk);
    write('assets/index-Cd34.css', `.rbc-event { color: red }\n`.repeat(60));

    const written = await precompressAssets(dir);

    expect(written.toSorted()).toEqual([
      'assets/dashboard-Ab12.js.br',
      'assets/dashboard-Ab12.js.gz',
      'assets/index-Cd34.css.br',
      'assets/index-Cd34.css.gz',
    ]);
    const read = (file: string) => fs.readFileSync(path.join(dir, file));
    expect(brotliDecompressSync(read('assets/dashboard-Ab12.js.br')).toString('utf8')).toBe(chunk);
    expect(gunzipSync(read('assets/dashboard-Ab12.js.gz')).toString('utf8')).toBe(chunk);
  });

  it('leaves small files, images and index.html (sent from memory) as they are', async () => {
    write('index.html', `<!doctype html>${' '.repeat(2000)}`);
    write('assets/tiny-Ef56.js', 'export {};\n'.padEnd(PRECOMPRESS_MIN_BYTES - 1, ' '));
    write('assets/hero-Gh78.webp', Buffer.alloc(4096, 7));
    const before = listFiles(dir);

    expect(await precompressAssets(dir)).toEqual([]);
    expect(listFiles(dir)).toEqual(before);
  });
});
