// The operator's display settings kept with the site texts (docs/protocols/configuration.md#explorer-and-reais):
// a block explorer the pages link to and a BRL-per-BTC rate for approximate values in reais.
// Neither makes a request: the links are plain links a person clicks, and the rate is typed
// by the operator. One rule each, used by the server (config and settings) and the form.

/** The longest explorer address accepted (characters). */
export const MAX_EXPLORER_URL_CHARS = 200;
/** The highest BRL-per-BTC rate accepted: far above any real price, below float trouble. */
export const MAX_BRL_PER_BTC = 1_000_000_000;

/**
 * An explorer's base address, mempool.space style ('https://mempool.space',
 * 'http://umbrel.local:3006', 'https://mempool.space/testnet4'): http or https, no user or
 * password, no query or fragment; the trailing slash dropped. Returns the address or the
 * pt-BR reason it is refused.
 */
export function normalizeExplorerUrl(raw: string): { url: string } | { error: string } {
  const text = raw.trim();
  if (text.length > MAX_EXPLORER_URL_CHARS) {
    return { error: `deve ter no máximo ${MAX_EXPLORER_URL_CHARS} caracteres` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: 'deve ser um endereço http:// ou https://' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { error: 'deve ser um endereço http:// ou https://' };
  }
  if (url.username !== '' || url.password !== '') {
    return { error: 'não pode conter usuário ou senha' };
  }
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) {
    return { error: 'deve ser só o endereço base, sem ? nem #' };
  }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The explorer page of a transaction or a block (mempool.space and Esplora paths). */
export function explorerLink(base: string, kind: 'tx' | 'block', id: string): string {
  return `${base}/${kind}/${encodeURIComponent(id)}`;
}

/** Sats in reais at a BRL-per-BTC rate, in centavos rounded to the nearest. */
export function satsToCentavos(sats: number, brlPerBtc: number): number {
  return Math.round((sats * brlPerBtc) / 1_000_000);
}

let brlFormat: Intl.NumberFormat | undefined;

/** 1234 sats at R$ 500.000/BTC → '≈ R$ 6,17' (pt-BR digits, never the browser's locale). */
export function formatApproxBrl(sats: number, brlPerBtc: number): string {
  brlFormat ??= new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `≈ R$ ${brlFormat.format(satsToCentavos(sats, brlPerBtc) / 100)}`;
}
