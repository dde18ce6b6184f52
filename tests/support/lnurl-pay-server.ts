// A winner's wallet for tests: a real LNURL-pay server on 127.0.0.1 (http, or https with a
// self-signed certificate for the names a test gives), serving LUD-16's
// /.well-known/lnurlp/<name> and its callback, which answers with an invoice-shaped BOLT11
// string of the amount asked, or a real invoice a test makes (docs/protocols/lnurl.md). Each
// of the two endpoints can be made to misbehave: a LUD-06 ERROR, a wrong amount, a slow or
// huge answer, a redirect, non-JSON.
// It records every request, and every connection it accepted.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { bech32Encode } from '../../server/src/domain/lnurl/index.ts';

export type Answer =
  | { kind: 'ok' }
  /** LUD-06's refusal: {status: 'ERROR', reason}. */
  | { kind: 'error'; reason: string; status?: number }
  /** The callback's invoice asks for this many msat (undefined: an "any amount" invoice). */
  | { kind: 'invoice'; msat: number | undefined }
  | { kind: 'slow'; ms: number }
  | { kind: 'huge'; bytes: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-json' }
  | { kind: 'status'; status: number };

export interface PayRequestFields {
  tag: string;
  minSendable: number;
  maxSendable: number;
  commentAllowed: number;
  /** Overrides the callback, which is otherwise this server under the Host it was asked as. */
  callback?: string;
}

export interface RecordedRequest {
  host: string | undefined;
  path: string;
}

export interface LnurlPayServer {
  port: number;
  /** The names served under /.well-known/lnurlp/. */
  names: Set<string>;
  payRequest: PayRequestFields;
  /** What /.well-known/lnurlp/<name> and the callback answer next. */
  answers: { payRequest: Answer; callback: Answer };
  requests: RecordedRequest[];
  /** TCP connections accepted. */
  connections: number;
  close(): Promise<void>;
}

/**
 * An invoice-shaped string: the BOLT11 human-readable part for `msat` on `network`, then
 * random data with a valid bech32 checksum, long enough to hold a timestamp and a signature.
 * It is no real invoice; it only carries an amount bolt11Amount reads.
 */
export function fakeInvoice(msat: number | undefined, network = 'bcrt'): string {
  let amount = '';
  if (msat !== undefined)
    amount =
      msat % 100_000 === 0
        ? `${msat / 100_000}u`
        : msat % 100 === 0
          ? `${msat / 100}n`
          : `${msat * 10}p`;
  return bech32Encode(`ln${network}${amount}`, randomBytes(80));
}

/** A self-signed certificate (CA:TRUE, so it is its own trust root) for these host names. */
export async function testCertificate(hosts: string[]): Promise<{ cert: string; key: string }> {
  const { generate } = await import('selfsigned');
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: hosts[0] ?? 'test' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 86_400_000),
    notAfterDate: new Date(now + 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Answers a misbehaving `answer`; true when it did, false for the normal answer. */
function misbehave(answer: Answer, response: http.ServerResponse): boolean {
  switch (answer.kind) {
    case 'error':
      send(response, answer.status ?? 200, { status: 'ERROR', reason: answer.reason });
      return true;
    case 'huge':
      send(response, 200, { tag: 'payRequest', padding: 'x'.repeat(answer.bytes) });
      return true;
    case 'redirect':
      response.writeHead(302, { Location: answer.location });
      response.end();
      return true;
    case 'not-json':
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html><body>Bem-vindo</body></html>');
      return true;
    case 'status':
      response.writeHead(answer.status, { 'Content-Type': 'text/plain' });
      response.end('nope');
      return true;
    default:
      return false;
  }
}

export interface LnurlPayServerOptions {
  tls?: { cert: string; key: string };
  /**
   * The callback's normal invoice for the amount asked, in msat (default: an invoice-shaped
   * string, fakeInvoice): a test gives a real one, e.g. the devnode's createExternalInvoice.
   */
  invoice?: (msat: number) => string;
}

export async function startLnurlPayServer(
  options: LnurlPayServerOptions = {},
): Promise<LnurlPayServer> {
  const scheme = options.tls ? 'https' : 'http';
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const state: LnurlPayServer = {
    port: 0,
    names: new Set(['maria']),
    payRequest: {
      tag: 'payRequest',
      minSendable: 1_000,
      maxSendable: 1_000_000_000,
      commentAllowed: 200,
    },
    answers: { payRequest: { kind: 'ok' }, callback: { kind: 'ok' } },
    requests: [],
    connections: 0,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', `${scheme}://${request.headers.host ?? 'localhost'}`);
    state.requests.push({ host: request.headers.host, path: `${url.pathname}${url.search}` });
    const wellKnown = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(url.pathname);
    const callback = /^\/lnurlp\/([^/]+)\/callback$/.exec(url.pathname);
    const name = (wellKnown ?? callback)?.[1];
    if (!name || !state.names.has(name)) return void response.writeHead(404).end('Not found');
    const mode = wellKnown ? state.answers.payRequest : state.answers.callback;
    const normal = (): void => {
      if (misbehave(mode, response)) return;
      if (wellKnown) {
        const { callback: override, ...fields } = state.payRequest;
        return send(response, 200, {
          ...fields,
          callback: override ?? `${url.origin}/lnurlp/${name}/callback`,
          metadata: JSON.stringify([['text/plain', `Pagamento para ${name}`]]),
        });
      }
      const asked = Number(url.searchParams.get('amount'));
      if (mode.kind !== 'invoice' && options.invoice)
        return send(response, 200, { pr: options.invoice(asked), routes: [] });
      const msat = mode.kind === 'invoice' ? mode.msat : asked;
      send(response, 200, { pr: fakeInvoice(msat), routes: [] });
    };
    if (mode.kind !== 'slow') return normal();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send(response, 200, { status: 'ERROR', reason: 'tarde demais' });
    }, mode.ms);
    timers.add(timer);
  }

  const server = options.tls ? https.createServer(options.tls, answer) : http.createServer(answer);
  server.on('connection', (socket: Socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}
