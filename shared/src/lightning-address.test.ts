import { describe, expect, it } from 'vitest';
import { lightningAddressName, raffleLightningAddress, walletScheme } from './lightning-address.ts';

describe('raffleLightningAddress (LUD-16, LUD-17)', () => {
  it('exists only where a wallet’s scheme guess reaches the app on the default port', () => {
    expect(raffleLightningAddress(7, 'https://rifa.exemplo.com.br')).toBe(
      'rifa7@rifa.exemplo.com.br',
    );
    expect(raffleLightningAddress(7, 'http://abc.onion')).toBe('rifa7@abc.onion');
    expect(raffleLightningAddress(7, 'http://localhost:3000')).toBeUndefined();
    expect(raffleLightningAddress(7, 'https://rifa.exemplo:8443')).toBeUndefined();
    expect(raffleLightningAddress(7, 'https://abc.onion')).toBeUndefined();
    expect(raffleLightningAddress(7, 'http://rifa.exemplo')).toBeUndefined();
  });

  it('names raffles rifa<id> and refuses ids that are not', () => {
    expect(lightningAddressName(12)).toBe('rifa12');
    expect(() => lightningAddressName(0)).toThrow(RangeError);
    expect(() => lightningAddressName(1.5)).toThrow(RangeError);
  });

  it('walletScheme reads a bad URL as none', () => {
    expect(walletScheme('não é url')).toBeUndefined();
    expect(walletScheme('https://a.b/x')).toBe('https');
  });
});
