// A TCP proxy in front of a port, so a test can take a node down or make it hang without
// stopping it.
import net from 'node:net';

/**
 * A TCP proxy the test can take down: 'down' refuses connections (as a stopped bitcoind),
 * 'hang' accepts them and never answers, 'up' forwards to the target.
 */
export async function startProxy(targetPort: number): Promise<{
  port: number;
  set(mode: 'up' | 'down' | 'hang'): Promise<void>;
  close(): Promise<void>;
}> {
  let mode: 'up' | 'down' | 'hang' = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: net.Socket) => {
    track(client);
    if (mode === 'hang') return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    async set(next) {
      if (next === mode) return;
      for (const socket of sockets) socket.destroy();
      if (next === 'down') await closeServer();
      if (mode === 'down') {
        server = net.createServer(onConnection);
        await listen(port);
      }
      mode = next;
    },
    close: closeServer,
  };
}
