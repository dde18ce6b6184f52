// The payout job (DESIGN.md §8): at start it reconciles the sends a stopped process left
// in 'sending', then every interval it sends what is due — new prizes in PAYOUT_MODE=auto,
// refund batches the admin asked for, and payouts 'aguardando saldo' once the wallet can
// pay them. The draw scheduler kicks it right after a draw.
import { LightningError } from './lightning-port.ts';
import type { PayoutSender } from './payout-sender.ts';
import type { WatcherLog } from './settlement-watcher.ts';

export interface PayoutJobDeps {
  sender: PayoutSender;
  log: WatcherLog;
  intervalMs?: number;
}

export function createPayoutJob(deps: PayoutJobDeps) {
  const { sender, log } = deps;
  const intervalMs = deps.intervalMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let started = false;

  function pass(): Promise<void> {
    return sender.runDue().catch((error: unknown) => {
      if (error instanceof LightningError) log.warn({ kind: error.kind }, 'LND indisponível: pagamentos na próxima verificação');
      else log.error({ err: error }, 'falha no envio de pagamentos');
    });
  }

  /** One pass; a call during a pass gets the next one (at most one waits), so a slow LND never piles them up. */
  function tick(): Promise<void> {
    if (running) {
      queued ??= running.then(() => {
        queued = undefined;
        return tick();
      });
      return queued;
    }
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    tick,
    start() {
      if (started) return;
      started = true;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await (queued ?? running);
    },
  };
}

export type PayoutJob = ReturnType<typeof createPayoutJob>;
