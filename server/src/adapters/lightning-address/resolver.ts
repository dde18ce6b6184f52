// Paying a winner at their own Lightning Address (docs/protocols/lnurl.md): name@domain →
// LUD-06 pay request → callback → a BOLT11 invoice of exactly the amount, which LND then
// pays. Every step shares one deadline; every failure comes back as a value with a pt-BR
// reason, so the payout can show it and try again later.
import type {
  LightningAddressInvoice,
  LightningAddressResolver,
} from '../../domain/ports/index.ts';
import { satsToMsat } from '../../domain/lnurl/index.ts';
import { parseLightningAddress } from './address.ts';
import { dial, systemLookup, type LookupAll } from './dial.ts';
import { ResolveFailure } from './failure.ts';
import { getJson, type JsonAnswer } from './get-json.ts';
import { invoiceRequestUrl, readInvoice, readPayTerms } from './pay-answer.ts';
import type { SocksProxy } from './socks5.ts';

export interface LightningAddressResolverOptions {
  /** The node's Tor SOCKS5 proxy: every request goes through it, names resolved by Tor. */
  socksProxy?: SocksProxy;
  /** For the whole resolution, both requests included. */
  timeoutMs?: number;
  /** DNS without a proxy; tests pass answers of their own. */
  lookup?: LookupAll;
  /** Trust roots replacing Node's bundled CAs; only tests set it. */
  tlsCa?: string | string[];
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createLightningAddressResolver(
  options: LightningAddressResolverOptions = {},
): LightningAddressResolver {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const lookup = options.lookup ?? systemLookup;

  async function fetchJson(url: URL, signal: AbortSignal): Promise<JsonAnswer> {
    const socket = await dial(url, {
      socksProxy: options.socksProxy,
      lookup,
      tlsCa: options.tlsCa,
      signal,
    });
    try {
      return await getJson(url, socket, signal);
    } finally {
      socket.destroy();
    }
  }

  return {
    async invoiceFor(address, amountSats, comment): Promise<LightningAddressInvoice> {
      if (!Number.isSafeInteger(amountSats) || amountSats <= 0)
        throw new RangeError('amountSats must be a positive whole number');
      const amountMsat = satsToMsat(amountSats);
      const parsed = parseLightningAddress(address);
      if (!parsed.ok) return parsed;
      const who = parsed.address.address;
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const terms = readPayTerms(await fetchJson(parsed.address.url, signal), who, amountMsat);
        const callback = invoiceRequestUrl(terms, amountMsat, comment);
        const invoice = readInvoice(await fetchJson(callback, signal), who, amountMsat);
        return { ok: true, invoice };
      } catch (error) {
        if (signal.aborted)
          return {
            ok: false,
            kind: 'timeout',
            reason: `A carteira de ${who} não respondeu em ${Math.ceil(timeoutMs / 1000)} s; tente de novo mais tarde.`,
          };
        if (error instanceof ResolveFailure) return error.toValue();
        // Unforeseen: say so without the error's text, which may quote the remote answer.
        return {
          ok: false,
          kind: 'unreachable',
          reason: `Não foi possível falar com a carteira de ${who}; tente de novo mais tarde.`,
        };
      }
    },
  };
}
