import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { staffUsers } from '../db/schema/auth.ts';
import { verifyPassword } from '../modules/auth/password.ts';

/** Runs `npm run admin:create` as an operator would (through tsx), with `stdin` piped in; resolves with what it said. */
function adminCreate(args: string[], stdin: string, dataDir: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin-create.ts', ...args], {
      // Only what the command reads: nothing of this test process's own environment leaks into it.
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin:create takes the password from standard input, never the command line', () => {
  // The command runs in a process of its own on a data directory of its own: there is no suite app (salonAppForSuite).
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-admin-create-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const storedAccounts = async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      return await database.db.select().from(staffUsers);
    } finally {
      await database.close();
    }
  };

  it('refuses --password, saying why, and creates nothing', async () => {
    const { code, out } = await adminCreate(['--email', 'owner@salon.example', '--password', 'typed-on-the-line'], '', dataDir);
    expect(code).toBe(2);
    expect(out).toContain('--password is not taken on the command line');
    expect(out).not.toContain('typed-on-the-line');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses a piped password that is too short', async () => {
    const { code, out } = await adminCreate(['--email', 'owner@salon.example'], 'short\n', dataDir);
    expect(code).toBe(2);
    expect(out).toContain('Password must be at least 8 characters.');
  });

  it('creates the account from the first line of standard input', async () => {
    const { code, out } = await adminCreate(
      ['--email', 'Owner@Salon.example', '--name', 'Rosa Willow'],
      'a piped password\nignored second line\n',
      dataDir,
    );
    expect(out).toContain('Created staff account owner@salon.example (Rosa Willow)');
    expect(code).toBe(0);
    const [account, ...others] = await storedAccounts();
    expect(others).toEqual([]);
    expect(await verifyPassword(account!.passwordHash, 'a piped password')).toBe(true);
  });
});
