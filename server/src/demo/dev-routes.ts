// Demo-only calls (docs/protocols/http-api.md): settle an invoice ('Simular pagamento', or any of ours
// by payment hash), mine blocks, and
// an example regtest address for the register form. Never mounted outside demo mode.
import { pathId } from '../http/path-id.ts';
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import * as bitcoin from 'bitcoinjs-lib';
import type { BitcoinNetwork } from '@rifa/shared';
import { ControlError, type Devnode } from '@rifa/devnode';
import { conflict, invalid, notFound } from '../domain/kernel/errors.ts';
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

  // docs/protocols/lnurl.md: a wallet purchase can be tried without a wallet. Any of our invoices,
  // by payment hash; a second payment is refused, as a wallet would find it.
  router.post('/api/dev/invoices/:payment_hash/pay', async (req, res) => {
    const hash = String(req.params.payment_hash);
    if (!/^[0-9a-f]{64}$/.test(hash))
      throw invalid('payment_hash deve ter 64 caracteres hexadecimais');
    try {
      await deps.devnode.settleInvoice(hash);
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      if (error.status === 404) throw notFound('Fatura não encontrada');
      throw conflict('Esta fatura não pode ser paga: já foi paga, expirou ou foi cancelada');
    }
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
