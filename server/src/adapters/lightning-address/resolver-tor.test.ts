// The resolver through the node's Tor proxy (a SOCKS5 test proxy here), against a real
// LNURL-pay server: an onion address over http, a clearnet one over https with its
// certificate checked, the exact amount, and each way a wallet can answer wrong
// (docs/protocols/lnurl.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startLnurlPayServer,
  testCertificate,
  type LnurlPayServer,
} from '../../../../tests/support/lnurl-pay-server.ts';
import { startSocks5Proxy, type Socks5TestProxy } from '../../../../tests/support/socks5-proxy.ts';
import { bolt11Amount } from '../../domain/lnurl/index.ts';
import { createLightningAddressResolver } from './resolver.ts';

const ONION = `${'r'.repeat(52)}ifad.onion`;
const CLEARNET = 'carteira.exemplo';
let onionWallet: LnurlPayServer;
let tlsWallet: LnurlPayServer;
let proxy: Socks5TestProxy;
let ca: string;
const dnsAsked: string[] = [];

beforeAll(async () => {
  const tls = await testCertificate([CLEARNET, 'outra.exemplo']);
  ca = tls.cert;
  onionWallet = await startLnurlPayServer();
  tlsWallet = await startLnurlPayServer({ tls });
  proxy = await startSocks5Proxy({
    [ONION]: onionWallet.port,
    [CLEARNET]: tlsWallet.port,
    'outra.exemplo': tlsWallet.port,
    'impostor.exemplo': tlsWallet.port,
  });
});
afterAll(async () => {
  await proxy.close();
  await onionWallet.close();
  await tlsWallet.close();
});
afterEach(() => {
  for (const wallet of [onionWallet, tlsWallet]) {
    wallet.answers = { payRequest: { kind: 'ok' }, callback: { kind: 'ok' } };
    wallet.payRequest = {
      tag: 'payRequest',
      minSendable: 1_000,
      maxSendable: 1_000_000_000,
      commentAllowed: 200,
    };
    wallet.requests.length = 0;
  }
  proxy.asked.length = 0;
  proxy.unknownReply = 4;
  dnsAsked.length = 0;
});

function resolver(timeoutMs = 5_000) {
  return createLightningAddressResolver({
    socksProxy: { host: '127.0.0.1', port: proxy.port },
    timeoutMs,
    tlsCa: ca,
    lookup: async (host) => {
      dnsAsked.push(host);
      return [{ address: '127.0.0.1' }];
    },
  });
}

