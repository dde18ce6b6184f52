// GET /api/health says why a purchase would be refused (docs/decisions/0012-lnd-as-it-behaves.md item 7): LND answering but
// not synced to the chain is 'sincronizando'; locked is 'aguardando LND'; gone is
// 'indisponível'. Probes are time-boxed and cached briefly (domain/health.ts).
import { describe, expect, it } from 'vitest';
import { createHealthProbe } from '../../server/src/domain/operator/health.ts';
import { LightningError } from '../../server/src/domain/ports/index.ts';
import { createFakeChain } from './support/fake-chain.ts';
import { createFakeLightning } from './support/fake-lightning.ts';

function probe() {
  const lightning = createFakeLightning();
  const chain = createFakeChain({ until: new Date('2030-01-01T00:00:00Z') });
  const health = createHealthProbe({
    lightning,
    chain,
    mode: 'node',
    network: 'regtest',
    version: 'teste',
    cacheMs: 0,
  });
  return { lightning, health };
}

describe('the Lightning part of the health report', () => {
  it('synced: ok', async () => {
    const { health } = probe();
    expect((await health()).lightning).toMatchObject({ status: 'ok', synced: true });
  });

  it('answering but not synced to the chain: sincronizando', async () => {
    const { lightning, health } = probe();
    lightning.reply('getInfo', { alias: 'lnd', publicKey: '02', synced: false, blockHeight: 7 });
    expect((await health()).lightning).toEqual({
      status: 'sincronizando',
      alias: 'lnd',
      pubkey: '02',
      synced: false,
      block_height: 7,
    });
  });

  it.each([
    ['locked', 'aguardando LND'],
    ['unavailable', 'indisponível'],
  ] as const)('%s: %s', async (kind, status) => {
    const { lightning, health } = probe();
    lightning.fail('getInfo', new LightningError(kind, kind));
    expect((await health()).lightning).toEqual({ status });
  });
});
