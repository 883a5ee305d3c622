import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** As the server's on-the-fly compression (src/server/app.ts): smaller files are not worth it. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside each text file of `dir`'s assets folder, at the highest levels (once per
 * build, not once per request as @fastify/compress would), for @fastify/static's `preCompressed` to send as they
 * are (docs/decisions/0015, the run of 2026-11-24: 30 small chunks gzipped per request on 2 cores). A version no
 * smaller than the file is not written; the server then sends the file itself.
 * Returns the files written, relative to `dir`.
 */
export async function precompressAssets(dir: string): Promise<string[]> {
  const assets = path.join(dir, 'assets');
  const files = listFiles(assets).filter(
    (file) => TEXT_FILE.test(file) && fs.statSync(path.join(assets, file)).size >= PRECOMPRESS_MIN_BYTES,
  );
  const written = await Promise.all(
    files.map(async (file) => {
      const source = await fs.promises.readFile(path.join(assets, file));
      const versions = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }).then((data) => ({ ext: '.br', data })),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({ ext: '.gz', data })),
      ]);
      const smaller = versions.filter(({ data }) => data.length < source.length);
      await Promise.all(smaller.map(({ ext, data }) => fs.promises.writeFile(path.join(assets, file + ext), data)));
      return smaller.map(({ ext }) => path.posix.join('assets', file + ext));
    }),
  );
  return written.flat();
}
