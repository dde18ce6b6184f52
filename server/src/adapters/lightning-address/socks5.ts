// A SOCKS5 CONNECT through the node's Tor proxy (RFC 1928, no authentication), so a winner's
// wallet is reached without this server's own DNS or IP: the host goes as a domain name
// (address type 0x03) and Tor resolves it at the exit, or finds the onion service
// (docs/protocols/lnurl.md). Resolves with the connected socket, ready for HTTP or TLS.
import { connect, type Socket } from 'node:net';
import { ResolveFailure } from './failure.ts';

export interface SocksProxy {
  host: string;
  port: number;
}

const VERSION = 5;
const NO_AUTHENTICATION = 0;
const CONNECT = 1;
const DOMAIN_NAME = 3;

/** RFC 1928's reply codes, and Tor's onion-service extensions (0xF0–0xF7, ExtendedErrors). */
const REPLIES: Record<number, string> = {
  1: 'falha geral do proxy',
  2: 'conexão não permitida pelas regras do proxy',
  3: 'rede inalcançável',
  4: 'servidor inalcançável',
  5: 'conexão recusada pelo servidor',
  6: 'tempo de vida (TTL) esgotado',
  7: 'comando não suportado pelo proxy',
  8: 'tipo de endereço não suportado pelo proxy',
  0xf0: 'serviço onion não encontrado',
  0xf1: 'descritor do serviço onion inválido',
  0xf2: 'a introdução ao serviço onion falhou',
  0xf3: 'o ponto de encontro com o serviço onion falhou',
  0xf4: 'o serviço onion exige autorização de cliente',
  0xf5: 'autorização de cliente recusada pelo serviço onion',
  0xf6: 'endereço onion inválido',
  0xf7: 'tempo esgotado na introdução ao serviço onion',
};

function connectRequest(host: string, port: number): Buffer {
  const name = Buffer.from(host, 'ascii');
  if (name.length > 255)
    throw new ResolveFailure('invalid_address', `Domínio longo demais: ${host}`);
  return Buffer.concat([
    Buffer.from([VERSION, CONNECT, 0, DOMAIN_NAME, name.length]),
    name,
    Buffer.from([port >> 8, port & 0xff]),
  ]);
}

/** Bytes of a complete reply (VER REP RSV ATYP BND.ADDR BND.PORT), or undefined if not yet. */
function replyLength(reply: Buffer): number | undefined {
  if (reply.length < 5) return undefined;
  const addressLength = { 1: 4, 3: 1 + reply[4]!, 4: 16 }[reply[3]!];
  if (addressLength === undefined) return -1;
  const length = 4 + addressLength + 2;
  return reply.length >= length ? length : undefined;
}

/**
 * Opens a TCP stream to host:port through the proxy. Throws ResolveFailure('unreachable') when
 * the proxy cannot be reached, does not speak SOCKS5 or refuses; on `signal` it destroys the
 * socket and rejects with the signal's reason.
 */
export function socksConnect(
  proxy: SocksProxy,
  host: string,
  port: number,
  signal: AbortSignal,
): Promise<Socket> {
  const request = connectRequest(host, port);
  const proxyName = `${proxy.host}:${proxy.port}`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: proxy.host, port: proxy.port });
    let received = Buffer.alloc(0);
    let stage: 'greeting' | 'reply' = 'greeting';

    const settle = (error?: unknown): void => {
      socket.off('readable', onReadable);
      socket.off('error', onError);
      socket.off('close', onClose);
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) {
        resolve(socket);
      } else {
        socket.destroy();
        reject(error);
      }
    };
    const failure = (what: string): ResolveFailure =>
      new ResolveFailure(
        'unreachable',
        `Não foi possível chegar a ${host} pelo proxy Tor: ${what}.`,
      );
    const onAbort = (): void => settle(signal.reason);
    const onError = (error: NodeJS.ErrnoException): void =>
      settle(failure(`o proxy ${proxyName} não aceitou a conexão (${error.code ?? 'erro'})`));
    const onClose = (): void => settle(failure(`o proxy ${proxyName} fechou a conexão`));
    const notSocks = (): void => settle(failure(`${proxyName} não respondeu como um proxy SOCKS5`));

    function onReadable(): void {
      let chunk: Buffer | null;
      while ((chunk = socket.read() as Buffer | null) !== null)
        received = Buffer.concat([received, chunk]);
      if (stage === 'greeting') {
        if (received.length < 2) return;
        if (received[0] !== VERSION || received[1] !== NO_AUTHENTICATION) return notSocks();
        received = received.subarray(2);
        stage = 'reply';
        socket.write(request);
      }
      if (received.length < 2) return;
      if (received[0] !== VERSION) return notSocks();
      const code = received[1]!;
      if (code !== 0) {
        const text = REPLIES[code] ?? 'recusa desconhecida';
        return settle(failure(`${text} (SOCKS ${code})`));
      }
      const length = replyLength(received);
      if (length === -1) return notSocks();
      if (length === undefined) return;
      const rest = received.subarray(length);
      // Removing the 'readable' listener lets the next reader (HTTP, TLS) take the stream.
      settle();
      if (rest.length > 0) socket.unshift(rest);
    }

    if (signal.aborted) return settle(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('readable', onReadable);
    socket.once('connect', () => socket.write(Buffer.from([VERSION, 1, NO_AUTHENTICATION])));
  });
}
