import type { Purchase } from '@rifa/shared';
import { useEffect, useState } from 'react';
import { buyApi } from './api.ts';

/** docs/protocols/payment.md step 4: GET /api/transaction/:id about every 1.5 s while pending. */
const POLL_INTERVAL_MS = 1500;

/** The latest known state of a purchase, polled until it is no longer pending. */
export function usePurchaseStatus(initial: Purchase | null, enabled = true): Purchase | null {
  const [tx, setTx] = useState(initial);
  const id = initial?.id;
  const settled = tx !== null && tx.id === id && tx.status !== 'pending';

  useEffect(() => setTx(initial), [initial]);

  useEffect(() => {
    if (id === undefined || !enabled || settled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await buyApi.getPurchase(id, controller.signal);
        if (controller.signal.aborted) return;
        setTx(next);
        if (next.status !== 'pending') return;
      } catch {
        if (controller.signal.aborted) return;
        // A dropped connection (Tor) is retried on the next tick.
      }
      timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, enabled, settled]);

  return tx;
}
