import { describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs } from './backup-args.ts';

const NOW = new Date('2026-11-22T14:05:09.123Z');

describe('db:backup arguments', () => {
  it('names a new file per backup under backups/ by default, by engine', () => {
    expect(parseBackupArgs([], 'pglite', NOW)).toEqual({ ok: true, out: 'backups/salon-pglite-2026-11-22T14-05-09Z.tar.gz' });
    expect(parseBackupArgs([], 'postgres', NOW)).toEqual({ ok: true, out: 'backups/salon-postgres-2026-11-22T14-05-09Z.dump' });
  });

  it('writes where --out says', () => {
    expect(parseBackupArgs(['--out', '/srv/nightly.dump'], 'postgres', NOW)).toEqual({ ok: true, out: '/srv/nightly.dump' });
  });

  it.each([
    [['--out', ''], 'pglite', '--out must not be empty.'],
    [['--out', 'x.dump'], 'pglite', '--out must end in .tar.gz for a PGlite backup.'],
    [['--out', 'x.tar.gz'], 'postgres', '--out must end in .dump for a PostgreSQL backup.'],
    [['--force'], 'pglite', "Unknown option '--force'"],
    [['nightly.tar.gz'], 'pglite', 'Unexpected argument'],
  ] as const)('refuses %j on %s with a clear message and the usage', (argv, engine, message) => {
    const result = parseBackupArgs([...argv], engine, NOW);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(message) });
    expect(result.ok || result.message).toContain('Usage: npm run db:backup -- [--out FILE]');
  });
});

describe('db:restore arguments', () => {
  it('takes one file, and --yes to skip the question', () => {
    expect(parseRestoreArgs(['b.tar.gz'], 'pglite')).toEqual({ ok: true, file: 'b.tar.gz', yes: false });
    expect(parseRestoreArgs(['--yes', 'b.dump'], 'postgres')).toEqual({ ok: true, file: 'b.dump', yes: true });
  });

  it.each([
    [[], 'pglite', 'Name the backup file to restore.'],
    [['a.tar.gz', 'b.tar.gz'], 'pglite', 'Restore one backup file at a time (got 2).'],
    [['b.dump'], 'pglite', 'This database is PGlite: restore a .tar.gz file. b.dump looks like a PostgreSQL backup.'],
    [['b.tar.gz'], 'postgres', 'This database is PostgreSQL: restore a .dump file. b.tar.gz looks like a PGlite backup.'],
    [['b.tar.gz', '--force'], 'pglite', "Unknown option '--force'"],
  ] as const)('refuses %j on %s with a clear message and the usage', (argv, engine, message) => {
    const result = parseRestoreArgs([...argv], engine);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(message) });
    expect(result.ok || result.message).toContain('Usage: npm run db:restore -- FILE [--yes]');
  });
});
