// socksConnect against a real SOCKS5 proxy on 127.0.0.1 (RFC 1928): the host goes as a domain
// name (0x03) for the proxy to resolve, the stream then carries HTTP, and every refusal or
// silence becomes a pt-BR failure or an abort (docs/protocols/lnurl.md).
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLnurlPayServer,
  type LnurlPayServer,
} from '../../../../tests/support/lnurl-pay-server.ts';
import { startSocks5Proxy, type Socks5TestProxy } from '../../../../tests/support/socks5-proxy.ts';
import { ResolveFailure } from './failure.ts';
import { socksConnect } from './socks5.ts';

const ONION = `${'q'.repeat(52)}abcd.onion`;
let wallet: LnurlPayServer;
let proxy: Socks5TestProxy;

beforeAll(async () => {
  wallet = await startLnurlPayServer();
  proxy = await startSocks5Proxy({ [ONION]: wallet.port });
});
afterAll(async () => {
  await proxy.close();
  await wallet.close();
});

async function failure(promise: Promise<unknown>): Promise<ResolveFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof ResolveFailure)) throw new Error(`not a ResolveFailure: ${String(error)}`);
  return error;
}

describe('socksConnect', () => {
  it('asks for the host by name and returns a stream to it', async () => {
    proxy.asked.length = 0;
    const socket = await socksConnect(
      { host: '127.0.0.1', port: proxy.port },
      ONION,
      80,
      AbortSignal.timeout(5_000),
    );
    socket.write(
      `GET /.well-known/lnurlp/maria HTTP/1.1\r\nHost: ${ONION}\r\nConnection: close\r\n\r\n`,
    );
    socket.setEncoding('utf8');
    let text = '';
    socket.on('data', (chunk: string) => (text += chunk));
    await once(socket, 'end');
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('"tag":"payRequest"');
    expect(proxy.asked).toEqual([{ addressType: 3, host: ONION, port: 80 }]);
  });

  it.each([
    [0xf0, 'serviço onion não encontrado (SOCKS 240)'],
    [4, 'servidor inalcançável (SOCKS 4)'],
    [2, 'conexão não permitida pelas regras do proxy (SOCKS 2)'],
  ])('turns reply %i into a pt-BR reason', async (code, reason) => {
    proxy.unknownReply = code;
    const error = await failure(
      socksConnect(
        { host: '127.0.0.1', port: proxy.port },
        'x.onion',
        80,
        AbortSignal.timeout(5_000),
      ),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toBe(`Não foi possível chegar a x.onion pelo proxy Tor: ${reason}.`);
  });

  it('says so when nothing listens on the proxy port', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(
      socksConnect({ host: '127.0.0.1', port }, ONION, 80, AbortSignal.timeout(5_000)),
    );
    expect(error.message).toContain(
      `o proxy 127.0.0.1:${port} não aceitou a conexão (ECONNREFUSED)`,
    );
  });

  it('says so when the port speaks something else than SOCKS5', async () => {
    const error = await failure(
      socksConnect({ host: '127.0.0.1', port: wallet.port }, ONION, 80, AbortSignal.timeout(5_000)),
    );
    expect(error.message).toMatch(/não respondeu como um proxy SOCKS5|fechou a conexão/);
  });

  it('gives up on a silent proxy when the signal aborts', async () => {
    proxy.silent = true;
    try {
      const started = Date.now();
      const outcome = await socksConnect(
        { host: '127.0.0.1', port: proxy.port },
        ONION,
        80,
        AbortSignal.timeout(200),
      ).catch((error: unknown) => error);
      expect((outcome as Error).name).toBe('TimeoutError');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      proxy.silent = false;
    }
  });
});
