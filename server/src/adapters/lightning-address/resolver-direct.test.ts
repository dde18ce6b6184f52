// The resolver without a Tor proxy (docs/protocols/lnurl.md): the domain's every DNS answer
// must be public, else the resolution stops before any connection; IP literals and onion
// addresses are refused before DNS. DNS is a test double. (The success path connects to a
// public IP on port 443, which a test cannot stand up; the same HTTP and LNURL steps run in
// resolver-tor.test.ts.)
import { describe, expect, it } from 'vitest';
import type { LookupAll } from './dial.ts';
import { createLightningAddressResolver } from './resolver.ts';

function dns(answer: (host: string) => Promise<{ address: string }[]>) {
  const asked: string[] = [];
  const lookup: LookupAll = (host) => {
    asked.push(host);
    return answer(host);
  };
  return { asked, resolver: createLightningAddressResolver({ lookup, timeoutMs: 1_000 }) };
}

describe('without a proxy', () => {
  it.each([
    ['loopback', ['127.0.0.1']],
    ['private 10/8', ['10.0.0.1']],
    ['private 192.168/16', ['192.168.0.10']],
    ['IPv6 loopback', ['::1']],
    ['link-local (cloud metadata)', ['169.254.169.254']],
    ['CGNAT', ['100.64.1.2']],
    ['IPv6 unique-local', ['fc00::1']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['unspecified', ['0.0.0.0']],
    ['one private among public ones', ['93.184.215.14', '2606:4700::1', '10.1.2.3']],
  ])('refuses a domain resolving to %s', async (_, addresses) => {
    const { asked, resolver } = dns(async () => addresses.map((address) => ({ address })));
    const result = await resolver.invoiceFor('maria@carteira.exemplo', 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'private_address' });
    expect(!result.ok && result.reason).toMatch(
      /^carteira\.exemplo leva a um endereço privado ou local \(.+\); por segurança, o servidor não o chama\.$/,
    );
    expect(asked).toEqual(['carteira.exemplo']);
  });

  it.each([
    ['IPv4', 'maria@127.0.0.1'],
    ['IPv6', 'maria@[::1]'],
    ['IPv4 in another notation', 'maria@0x7f000001'],
  ])('refuses an %s literal as the domain, without DNS', async (_, address) => {
    const { asked, resolver } = dns(async () => [{ address: '127.0.0.1' }]);
    const result = await resolver.invoiceFor(address, 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'invalid_address' });
    expect(asked).toEqual([]);
  });

  it('refuses an onion address: it needs the node’s Tor proxy', async () => {
    const onion = `${'o'.repeat(56)}.onion`;
    const { asked, resolver } = dns(async () => [{ address: '93.184.215.14' }]);
    const result = await resolver.invoiceFor(`maria@${onion}`, 2_000);
    expect(result).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: `O endereço .onion (${onion}) exige o proxy Tor do nó, que não está configurado.`,
    });
    expect(asked).toEqual([]);
  });

  it('says so when the domain does not exist', async () => {
    const { resolver } = dns(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await resolver.invoiceFor('maria@nao-existe.exemplo', 2_000)).toEqual({
      ok: false,
      kind: 'unreachable',
      reason: 'Não foi possível encontrar o domínio nao-existe.exemplo (DNS: ENOTFOUND).',
    });
  });

  it('says so when the domain has no address', async () => {
    const { resolver } = dns(async () => []);
    const result = await resolver.invoiceFor('maria@vazio.exemplo', 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'unreachable' });
  });

  it('gives up on DNS that never answers at the deadline', async () => {
    const { resolver } = dns(() => new Promise(() => undefined));
    const started = Date.now();
    const result = await resolver.invoiceFor('maria@lento.exemplo', 2_000);
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers a malformed address with its reason, without DNS', async () => {
    const { asked, resolver } = dns(async () => [{ address: '93.184.215.14' }]);
    expect(await resolver.invoiceFor('maria', 2_000)).toMatchObject({
      ok: false,
      kind: 'invalid_address',
    });
    expect(asked).toEqual([]);
  });

  it.each([0, -5, 1.5, Number.NaN])(
    'throws on an amount of %s sats (a caller bug)',
    async (sats) => {
      const { resolver } = dns(async () => []);
      await expect(resolver.invoiceFor('maria@carteira.exemplo', sats)).rejects.toThrow(RangeError);
    },
  );
});