describe('through the Tor proxy', () => {
  it('resolves an onion address over http, by name, to an invoice of exactly the amount', async () => {
    const result = await resolver().invoiceFor(`maria@${ONION}`, 2_000, 'Parabéns!');
    expect(result.ok).toBe(true);
    expect(result.ok && bolt11Amount(result.invoice)).toEqual({
      ok: true,
      network: 'bcrt',
      msat: 2_000_000,
    });
    expect(proxy.asked).toEqual([
      { addressType: 3, host: ONION, port: 80 },
      { addressType: 3, host: ONION, port: 80 },
    ]);
    expect(onionWallet.requests).toEqual([
      { host: ONION, path: '/.well-known/lnurlp/maria' },
      { host: ONION, path: '/lnurlp/maria/callback?amount=2000000&comment=Parab%C3%A9ns!' },
    ]);
    expect(dnsAsked).toEqual([]);
  });

  it('resolves a clearnet address over https, the certificate checked against the domain', async () => {
    const result = await resolver().invoiceFor(`maria@${CLEARNET}`, 250_000);
    expect(result.ok && bolt11Amount(result.invoice).ok).toBe(true);
    expect(proxy.asked.map(({ host, port }) => `${host}:${port}`)).toEqual([
      `${CLEARNET}:443`,
      `${CLEARNET}:443`,
    ]);
    expect(tlsWallet.requests[1]?.path).toBe('/lnurlp/maria/callback?amount=250000000');
  });

  it('follows a callback on another https host, with & after its query', async () => {
    tlsWallet.payRequest.callback = 'https://outra.exemplo/lnurlp/maria/callback?id=7';
    const result = await resolver().invoiceFor(`maria@${CLEARNET}`, 2_000);
    expect(result.ok).toBe(true);
    expect(tlsWallet.requests[1]).toEqual({
      host: 'outra.exemplo',
      path: '/lnurlp/maria/callback?id=7&amount=2000000',
    });
  });

  it('refuses a certificate made for another domain', async () => {
    const result = await resolver().invoiceFor('maria@impostor.exemplo', 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(!result.ok && result.reason).toContain('ERR_TLS_CERT_ALTNAME_INVALID');
    expect(tlsWallet.requests).toEqual([]);
  });

  it.each([
    ['a private IP literal', 'https://127.0.0.1:1/cb'],
    ['a link-local IP literal', 'https://[fe80::1]/cb'],
    ['localhost', 'https://localhost/cb'],
    ['a name under localhost', 'https://wallet.localhost/cb'],
  ])('refuses a callback on %s before asking the proxy', async (_, callback) => {
    tlsWallet.payRequest.callback = callback;
    const result = await resolver().invoiceFor(`maria@${CLEARNET}`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'private_address' });
    expect(proxy.asked).toHaveLength(1);
  });

  it('passes on a LUD-06 ERROR with its reason', async () => {
    onionWallet.answers.callback = { kind: 'error', reason: 'Limite diário atingido', status: 400 };
    const result = await resolver().invoiceFor(`maria@${ONION}`, 2_000);
    expect(result).toEqual({
      ok: false,
      kind: 'refused',
      reason: `A carteira de maria@${ONION} recusou: "Limite diário atingido"`,
    });
  });

  it('refuses an invoice of another amount', async () => {
    onionWallet.answers.callback = { kind: 'invoice', msat: 2_000_001 };
    const result = await resolver().invoiceFor(`maria@${ONION}`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'wrong_amount' });
    expect(!result.ok && result.reason).toContain(
      'fatura de 2.000.001 msats; o pagamento é de 2.000 sats',
    );
  });

  it.each([
    ['below minSendable', { minSendable: 5_000_000 }],
    ['above maxSendable', { maxSendable: 1_000_000 }],
  ])('refuses an amount %s without calling the callback', async (_, limits) => {
    Object.assign(onionWallet.payRequest, limits);
    const result = await resolver().invoiceFor(`maria@${ONION}`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'wrong_amount' });
    expect(onionWallet.requests).toHaveLength(1);
  });

  it('gives up on a slow wallet at the deadline', async () => {
    onionWallet.answers.callback = { kind: 'slow', ms: 3_000 };
    const started = Date.now();
    const result = await resolver(400).invoiceFor(`maria@${ONION}`, 2_000);
    expect(result).toEqual({
      ok: false,
      kind: 'timeout',
      reason: `A carteira de maria@${ONION} não respondeu em 1 s; tente de novo mais tarde.`,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a silent proxy at the deadline', async () => {
    proxy.silent = true;
    try {
      const result = await resolver(300).invoiceFor(`maria@${ONION}`, 2_000);
      expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    } finally {
      proxy.silent = false;
    }
  });

  it.each([
    ['a body over the cap', { kind: 'huge', bytes: 300 * 1024 }, 'grande demais'],
    [
      'a redirect, not followed',
      { kind: 'redirect', location: `http://${ONION}/x` },
      'redirecionamento (HTTP 302)',
    ],
    ['an HTML page', { kind: 'not-json' }, 'não respondeu em JSON'],
  ] as const)('refuses %s', async (_, answer, reason) => {
    onionWallet.answers.payRequest = answer;
    const result = await resolver().invoiceFor(`maria@${ONION}`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'bad_answer' });
    expect(!result.ok && result.reason).toContain(reason);
    expect(onionWallet.requests).toHaveLength(1);
  });

  it('says the wallet does not know the name (HTTP 404)', async () => {
    const result = await resolver().invoiceFor(`joana@${ONION}`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'refused' });
    expect(!result.ok && result.reason).toContain('HTTP 404');
  });

  it('says so when Tor cannot find the onion service', async () => {
    proxy.unknownReply = 0xf0;
    const result = await resolver().invoiceFor(`maria@${'z'.repeat(56)}.onion`, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(!result.ok && result.reason).toContain('serviço onion não encontrado');
  });
});
