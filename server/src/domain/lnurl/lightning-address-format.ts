// A participant's own Lightning Address, as the profile saves it
// (docs/protocols/lnurl.md#lightning-address-payouts): LUD-16's name@domain, lower case, where
// the name uses only a-z 0-9 - _ . + and the domain is a host name — no IP address, no port —
// in at most 320 characters. The resolver that pays it (adapters/lightning-address/address.ts)
// reads addresses by the same rules, so the profile never holds one a payout cannot use.

export const LIGHTNING_ADDRESS_MAX = 320;

const NAME = /^[a-z0-9\-_.+]+$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Letters (any script, for Unicode domains), digits, dots and hyphens: no path, query, user… */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Hex groups with colons (an embedded dotted quad allowed): an IPv6 address, not a domain. */
const IPV6 = /^(?=.*:)[0-9a-f:.]+$/;

export type LightningAddressFormat = { ok: true; address: string } | { ok: false; reason: string };

const refused = (why: string): LightningAddressFormat => ({
  ok: false,
  reason: `Lightning Address inválido: ${why}`,
});

/** The domain in ASCII (punycode for a Unicode one, as DNS asks for it); '' when it has none. */
function asciiDomain(domain: string): string {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return '';
  }
}

/**
 * The address as it is kept (trimmed, lower case, as typed: a Unicode domain stays readable),
 * or why it is not a Lightning Address, in pt-BR.
 */
export function checkLightningAddress(input: string): LightningAddressFormat {
  const text = input.trim().toLowerCase();
  if (text.length > LIGHTNING_ADDRESS_MAX)
    return refused(`use no máximo ${LIGHTNING_ADDRESS_MAX} caracteres.`);
  const at = text.lastIndexOf('@');
  if (at < 1 || at === text.length - 1)
    return refused('use o formato nome@domínio (ex.: maria@carteira.exemplo).');
  const name = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!NAME.test(name))
    return refused('o nome antes do @ só pode ter letras minúsculas, números e os sinais - _ . +');
  if (IPV4.test(domain) || domain.startsWith('[') || IPV6.test(domain))
    return refused('depois do @ vem o domínio da carteira, não um endereço IP.');
  if (domain.includes(':')) return refused('o domínio não pode ter porta (:).');
  const ascii = DOMAIN_CHARACTERS.test(domain) ? asciiDomain(domain) : '';
  const labels = ascii.split('.');
  if (
    ascii.length === 0 ||
    ascii.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    // An all-digit last label is an IPv4 address in disguise (0x7f.1, 127.1), not a domain.
    /^[0-9]+$/.test(labels.at(-1)!)
  )
    return refused(`"${domain}" não é um domínio válido.`);
  return { ok: true, address: text };
}
