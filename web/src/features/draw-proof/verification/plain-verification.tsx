import type { DrawProof, DrawVerification } from '@rifa/shared';
import { Download, ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { downloadJson } from '../../../lib/download-json.ts';
import { CheckLine } from '../../receipt/index.ts';
import { ExplorerLink } from '../../site/index.ts';
import { drawProofApi } from '../api.ts';
import { Subsection } from '../subsection.tsx';
import { plainSteps, type PlainStep } from './plain-steps.ts';

type Run =
  | { phase: 'idle' | 'running' }
  | { phase: 'done'; result: DrawVerification }
  | { phase: 'error'; message: string };

/**
 * The draw in three steps a participant understands (docs/decisions/0015-anchored-proof-signed-receipts.md), above the technical proof:
 * the list was fixed before the draw (registered in block A for a version 2 proof; published
 * at close for version 1), the draw block, and the ticket the sum gives at each position —
 * each ✓/✗ from verifyProof run in this browser. With the ticket list in the proof the check
 * runs by itself; a large raffle's list is fetched only on 'Conferir agora'. 'Baixar prova
 * (JSON)' saves the published proof from the page itself (no other request).
 */
export function PlainVerification({ proof }: { proof: DrawProof }) {
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const automatic = proof.tickets !== null;

  const verify = async () => {
    setRun({ phase: 'running' });
    try {
      const full =
        proof.tickets === null && proof.tickets_count > 0
          ? { ...proof, tickets: (await drawProofApi.getDrawTickets(proof.tickets_url)).data }
          : proof;
      const { runVerification } = await import('./run-verification.ts');
      setRun({ phase: 'done', result: await runVerification(full, []) });
    } catch (error) {
      setRun({ phase: 'error', message: errorMessage(error, 'errors.drawTickets') });
    }
  };

  useEffect(() => {
    if (automatic) void verify();
    // Once per proof as published (its status, block and anchor): the live proof re-reads it.
  }, [automatic, proof.status, proof.block_hash, proof.anchor?.txid]);

  const steps = plainSteps(proof, run.phase === 'done' ? run.result : null);
  return (
    <Subsection
      titleId="plain-verification-title"
      title={t('plain.title', { count: countInWords(steps.length) })}
      icon={ListChecks}
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="plain-verification"
    >
      <p className="text-sm">{t('plain.intro')}</p>
      <ol className="grid gap-2" aria-live="polite">
        {steps.map((step) => (
          <CheckLine
            key={`${step.kind}-${'position' in step ? step.position : ''}`}
            ok={step.state}
            testId={`plain-${step.kind}${'position' in step ? `-${step.position}` : ''}`}
          >
            {stepText(step)}
            {step.kind === 'anchored' && (
              <ExplorerLink kind="tx" id={proof.anchor?.txid} className="ml-2" />
            )}
            {step.kind === 'block' && (
              <ExplorerLink kind="block" id={proof.block_hash} className="ml-2" />
            )}
          </CheckLine>
        ))}
      </ol>
      {proof.version !== 2 && <p className="text-xs text-slate-600">{t('plain.publishedNote')}</p>}
      {run.phase === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {t('plain.error', { message: run.message })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!automatic && run.phase !== 'done' && (
          <Button onClick={() => void verify()} disabled={run.phase === 'running'}>
            {run.phase === 'running' ? t('plain.running') : t('plain.run')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => downloadJson(`prova-rifa-${proof.raffle_id}.json`, proof)}
          data-testid="proof-download"
        >
          <Download aria-hidden="true" />
          {t('plain.download')}
        </Button>
      </div>
    </Subsection>
  );
}

function stepText(step: PlainStep): string {
  switch (step.kind) {
    case 'anchored':
      return step.height === null
        ? t('plain.anchorPending')
        : t('plain.anchored', { height: step.height });
    case 'published':
      return t('plain.published', { count: step.count });
    case 'block':
      return step.height === null
        ? t('plain.blockPending')
        : t('plain.block', { height: step.height });
    case 'ticket':
      if (step.state === 'pending' && step.ticket === null)
        return step.positions === 1
          ? t('plain.ticketPending')
          : t('plain.ticketPendingPosition', { position: step.position });
      if (step.ticket === null) return t('plain.notAwarded', { position: step.position });
      return step.positions === 1
        ? t('plain.ticket', { ticket: step.ticket })
        : t('plain.ticketPosition', { position: step.position, ticket: step.ticket });
  }
}

/** 'três', 'quatro'…: the headline reads as a sentence; past ten, digits. */
export function countInWords(count: number): string {
  return t('plain.countWords').split(',')[count - 2] ?? String(count);
}
