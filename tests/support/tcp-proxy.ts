import net from 'node:net';

/** A TCP proxy on 127.0.0.1 that a test can cut and mend: the database outage test puts one before PostgreSQL. */
export interface TcpProxy {
  /** the port it listens on (the same after `reopen`) */
  port: number;
  /** stops listening and destroys every connection through it: new ones are refused, open ones drop */
  cut(): Promise<void>;
  /** listens again on the same port */
  reopen(): Promise<void>;
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
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
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
  return { port, cut, reopen: async () => void (await listen(port)), close: cut };
}
