import fs from 'node:fs';
import pg from 'pg';

/** User + system CPU of a process so far, from /proc (Linux); undefined elsewhere or when it has gone. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL backends serving the bench's database (the app's pool, its change listener, pg-boss): their CPU is
 * the database's share of what the app asks for. Read through one connection of its own, which is left out; only
 * when the server runs on this machine (its /proc), else every sample is undefined.
 */
export class DatabaseCpu {
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string): Promise<DatabaseCpu> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new DatabaseCpu(client);
  }

  async sample(): Promise<Map<number, number> | undefined> {
    const { rows } = await this.client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === undefined) return undefined;
      cpu.set(pid, ms);
    }
    return cpu;
  }

  /** Rows of a query on the bench's database, through the same (uncounted) connection. */
  async query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
    return (await this.client.query<T>(text)).rows;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/**
 * The backends' CPU from now until `stop`, sampled every 200 ms: a backend that starts meanwhile counts whole (its
 * start-up is the app's doing), and one that exits loses only what it spent after its last sample. Resolves to
 * undefined when the server's processes cannot be read.
 */
export function trackBackendCpu(database: DatabaseCpu): { stop(): Promise<{ ms: number } | undefined> } {
  const from = new Map<number, number>();
  const to = new Map<number, number>();
  let readable = true;
  let samples = 0;
  const sample = async () => {
    const cpu = await database.sample();
    if (!cpu) readable = false;
    for (const [pid, ms] of cpu ?? []) {
      if (!from.has(pid)) from.set(pid, samples === 0 ? ms : 0);
      to.set(pid, ms);
    }
    samples++;
  };
  let sampling = sample();
  const timer = setInterval(() => (sampling = sampling.then(sample)), 200);
  return {
    async stop() {
      clearInterval(timer);
      await sampling;
      await sample();
      if (!readable) return undefined;
      let ms = 0;
      for (const [pid, at] of to) ms += at - from.get(pid)!;
      return { ms };
    },
  };
}
