// Signs the receipt of every paid purchase with the node key (docs/protocols/receipts.md). Kept
// apart from the settlement on purpose: crediting tickets never waits for LND's SignMessage,
// and never fails because of it. The settlement watcher kicks this job after each credit; its
// timer retries whatever LND could not sign (away, locked) on the next pass. Each signature is
// checked before it is stored — the key it recovers must be the node's identity key — so a
// buyer is never handed a receipt their browser would reject. Signing has no side effect in
// LND: a crash between signing and storing only means signing again (an equally valid
// signature); the first one stored stays.
import { receiptText, recoverSigner } from '@rifa/shared/receipt';
import { createPeriodicJob } from '../kernel/periodic-job.ts';
import {
  LightningError,
  type Clock,
  type Lightning,
  type ReceiptRepository,
} from '../ports/index.ts';
import type { DomainLog } from '../kernel/log.ts';

export interface ReceiptJobDeps {
  receipts: ReceiptRepository;
  lightning: Lightning;
  clock: Clock;
  log: DomainLog;
  intervalMs?: number;
  /** Receipts signed per pass; a pass that fills it asks for another right away. */
  batchSize?: number;
}

export function createReceiptJob(deps: ReceiptJobDeps) {
  const { receipts, lightning, clock, log } = deps;
  const batchSize = deps.batchSize ?? 100;

  /** The node's identity key (GetInfo), asked once and again only when a signature differs. */
  let identity: string | undefined;
  async function nodeKey(refresh = false): Promise<string> {
    if (identity === undefined || refresh)
      identity = (await lightning.getInfo()).publicKey.toLowerCase();
    return identity;
  }

  /** One pass; true when a full batch was signed (more may be waiting). */
  async function signDue(): Promise<boolean> {
    const due = receipts.unsigned(batchSize);
    if (due.length === 0) return false;
    let signed = 0;
    for (const purchase of due) {
      const text = receiptText({
        draw_id: purchase.drawId,
        numbers: purchase.numbers,
        amount: purchase.amount,
        payment_hash: purchase.paymentHash,
        settled_at: purchase.settledAt,
      });
      const signature = await lightning.signMessage(text);
      const signer = recoverSigner(text, signature);
      // The key a buyer compares with is the node's identity; LND may have been replaced by
      // another node since it was asked, so a difference asks again before giving up.
      let nodePubkey = await nodeKey();
      if (signer !== nodePubkey) nodePubkey = await nodeKey(true);
      if (signer !== nodePubkey) {
        // Never store what the buyer's check would refuse; tried again next pass.
        log.error(
          { purchaseId: purchase.purchaseId, signer, nodePubkey },
          'assinatura do recibo não confere com a chave do nó',
        );
        continue;
      }
      receipts.store(purchase.purchaseId, {
        text,
        signature,
        nodePubkey,
        signedAt: clock.now().toISOString(),
      });
      signed += 1;
    }
    return due.length === batchSize && signed === batchSize;
  }

  const pass = async (): Promise<void> => {
    try {
      if (await signDue()) void job.tick();
    } catch (error) {
      if (error instanceof LightningError)
        log.warn(
          { kind: error.kind },
          'LND indisponível: recibos assinados na próxima verificação',
        );
      else log.error({ err: error }, 'falha ao assinar recibos');
    }
  };

  const job = createPeriodicJob(pass, deps.intervalMs ?? 5_000);
  return { tick: job.tick, start: job.start, stop: job.stop };
}

export type ReceiptJob = ReturnType<typeof createReceiptJob>;
