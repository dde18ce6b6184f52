// LND_GRPC_HOST=pending (StartOS before LND publishes its address, docs/decisions/0016-operator-cockpit-release.md): every call
// fails at once as a locked LND does, so health says 'aguardando LND', a purchase is refused
// with 503 and the jobs retry; nothing is dialled and nothing throws anything else.
import { describe, expect, it } from 'vitest';
import { LightningError } from '../../domain/ports/index.ts';
import { createLndLightning } from './lnd-lightning.ts';

const lightning = () =>
  createLndLightning({
    socket: null,
    certPath: '/nonexistent/tls.cert',
    macaroonPath: '/nonexistent/admin.macaroon',
  });

const locked = expect.objectContaining({ kind: 'locked' });

describe('an LND whose address is not published yet', () => {
  it('fails every call at once as locked', async () => {
    const lnd = lightning();
    const started = Date.now();
    await expect(lnd.getInfo()).rejects.toEqual(locked);
    await expect(
      lnd.createInvoice({ tokens: 1_000, description: 'bilhete', expiresAt: new Date() }),
    ).rejects.toEqual(locked);
    await expect(lnd.getInvoice('ab'.repeat(32))).rejects.toBeInstanceOf(LightningError);
    await expect(lnd.getChainBalance()).rejects.toEqual(locked);
    expect(Date.now() - started).toBeLessThan(500);
    lnd.close();
  });

  it('ends an invoice subscription with a locked error, for the watcher to retry', async () => {
    const lnd = lightning();
    const error = await new Promise<LightningError>((resolve) =>
      lnd.subscribeInvoices(
        { addIndex: 0, settleIndex: 0 },
        { onInvoice: () => {}, onError: resolve },
      ),
    );
    expect(error).toEqual(locked);
    lnd.close();
  });
});
