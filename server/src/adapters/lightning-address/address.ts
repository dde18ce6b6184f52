// A winner's Lightning Address, read as LUD-16 writes it: name@domain, where the name uses
// only a-z 0-9 - _ . + and the domain is a host name (docs/protocols/lnurl.md#pay-request).
// Its pay request is at /.well-known/lnurlp/<name>: https on the open Internet, http on an
// onion service, whose address already authenticates it (LUD-17's convention).
import { domainToASCII } from 'node:url';
import type { LightningAddressFailure } from '../../domain/ports/index.ts';
import { isIpLiteral } from './public-ip.ts';

export interface LightningAddress {
  /** 'maria@carteira.exemplo', lower case. */
  address: string;
  name: string;
  domain: string;
  /** Where its LUD-06 pay request is served. */
  url: URL;
}

const NAME = /^[a-z0-9\-_.+]+$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** Letters (any script, for Unicode domains), digits, dots and hyphens: no path, query, user… */
const DOMAIN_CHARACTERS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const MAX_ADDRESS = 320;

function invalid(reason: string): LightningAddressFailure {
  return { ok: false, kind: 'invalid_address', reason: `Endereço Lightning inválido: ${reason}` };
}

/** Why `host` (lower case, ASCII) is not a public host name, or undefined when it is one. */
export function hostNameProblem(host: string): string | undefined {
  if (isIpLiteral(host)) return 'depois do @ vem o domínio da carteira, não um endereço IP.';
  const labels = host.split('.');
  if (
    host.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    // An all-digit last label is an IPv4 address in disguise (0x7f.1, 127.1), not a domain.
    /^[0-9]+$/.test(labels.at(-1)!)
  )
    return `"${host}" não é um domínio válido.`;
  return undefined;
}

/** 'localhost' and its subdomains always mean this machine (RFC 6761). */
export function isLocalhostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

export function isOnion(host: string): boolean {
  return host.endsWith('.onion');
}

/** The address's parts and its pay request URL, or why it is not a Lightning Address. */
export function parseLightningAddress(
  input: string,
): { ok: true; address: LightningAddress } | LightningAddressFailure {
  const text = input.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (text.length > MAX_ADDRESS || at < 1 || at === text.length - 1)
    return invalid('use o formato nome@domínio (ex.: maria@carteira.exemplo).');
  const name = text.slice(0, at);
  const rawDomain = text.slice(at + 1);
  if (!NAME.test(name))
    return invalid('o nome antes do @ só pode ter letras minúsculas, números e os sinais - _ . +');
  if (isIpLiteral(rawDomain) || rawDomain.startsWith('['))
    return invalid('depois do @ vem o domínio da carteira, não um endereço IP.');
  if (rawDomain.includes(':')) return invalid('o domínio não pode ter porta (:).');
  // A domain typed in Unicode ('carteira.exempló') is asked for in its ASCII (punycode) form.
  const domain = DOMAIN_CHARACTERS.test(rawDomain) ? domainToASCII(rawDomain) : '';
  const problem = domain ? hostNameProblem(domain) : `"${rawDomain}" não é um domínio válido.`;
  if (problem) return invalid(problem);
  const scheme = isOnion(domain) ? 'http' : 'https';
  return {
    ok: true,
    address: {
      address: `${name}@${domain}`,
      name,
      domain,
      url: new URL(`${scheme}://${domain}/.well-known/lnurlp/${name}`),
    },
  };
}
