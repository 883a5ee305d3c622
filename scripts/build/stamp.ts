import fs from 'node:fs';
import path from 'node:path';

/** Where a build lives under the project root. */
export interface BuildPaths {
  dist: string;
  web: string;
  node: string;
  /** the input hash of the build dist holds; written last, so an interrupted build has none */
  stamp: string;
  /** the files of the last few web builds, so a rebuild knows which old assets to keep (publish-web.ts) */
  webHistory: string;
  /** builds happen here before they are moved into place */
  staging: string;
  lock: string;
}

export function buildPaths(root: string): BuildPaths {
  const dist = path.join(root, 'dist');
  return {
    dist,
    web: path.join(dist, 'web'),
    node: path.join(dist, 'node'),
    stamp: path.join(dist, '.build-stamp'),
    webHistory: path.join(dist, '.web-builds.json'),
    staging: path.join(dist, '.staging'),
    lock: path.join(dist, '.build-lock'),
  };
}

/** The files a server start needs: without them a stamp means nothing (someone deleted part of dist). */
const OUTPUTS = (paths: BuildPaths) => [path.join(paths.web, 'index.html'), path.join(paths.node, 'server', 'main.js')];

/** True when dist holds a complete build of exactly these inputs. */
export function isBuilt(paths: BuildPaths, inputs: string): boolean {
  return readStamp(paths) === inputs && OUTPUTS(paths).every((file) => fs.existsSync(file));
}

export function readStamp(paths: BuildPaths): string | undefined {
  try {
    return fs.readFileSync(paths.stamp, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Before a build changes anything in dist: from here until writeStamp, dist is not a build of any inputs. */
export function clearStamp(paths: BuildPaths): void {
  fs.rmSync(paths.stamp, { force: true });
}

/** After every step has succeeded. Written aside and renamed, so the stamp is never half a hash. */
export function writeStamp(paths: BuildPaths, inputs: string): void {
  writeFileAtomically(paths.stamp, `${inputs}\n`);
}

export function writeFileAtomically(file: string, content: string): void {
  const aside = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(aside, content);
  fs.renameSync(aside, file);
}
