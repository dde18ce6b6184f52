// The purchases service over a store whose purchase repository has some methods replaced: how
// the domain tests make one step of a reservation fail (busy, a crash point, a lost race).
import type { Store } from '../../server/src/adapters/sqlite/index.ts';
import { createLightningReadiness } from '../../server/src/domain/purchases/lightning-readiness.ts';
import { createPurchases } from '../../server/src/domain/purchases/purchases.ts';
import type { Clock, Lightning, PurchaseRepository } from '../../server/src/domain/ports/index.ts';

export function purchasesWith(
  deps: { store: Pick<Store, 'raffles' | 'purchases'>; lightning: Lightning; clock: Clock },
  overrides: Partial<PurchaseRepository>,
) {
  const { store, lightning, clock } = deps;
  return createPurchases({
    raffles: store.raffles,
    purchases: { ...store.purchases, ...overrides },
    lightning,
    clock,
    readiness: createLightningReadiness({ lightning, clock }),
  });
}
