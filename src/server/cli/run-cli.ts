import { ConfigError } from '../config.ts';
import { BackupError } from '../db/backup-files.ts';
import { DatabaseInUseError } from '../db/pglite-lock.ts';

/** Runs a command-line task: expected refusals print one plain sentence (no stack) and set the exit code. */
export async function runCli(task: () => Promise<{ exitCode: number; message: string }>): Promise<void> {
  try {
    const { exitCode, message } = await task();
    (exitCode === 0 ? console.log : console.error)(message);
    process.exitCode = exitCode;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof BackupError || err instanceof DatabaseInUseError) {
      console.error(err.message);
    } else {
      console.error('Failed:', err);
    }
    process.exitCode = 1;
  }
}
