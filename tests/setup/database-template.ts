import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite database takes seconds to initialise and migrate, so do it once, dump it, and let each
 * test file restore its own copy (docs/architecture.md, known facts).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-template-'));
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const file = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
