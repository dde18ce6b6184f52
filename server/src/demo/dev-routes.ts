// Demo-only calls (docs/protocols/http-api.md): settle an invoice ('Simular pagamento'), mine blocks, and
// an example regtest address for the register form. Never mounted outside demo mode.
import { pathId } from '../http/path-id.ts';
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import * as bitcoin from 'bitcoinjs-lib';
import type { BitcoinNetwork } from '@rifa/shared';
import type { Devnode } from '@rifa/devnode';
import { conflict, invalid } from '../domain/kernel/errors.ts';
import type { Services } from '../composition/services.ts';
import { createGuards } from '../http/auth.ts';
import { integer } from '../domain/kernel/validate.ts';

export function devRoutes(deps: {
  services: Services;
  devnode: Devnode;
  network: BitcoinNetwork;
}): Router {
  const router = Router();
  const guards = createGuards(deps.services.accounts, deps.services.adminKeys);

  const simulate = simulatePayment(deps.services, deps.devnode);
  router.post('/api/dev/transaction/:id/pay', guards.requireUser, async (req, res) => {
    await simulate(req.user!.id, pathId(req.params.id));
    res.json({ ok: true });
  });

  router.post('/api/dev/blocks', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const count =
      body.count === undefined ? 1 : integer(body.count, 'Quantidade de blocos', 1, 100);
    await deps.devnode.mine(count);
    res.json({ height: deps.devnode.tip().height });
  });

  router.get('/api/dev/example-address', (_req, res) => {
    if (deps.network !== 'regtest') throw invalid('Endereço de exemplo só existe em regtest');
    // A fresh P2WPKH address on regtest: valid for the demo, worthless anywhere else.
    const { address } = bitcoin.payments.p2wpkh({
      hash: randomBytes(20),
      network: bitcoin.networks.regtest,
    });
    res.json({ address });
  });

  return router;
}

/**
 * 'Simular pagamento': settles one of the user's pending invoices on the devnode, for the API
 * above and the plain-HTML invoice page alike (docs/protocols/no-javascript.md). The
 * settlement watcher credits the tickets afterwards, as with a real payment.
 */
export function simulatePayment(
  services: Pick<Services, 'purchases'>,
  devnode: Pick<Devnode, 'settleInvoice'>,
) {
  return async (userId: number, purchaseId: number): Promise<void> => {
    const transaction = services.purchases.getForUser(userId, purchaseId);
    if (transaction.status !== 'pending' || !transaction.payment_hash)
      throw conflict('Esta fatura não está pendente');
    await devnode.settleInvoice(transaction.payment_hash);
  };
}
