// Wiring of proof version 2's anchor (DESIGN.md §8.2), apart from compose.ts to keep it small:
// LND's wallet (behind the test-only crash hooks) sends and bumps the anchor, bitcoind places
// it in the best chain, the anchor rows live in SQLite.
import type { Logger } from 'pino';
import type { Store } from './adapters/sqlite/index.ts';
import { createDrawAnchor, type DrawAnchor } from './domain/draws/index.ts';
import type { PayoutLabels } from './domain/payouts/index.ts';
import type { AnchorChain, AnchorWallet, Chain, Clock } from './domain/ports/index.ts';
import type { crashHooks } from './test-only/fault-injection.ts';

export interface AnchorWiring {
  store: Store;
  /** LND's adapter: its wallet half sends and bumps the anchor. */
  lnd: AnchorWallet;
  chain: Chain & AnchorChain;
  clock: Clock;
  logger: Logger;
  services: { labels: PayoutLabels };
  crash: ReturnType<typeof crashHooks>;
  /** LND's call deadline: an interrupted send is re-sent only well after it (anchor-send.ts). */
  timings: { lndCallTimeoutMs: number };
}

export function wireAnchor(deps: AnchorWiring): DrawAnchor {
  return createDrawAnchor({
    anchors: deps.store.anchors,
    wallet: deps.crash.anchorWallet(deps.lnd),
    chain: deps.chain,
    clock: deps.clock,
    log: deps.logger.child({ job: 'draws' }),
    labels: deps.services.labels,
    orphanGraceMs: 2 * deps.timings.lndCallTimeoutMs,
  });
}
