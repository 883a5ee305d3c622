import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { brokenReferences } from './repo-references.ts';

describe('references to the repo’s own files', () => {
  it('all resolve inside a clean clone, and none points outside it', () => {
    expect(brokenReferences(process.cwd())).toEqual([]);
  });

  it('finds a dead link, a moved file named in a comment or a document, a record that does not exist, a path outside the repo', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-refs-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('docs/decisions/0001-a.md', '# 0001\nSee [the other](0002-b.md), [this one](0001-a.md) and docs/decisions/0001.\n');
    const comment = '/'.repeat(2); // written so, or this file's own check would read the fixture as a comment
    write('src/a.ts', `${comment} moved: src/gone.ts; kept: src/a.ts and docs/decisions/0009\nconst fixture = 'src/not-a-reference.ts';\n`);
    write('README.md', 'Layout: see ../shared/ARCHITECTURE.md.\n');
    write('docs/notes.md', 'From the tree: `a.ts`, src/a.ts, core/a.ts (moved), `gone.ts`; outside: https://example.com/core/x.ts\n');
    execFileSync('git', ['init', '-q'], { cwd: root });
    const found = brokenReferences(root).map((b) => `${b.file}:${b.line} ${b.reference}`);
    expect(found.sort()).toEqual(
      [
        'README.md:1 ../shared/ARCHITECTURE',
        'docs/notes.md:1 core/a.ts',
        'docs/notes.md:1 gone.ts',
        'docs/decisions/0001-a.md:2 0002-b.md',
        'src/a.ts:1 docs/decisions/0009',
        'src/a.ts:1 src/gone.ts',
      ].sort(),
    );
    fs.rmSync(root, { recursive: true, force: true });
  });
});
