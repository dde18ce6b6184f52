import type { DrawProof, DrawStatus, Raffle } from '@rifa/shared';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../../hooks/use-now.ts';
import { drawProofApi } from './api.ts';

/** How often a draw that is on its way is re-read: about one block every 10 min, 30 s in demo. */
const DRAW_POLL_MS = 30_000;

/**
 * Where the draw is, from the raffle and its proof (docs/protocols/draw.md). GET /api/rifa/:id gives
 * `draw: null` until sales close, also for a raffle the admin cancelled before the close.
 */
export function drawStatusOf(raffle: Raffle, proof: DrawProof | null): DrawStatus {
  if (proof && proof.status !== 'open') return proof.status;
  return raffle.status === 'cancelled' ? 'cancelled' : 'open';
}

function isOnItsWay(raffle: Raffle, proof: DrawProof | null, now: Date): boolean {
  const status = drawStatusOf(raffle, proof);
  if (status === 'open')
    return raffle.status === 'active' && new Date(raffle.end_date).getTime() <= now.getTime();
  return (
    status === 'awaiting_anchor' ||
    status === 'awaiting_block' ||
    status === 'awaiting_confirmations'
  );
}

/**
 * The raffle's proof, re-read from GET /api/rifa/:id/draw every 30 s while the draw is on
 * its way (sales ended, block or confirmations awaited), so the page follows it without a
 * reload. A failed read keeps the last proof. `onSettled` runs when the draw completes or
 * the raffle is cancelled (the page reloads the raffle: its status changed too).
 */
export function useLiveDrawProof(
  raffle: Raffle,
  initial: DrawProof | null,
  onSettled?: () => void,
): DrawProof | null {
  const [polled, setPolled] = useState<{ from: DrawProof | null; proof: DrawProof } | null>(null);
  // A new proof from the parent (a reload) replaces whatever was polled before it.
  const proof = polled && polled.from === initial ? polled.proof : initial;
  const now = useNow(DRAW_POLL_MS);
  const onItsWay = isOnItsWay(raffle, proof, now);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!onItsWay) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      drawProofApi.getDrawProof(raffle.id, controller.signal).then(
        (next) => {
          setPolled({ from: initial, proof: next });
          if (next.status === 'completed' || next.status === 'cancelled') settled.current?.();
        },
        () => undefined,
      );
    }, DRAW_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [onItsWay, raffle.id, initial]);

  return proof;
}
