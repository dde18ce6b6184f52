import type { TicketPage } from '@rifa/shared';
import { useEffect, useState } from 'react';
import { useAsync, type AsyncState } from '../../hooks/use-async.ts';
import { walletApi } from './api.ts';

/** While the purchase is pending the page is read again this often (the payment lands by itself). */
export const TICKET_POLL_MS = 10_000;

/**
 * The ticket page of `secret` (GET /api/bilhete/:secret), re-read every 10 s while its
 * purchase awaits payment, as the draw proof is while its draw is on its way: a failed read
 * keeps the last answer, and a reload (after a claim) replaces whatever was polled before.
 */
export function useTicketPage(secret: string): AsyncState<TicketPage> {
  const state = useAsync((signal) => walletApi.ticketPage(secret, signal), secret);
  const [polled, setPolled] = useState<{ from: TicketPage; page: TicketPage } | null>(null);
  const loaded = state.data;
  const page = polled && loaded && polled.from === loaded ? polled.page : loaded;
  const pending = page?.purchase.status === 'pending';

  useEffect(() => {
    if (!pending || !loaded) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      walletApi.ticketPage(secret, controller.signal).then(
        (next) => setPolled({ from: loaded, page: next }),
        () => undefined,
      );
    }, TICKET_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pending, secret, loaded]);

  return { ...state, data: page };
}
