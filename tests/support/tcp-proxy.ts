import net from 'node:net';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../../src/server/db/client.ts';
import type { TestDatabase } from './test-database.ts';

/** A TCP proxy on 127.0.0.1 that a test can cut and mend: the database outage test puts one before PostgreSQL. */
export interface TcpProxy {
  /** the port it listens on (the same after `reopen`) */
  port: number;
  /** stops listening and destroys every connection through it: new ones are refused, open ones drop */
  cut(): Promise<void>;
  /** listens again on the same port */
  reopen(): Promise<void>;
  /**
   * A server that hangs, or a network that drops packets: open connections drop, and new ones are accepted but
   * never pass a byte either way. `mend` drops those and goes back to passing everything.
   */
  stall(): void;
  mend(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // Either end failing ends both: what a broken network does to a connection.
    socket.on('error', () => socket.destroy());
  };
  let stalled = false;
  const silent = new Set<net.Socket>();
  const server = net.createServer((client) => {
    track(client);
    // Accepted and then silent: the other end waits for an answer that never comes.
    if (stalled) {
      silent.add(client);
      client.once('close', () => silent.delete(client));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const port = await listen(0);
  const stall = () => {
    stalled = true;
    for (const socket of sockets) socket.destroy();
  };
  // What waits on a silent connection is let go (an error), so nothing hangs on past the stall.
  const mend = () => {
    stalled = false;
    for (const socket of silent) socket.destroy();
  };
  return { port, cut, reopen: async () => void (await listen(port)), stall, mend, close: cut };
}

/** A proxy, made when the app opens its database through it (`appDatabase`), the test's to cut, stall and mend. */
export interface ProxiedDatabase extends Omit<TcpProxy, 'port' | 'close'> {
  /** for createTestApp's `appDatabase`: the test database's server reached through the proxy; closing it closes the proxy */
  appDatabase(database: TestDatabase): Promise<DatabaseHandle>;
}

export function proxiedDatabase(options: Omit<OpenDatabaseOptions, 'databaseUrl'> = {}): ProxiedDatabase {
  let proxy: TcpProxy | undefined;
  const opened = () => {
    if (!proxy) throw new Error('proxiedDatabase: the app has not opened its database yet');
    return proxy;
  };
  return {
    async appDatabase(database) {
      const direct = new URL(database.url!);
      const started = (proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) }));
      const viaProxy = new URL(direct);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(started.port);
      const handle = await openDatabase({ ...options, databaseUrl: viaProxy.toString() });
      const close = async () => {
        await handle.close();
        await started.close();
      };
      return { ...handle, close };
    },
    cut: async () => opened().cut(),
    reopen: async () => opened().reopen(),
    stall: () => opened().stall(),
    mend: () => opened().mend(),
  };
}
