// TOR_PROXY (docs/protocols/configuration.md): the node's Tor SOCKS5 proxy as host:port, for the
// Lightning Address payouts (docs/protocols/lnurl.md#lightning-address-payouts); a bad value is
// one start-up line.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function errorLines(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  return [];
}

describe('TOR_PROXY', () => {
  it.each([
    ['10.21.21.11:9050', { host: '10.21.21.11', port: 9050 }],
    [' tor:9050 ', { host: 'tor', port: 9050 }],
    ['tor.startos:9050', { host: 'tor.startos', port: 9050 }],
    ['[::1]:9050', { host: '::1', port: 9050 }],
  ])('reads %j as the proxy', (value, torProxy) => {
    expect(loadConfig({ TOR_PROXY: value }, '/app').torProxy).toEqual(torProxy);
  });

  it('is no proxy when unset or blank', () => {
    expect(loadConfig({}, '/app')).not.toHaveProperty('torProxy');
    expect(loadConfig({ TOR_PROXY: '  ' }, '/app')).not.toHaveProperty('torProxy');
  });

  it.each([
    ['10.21.21.11', 'TOR_PROXY: deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)'],
    [':9050', 'TOR_PROXY: deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)'],
    [
      'socks5://10.21.21.11:9050',
      'TOR_PROXY: deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)',
    ],
    ['::1:9050', 'TOR_PROXY: deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)'],
    ['tor:porta', 'TOR_PROXY: deve ser host:porta do proxy SOCKS do Tor (ex.: 10.21.21.11:9050)'],
    ['tor:0', 'TOR_PROXY: a porta do proxy deve estar entre 1 e 65535'],
    ['tor:70000', 'TOR_PROXY: a porta do proxy deve estar entre 1 e 65535'],
  ])('refuses %j with one line', (value, line) => {
    expect(errorLines({ TOR_PROXY: value })).toEqual([line]);
  });
});
