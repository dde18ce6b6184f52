// EXPLORER_URL (docs/protocols/configuration.md#explorer-and-reais): a block explorer's base
// address the pages link to; http(s) only, no credentials, no query — refused at start
// with one line naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createSiteInfo } from '../domain/operator/index.ts';

const lineFor = (value: string) => {
  try {
    loadConfig({ EXPLORER_URL: value }, '/app');
  } catch (error) {
    return (error as ConfigError).lines.join('\n');
  }
  return 'aceito';
};

describe('EXPLORER_URL', () => {
  it('is optional; a base address loses its trailing slash', () => {
    expect(loadConfig({}, '/app').explorerUrl).toBeUndefined();
    expect(loadConfig({ EXPLORER_URL: ' ' }, '/app').explorerUrl).toBeUndefined();
    expect(loadConfig({ EXPLORER_URL: 'http://umbrel.local:3006/' }, '/app').explorerUrl).toBe(
      'http://umbrel.local:3006',
    );
    expect(loadConfig({ EXPLORER_URL: 'https://mempool.space/testnet4' }, '/app').explorerUrl).toBe(
      'https://mempool.space/testnet4',
    );
  });

  it.each([
    ['javascript:alert(1)', 'http:// ou https://'],
    ['ftp://explorer.example', 'http:// ou https://'],
    ['mempool.space', 'http:// ou https://'],
    ['https://user:pass@mempool.space', 'usuário ou senha'],
    ['https://mempool.space/?x=1', 'sem ? nem #'],
  ])('refuses %s', (value, reason) => {
    const line = lineFor(value);
    expect(line).toMatch(/^EXPLORER_URL/);
    expect(line).toContain(reason);
  });
});

describe('the explorer in the site settings', () => {
  const settingsMap = () => {
    const values = new Map<string, string>();
    return {
      get: (key: string) => values.get(key),
      set: (k: string, v: string) => void values.set(k, v),
    };
  };

  it("the environment's explorer until the operator saves one; blank goes back to it", () => {
    const site = createSiteInfo({
      settings: settingsMap(),
      explorerUrl: 'http://umbrel.local:3006',
    });
    expect(site.read()).toMatchObject({
      explorer_url: 'http://umbrel.local:3006',
      explorer_url_default: true,
    });
    expect(site.update({ explorer_url: 'https://mempool.space/' })).toMatchObject({
      explorer_url: 'https://mempool.space',
      explorer_url_default: false,
    });
    expect(site.update({ explorer_url: '  ' })).toMatchObject({
      explorer_url: 'http://umbrel.local:3006',
      explorer_url_default: true,
    });
  });

  it('no variable and nothing saved: no explorer', () => {
    expect(createSiteInfo({ settings: settingsMap() }).read().explorer_url).toBeNull();
  });
});
