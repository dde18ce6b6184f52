// The payout job (docs/protocols/draw.md): at start it reconciles the sends a stopped process left
// in 'sending', then every interval it sends what is due — new prizes in PAYOUT_MODE=auto,
// refund batches the admin asked for, and payouts 'aguardando saldo' once the wallet can
// pay them — and, when the operator turned it on, asks winners' Lightning Addresses for the
// invoices of their prizes (docs/protocols/lnurl.md#lightning-address-payouts). The draw
// scheduler kicks it right after a draw.
import { LightningError } from '../ports/index.ts';
import { createPeriodicJob } from '../kernel/periodic-job.ts';
import type { LightningAddressPayouts } from './lightning-address-payouts.ts';
import type { PayoutSender } from './payout-sender.ts';
import type { DomainLog } from '../kernel/log.ts';

export interface PayoutJobDeps {
  sender: PayoutSender;
  log: DomainLog;
  intervalMs?: number;
  /** Prizes paid to the winner's own Lightning Address; absent: none are. */
  addressPayouts?: Pick<LightningAddressPayouts, 'runDue'>;
}

export function createPayoutJob(deps: PayoutJobDeps) {
  const { sender, log, addressPayouts } = deps;
  const intervalMs = deps.intervalMs ?? 30_000;

  const pass = async (): Promise<void> => {
    await sender.runDue().catch((error: unknown) => {
      if (error instanceof LightningError)
        log.warn({ kind: error.kind }, 'LND indisponível: pagamentos na próxima verificação');
      else log.error({ err: error }, 'falha no envio de pagamentos');
    });
    // After the sends, outside the sender's lock: a wallet's answer takes up to the resolver's
    // deadline, and the claim it leads to takes the lock itself.
    await addressPayouts?.runDue().catch((error: unknown) => {
      log.error({ err: error }, 'falha nos pagamentos a Lightning Address');
    });
  };

  const job = createPeriodicJob(pass, intervalMs);
  return { tick: job.tick, start: job.start, stop: job.stop };
}

export type PayoutJob = ReturnType<typeof createPayoutJob>;
