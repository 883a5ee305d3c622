import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** The built server, exactly as `npm start` runs it. */
export const SERVER_ENTRY = 'dist/node/server/main.js';

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** everything the process wrote to stderr so far (start-up failures, warnings) */
  stderr(): string;
  /** its log so far (JSON lines at LOG_LEVEL, warn, unless the env says otherwise) */
  stdout(): string;
  /** resolves with the exit code (or the signal's name) once the process has exited */
  exited: Promise<number | string>;
}

export interface StartOptions {
  /** PGlite's home; ignored when databaseUrl is set */
  dataDir: string;
  databaseUrl?: string;
  /** extra environment (e.g. SMTP_URL) */
  env?: Record<string, string>;
  /** reuse a port (a restart on the same address) */
  port?: number;
  /** the project folder whose build to run (its dist); this one by default */
  cwd?: string;
}

export function assertBuilt(): void {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync('dist/web/index.html')) {
    throw new Error('The app is not built: run `npm run build` first (npm test and npm run test:stress do).');
  }
}

/** Spawns the built app on a free port with its own data and no Stripe keys (the offline provider). */
export async function spawnApp(options: StartOptions): Promise<AppProcess> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // Tests read the log's records; the demo's readable lines (its default, docs/decisions/0022) are tested on their own.
      LOG_FORMAT: 'json',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, stderr: () => stderr, stdout: () => stdout, exited };
}

/** Spawns the app and waits until `GET /api/health` says the database answers. */
export async function startApp(options: StartOptions): Promise<AppProcess> {
  const app = await spawnApp(options);
  await waitForHealth(app);
  return app;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(app: AppProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`The server exited with code ${app.child.exitCode}:\n${app.stderr()}`);
    try {
      const res = await fetch(`${app.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not gone within 10 s. */
export async function stopApp(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), 10_000);
  await app.exited;
  clearTimeout(timer);
}

/** kill -9: no handler runs, nothing is flushed or closed. */
export async function killApp(app: AppProcess): Promise<void> {
  app.child.kill('SIGKILL');
  await app.exited;
}
