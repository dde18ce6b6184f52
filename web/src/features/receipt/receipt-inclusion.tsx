import type { Purchase } from '@rifa/shared';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { drawProofApi } from '../draw-proof/index.ts';
import { receiptApi } from './api.ts';
import { CheckLine } from './check-line.tsx';
import { useLive } from './use-live.ts';
import { canCheckInclusion, checkInclusion, type InclusionResult } from './ticket-inclusion.ts';

export interface InclusionOutcome {
  /** Null while sales are open (or the raffle was cancelled): nothing to check yet. */
  results: InclusionResult[] | null;
  ticketsRoot: string | null;
}

/** Loads the draw proof and, once the list is committed, checks each number of the purchase. */
export function useInclusion(tx: Purchase) {
  return useAsync<InclusionOutcome>(async (signal) => {
    const proof = await drawProofApi.getDrawProof(tx.raffle_id, signal);
    if (!canCheckInclusion(proof)) return { results: null, ticketsRoot: null };
    const results = await checkInclusion(tx.tickets, tx.payment_hash, proof, (number) =>
      receiptApi.ticketProof(tx.raffle_id, number, signal),
    );
    return { results, ticketsRoot: proof.tickets_root ?? proof.tickets_hash };
  }, `${tx.id}:inclusion`);
}

/**
 * 'Meu bilhete está na lista' (docs/decisions/0015-anchored-proof-signed-receipts.md): after the close, each number of the purchase checked
 * against the committed list — ✓ per number, or ✗ for a number missing from it.
 */
export function ReceiptInclusion({ inclusion }: { inclusion: ReturnType<typeof useInclusion> }) {
  const results = inclusion.data?.results;
  const live = useLive();
  return (
    <div className="grid gap-2" data-testid="receipt-inclusion">
      <p className="text-sm text-slate-700">{t('signed.inclusionIntro')}</p>
      {/* Checked in the browser: without JavaScript the draw proof's page lists the tickets. */}
      {!live && (
        <noscript>
          <p className="text-sm text-slate-700">{t('signed.inclusionNoScript')}</p>
        </noscript>
      )}
      {live && (
        <ul className="grid gap-2" role="status" aria-live="polite">
          {inclusion.loading && <CheckLine ok="pending">{t('signed.inclusionChecking')}</CheckLine>}
          {inclusion.error !== undefined && (
            <CheckLine ok="pending">{t('signed.inclusionError')}</CheckLine>
          )}
          {inclusion.data && results === null && (
            <CheckLine ok="pending">{t('signed.inclusionWaiting')}</CheckLine>
          )}
          {results && results.every((r) => r.state === 'included') && (
            <CheckLine ok testId="check-inclusion">
              {t('signed.allIncluded')}
            </CheckLine>
          )}
          {results?.map((result) => (
            <CheckLine
              key={result.number}
              ok={result.state === 'unknown' ? 'pending' : result.state === 'included'}
              testId={`check-ticket-${result.number}`}
            >
              {t(`signed.${result.state}`, { number: result.number })}
            </CheckLine>
          ))}
        </ul>
      )}
    </div>
  );
}
