// Builds GET /api/health from the node ports (docs/protocols/http-api.md). Probes are cached briefly
// and time-boxed so a dead node never makes the health check itself hang.
import type { BitcoinNetwork, Health } from '@rifa/shared';
import type { Chain } from '../ports/index.ts';
import { LightningError, type Lightning } from '../ports/index.ts';
import { checkLndPermissions } from './node-permissions.ts';
import { withTimeout } from '../kernel/with-timeout.ts';

export interface HealthDeps {
  lightning: Lightning;
  chain: Chain;
  mode: Health['mode'];
  network: BitcoinNetwork;
  version: string;
  cacheMs?: number;
  timeoutMs?: number;
  /** docs/protocols/draw-v2.md: anchors waiting for the wallet to afford their fee. */
  anchorsAwaitingBalance?: () => number;
  /** The permissions of the operator's macaroon as read from it; null when it cannot be read. */
  lndPermissions?: () => Promise<ReadonlySet<string> | null>;
}

export function createHealthProbe(deps: HealthDeps): () => Promise<Health> {
  const cacheMs = deps.cacheMs ?? 2_000;
  const timeoutMs = deps.timeoutMs ?? 2_000;
  let cached: { at: number; value: Promise<Health> } | undefined;

  async function probe(): Promise<Health> {
    const [lightning, bitcoin, granted] = await Promise.all([
      withTimeout(deps.lightning.getInfo(), timeoutMs).then(
        (info): Health['lightning'] => ({
          // Answering but not synced to the chain: payments cannot arrive yet.
          status: info.synced ? 'ok' : 'sincronizando',
          alias: info.alias,
          // docs/decisions/0015-anchored-proof-signed-receipts.md: the key that signs the receipts, for a buyer to compare (docs/protocols/draw-v2.md).
          pubkey: info.publicKey,
          synced: info.synced,
          block_height: info.blockHeight,
        }),
        (error: unknown): Health['lightning'] => ({
          status:
            error instanceof LightningError && error.kind === 'locked'
              ? 'aguardando LND'
              : 'indisponível',
        }),
      ),
      withTimeout(deps.chain.getBlockCount(), timeoutMs).then(
        (height): Health['bitcoin'] => ({ status: 'ok', block_height: height }),
        (): Health['bitcoin'] => ({ status: 'indisponível' }),
      ),
      deps.lndPermissions?.().catch(() => null) ?? null,
    ]);
    // Named before the first payout fails on it: a macaroon baked without one permission.
    const permissions = checkLndPermissions(granted);
    if (permissions) lightning.permissions = permissions;
    const waiting = deps.anchorsAwaitingBalance?.();
    return {
      status: 'ok',
      version: deps.version,
      mode: deps.mode,
      network: deps.network,
      lightning,
      bitcoin,
      ...(waiting === undefined
        ? {}
        : {
            anchors: {
              status: waiting > 0 ? 'aguardando saldo' : 'ok',
              awaiting_balance: waiting,
            },
          }),
    };
  }

  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > cacheMs) cached = { at: now, value: probe() };
    return cached.value;
  };
}
