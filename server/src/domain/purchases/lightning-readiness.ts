// Never sell a ticket the node cannot be paid for (docs/protocols/payment.md): LND accepts calls
// as soon as its RPC server is active (lnrpc.State RPC_ACTIVE), while the chain still syncs,
// and a payer cannot reach a node that is not synced to the chain. A purchase asks first; the
// answer is kept a few seconds so a crowd buying at once costs LND one GetInfo.
import { unavailable } from '../kernel/errors.ts';
import { LightningError, type Clock, type Lightning } from '../ports/index.ts';

export const LIGHTNING_UNAVAILABLE = 'Lightning indisponível, tente novamente';
export const LIGHTNING_SYNCING =
  'O nó Lightning ainda está sincronizando com a rede Bitcoin; tente novamente em alguns minutos';

/** How long a "ready" answer is trusted; a "not ready" one is asked again at once. */
export const READINESS_CACHE_MS = 5_000;

export function createLightningReadiness(deps: { lightning: Lightning; clock: Clock }) {
  let readyUntil = -Infinity;
  return {
    /** Resolves when LND can be paid; else a DomainError('unavailable') in pt-BR. */
    async assertReady(): Promise<void> {
      const now = deps.clock.now().getTime();
      if (now < readyUntil) return;
      let synced: boolean;
      try {
        synced = (await deps.lightning.getInfo()).synced;
      } catch (error) {
        if (error instanceof LightningError) throw unavailable(LIGHTNING_UNAVAILABLE);
        throw error;
      }
      if (!synced) throw unavailable(LIGHTNING_SYNCING);
      readyUntil = now + READINESS_CACHE_MS;
    },
  };
}

export type LightningReadiness = ReturnType<typeof createLightningReadiness>;
