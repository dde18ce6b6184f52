// Credentials rotate (docs/decisions/0012-lnd-as-it-behaves.md item 5): LND regenerates an outdated TLS certificate when it
// starts (tls_manager.go ~338) and an operator can bake a new macaroon root key
// (walletunlocker.proto ~322, `lncli changepassword --new_macaroon_root_key`). The app must
// notice the new files, reconnect by itself and credit a payment made right after, without
// a restart (pinned on the devnode in devnode/src/lnd/credentials.test.ts).
import { expect, it } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { eventually } from '../support/poll.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-rotation-' });

it('after LND restarts with a new cert and macaroon, purchases and credits work again without a restart', async () => {
  const buyer = (await t.register()).token;
  const raffle: Raffle = await t.createRaffle({ total_tickets: 10, ticket_price: 1_000 });
  await t.buyPaid(buyer, raffle, 1);

  await t.devnode.rotateCredentials();
  const purchase = await eventually(
    'a purchase accepted with the new credentials',
    async () => {
      const response = await t.api.post('/api/transaction').set(bearer(buyer)).send({
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: 2,
        amount: 2_000,
      });
      return response.status === 201 ? (response.body as Purchase) : undefined;
    },
    10_000,
    200,
  );
  t.devnode.settleInvoice(purchase.payment_hash);
  await t.purchaseIn(buyer, purchase.id, 'paid', 5_000);
  expect(((await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle).sold_tickets).toBe(3);
});
