// The payout job (docs/protocols/draw.md): at start it reconciles the sends a stopped process left
// in 'sending', then every interval it sends what is due — new prizes in PAYOUT_MODE=auto,
// refund batches the admin asked for, and payouts 'aguardando saldo' once the wallet can
// pay them. The draw scheduler kicks it right after a draw.
import { LightningError } from '../ports/index.ts';
import { createPeriodicJob } from '../kernel/periodic-job.ts';
import type { PayoutSender } from './payout-sender.ts';
import type { DomainLog } from '../kernel/log.ts';

export interface PayoutJobDeps {
  sender: PayoutSender;
  log: DomainLog;
  intervalMs?: number;
}

export function createPayoutJob(deps: PayoutJobDeps) {
  const { sender, log } = deps;
  const intervalMs = deps.intervalMs ?? 30_000;

  const pass = (): Promise<void> =>
    sender.runDue().catch((error: unknown) => {
      if (error instanceof LightningError)
        log.warn({ kind: error.kind }, 'LND indisponível: pagamentos na próxima verificação');
      else log.error({ err: error }, 'falha no envio de pagamentos');
    });

  const job = createPeriodicJob(pass, intervalMs);
  return { tick: job.tick, start: job.start, stop: job.stop };
}

export type PayoutJob = ReturnType<typeof createPayoutJob>;
