import fs from 'node:fs';
import path from 'node:path';

/** A refusal or failure of db:backup / db:restore, worded for the person who ran it. */
export class BackupError extends Error {}

export function readBackup(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    throw new BackupError(
      `Cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}. Nothing was changed.`,
    );
  }
}

/** A backup file appears whole or not at all: written beside, then renamed. */
export function writeAtomically(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}
