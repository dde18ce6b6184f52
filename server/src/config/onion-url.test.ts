// ONION_URL (docs/decisions/0013-built-for-tor.md): the onion address in the start-up line. Umbrel's bare host and its
// placeholders (docs/decisions/0006-docker-umbrel-startos.md), a URL as an operator would paste it, and a clear error
// for anything that is not an onion address.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { listenUrl } from '../composition/server.ts';

const ONION = 'rifa2x3kq4c7vbnm5hyzlwmdqoe6xctfjwuvk7p4n2gsl3ymza5ibqad.onion';

function onionOf(value: string): string | undefined {
  return loadConfig({ ONION_URL: value }, '/app').onionUrl;
}

describe('ONION_URL', () => {
  it.each([
    [ONION, `http://${ONION}`],
    [`http://${ONION}`, `http://${ONION}`],
    [`http://${ONION}/`, `http://${ONION}`],
    [`  https://${ONION.toUpperCase()}:8080/rifas  `, `https://${ONION}:8080`],
    [`${ONION}:3000`, `http://${ONION}:3000`],
  ])('%j → %j', (value, expected) => {
    expect(onionOf(value)).toBe(expected);
  });

  it('is absent when unset, empty, or one of Umbrel placeholders', () => {
    expect(loadConfig({}, '/app')).not.toHaveProperty('onionUrl');
    for (const value of [
      '',
      '   ',
      'not-enabled.onion',
      'notyetset.onion',
      'http://notyetset.onion',
    ])
      expect(onionOf(value), value).toBeUndefined();
  });

  it('refuses what is not an onion address, with one line naming the variable', () => {
    for (const value of ['umbrel.local', 'http://10.0.0.1:3000', 'ftp://x.onion', 'http://']) {
      let lines: string[] = [];
      try {
        loadConfig({ ONION_URL: value }, '/app');
      } catch (error) {
        if (error instanceof ConfigError) lines = error.lines;
      }
      expect(lines, value).toEqual([
        'ONION_URL: deve ser um endereço .onion, por exemplo http://exemplo….onion',
      ]);
    }
  });
});

describe('listenUrl (the start-up line)', () => {
  it.each([
    [undefined, 3000, 'http://localhost:3000'],
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 3000, 'http://localhost:3000'],
    ['127.0.0.1', 4000, 'http://127.0.0.1:4000'],
    ['::1', 4000, 'http://[::1]:4000'],
  ])('HOST %j, port %d → %s', (host, port, expected) => {
    expect(listenUrl(host, port)).toBe(expected);
  });
});
