import type { DatabaseHandle } from './client.ts';

/**
 * Runs `task` while holding a PostgreSQL advisory lock, so app processes starting together take turns
 * (PGlite has one process by construction). The lock is held on a connection of its own, so the task may
 * use the pool freely.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, key: number, task: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return task();
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await task();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}
