// A SOCKS5 proxy for tests, in Tor's place (RFC 1928, no authentication, CONNECT only): it
// maps the host names a test gives ('abc…xyz.onion', 'carteira.exemplo') to ports on
// 127.0.0.1, answers another reply code for the rest (Tor's 0xF0 "onion service not found",
// 4 "host unreachable"…), and records what each client asked for. It can also stay silent
// after the greeting, to test timeouts.
import net, { type AddressInfo, type Socket } from 'node:net';

export interface SocksRequest {
  /** 1 IPv4, 3 domain name, 4 IPv6. */
  addressType: number;
  host: string;
  port: number;
}

export interface Socks5TestProxy {
  port: number;
  /** host name → port on 127.0.0.1 (the asked port is ignored). */
  routes: Map<string, number>;
  /** The reply code for a host without a route. */
  unknownReply: number;
  /** Accept the connection, then answer nothing. */
  silent: boolean;
  asked: SocksRequest[];
  close(): Promise<void>;
}

function reply(code: number, port = 0): Buffer {
  return Buffer.from([5, code, 0, 1, 127, 0, 0, 1, port >> 8, port & 0xff]);
}

/** The CONNECT request in `data`, its length, or undefined when more bytes are needed. */
function parseRequest(data: Buffer): { request: SocksRequest; length: number } | undefined {
  if (data.length < 5) return undefined;
  const addressType = data[3]!;
  let host: string;
  let end: number;
  if (addressType === 1) {
    end = 4 + 4;
    host = [...data.subarray(4, end)].join('.');
  } else if (addressType === 3) {
    end = 5 + data[4]!;
    host = data.subarray(5, end).toString('ascii');
  } else {
    end = 4 + 16;
    host = data
      .subarray(4, end)
      .toString('hex')
      .replace(/(.{4})(?!$)/g, '$1:');
  }
  if (data.length < end + 2) return undefined;
  return { request: { addressType, host, port: data.readUInt16BE(end) }, length: end + 2 };
}

export async function startSocks5Proxy(
  routes: Record<string, number> = {},
): Promise<Socks5TestProxy> {
  const sockets = new Set<Socket>();
  const state: Socks5TestProxy = {
    port: 0,
    routes: new Map(Object.entries(routes)),
    unknownReply: 4,
    silent: false,
    asked: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function track(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  const server = net.createServer((client) => {
    track(client);
    let data = Buffer.alloc(0);
    let stage: 'greeting' | 'request' = 'greeting';
    const onData = (chunk: Buffer): void => {
      data = Buffer.concat([data, chunk]);
      if (state.silent) return;
      if (stage === 'greeting') {
        if (data.length < 2 || data.length < 2 + data[1]!) return;
        const methods = [...data.subarray(2, 2 + data[1]!)];
        if (data[0] !== 5 || !methods.includes(0)) return void client.end(Buffer.from([5, 0xff]));
        data = data.subarray(2 + data[1]!);
        stage = 'request';
        client.write(Buffer.from([5, 0]));
      }
      const parsed = parseRequest(data);
      if (!parsed) return;
      client.off('data', onData);
      const rest = data.subarray(parsed.length);
      state.asked.push(parsed.request);
      const target = state.routes.get(parsed.request.host);
      if (parsed.request.addressType !== 3 && target === undefined)
        return void client.end(reply(8));
      if (data[1] !== 1 || target === undefined) return void client.end(reply(state.unknownReply));
      const upstream = net.connect({ host: '127.0.0.1', port: target });
      track(upstream);
      upstream.once('error', () => client.end(reply(5)));
      upstream.once('connect', () => {
        client.write(reply(0, target));
        if (rest.length > 0) upstream.write(rest);
        client.pipe(upstream);
        upstream.pipe(client);
      });
    };
    client.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}
