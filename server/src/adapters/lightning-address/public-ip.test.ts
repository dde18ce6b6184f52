// isPublicIp: only addresses a public server may have pass; every special-purpose block in
// the IANA registries, in IPv4, IPv6 and IPv4 inside IPv6, is refused (docs/protocols/lnurl.md).
import { describe, expect, it } from 'vitest';
import { isIpLiteral, isPublicIp } from './public-ip.ts';

describe('isPublicIp', () => {
  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '8.8.8.8',
    '100.63.255.255', // just below CGNAT
    '100.128.0.0', // just above CGNAT
    '172.15.255.255',
    '172.32.0.0',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:93.184.215.14',
    '64:ff9b::5db8:d70e', // NAT64 of 93.184.215.14
  ])('public: %s', (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.255.0.9'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local, cloud metadata', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['CGNAT, top', '100.127.255.254'],
    ['unspecified', '0.0.0.0'],
    ['"this network"', '0.1.2.3'],
    ['documentation', '192.0.2.10'],
    ['documentation', '198.51.100.7'],
    ['documentation', '203.0.113.200'],
    ['benchmarking', '198.18.0.1'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique-local fc00::/7', 'fc00::1'],
    ['IPv6 unique-local fd…', 'fd12:3456:789a::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['6to4', '2002:7f00:1::1'],
    ['discard-only', '100::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, hex form', '::ffff:a00:1'],
    ['IPv4-mapped link-local', '::ffff:169.254.169.254'],
    ['IPv4-compatible (deprecated)', '::127.0.0.1'],
    ['NAT64 of a private IPv4', '64:ff9b::10.0.0.1'],
    ['NAT64 local-use prefix', '64:ff9b:1::1'],
    ['not an IP', 'carteira.exemplo'],
    ['empty', ''],
  ])('not public: %s (%s)', (_, ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });
});

describe('isIpLiteral', () => {
  it.each(['127.0.0.1', '::1', '[::1]', '[2001:db8::1]'])('%s is one', (host) => {
    expect(isIpLiteral(host)).toBe(true);
  });
  it.each(['carteira.exemplo', 'localhost', '127.0.0.1.nip.io'])('%s is not', (host) => {
    expect(isIpLiteral(host)).toBe(false);
  });
});
