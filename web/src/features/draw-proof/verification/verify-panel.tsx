import type { DrawCheck, DrawProof, DrawVerification } from '@rifa/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { useAuth } from '../../auth/index.ts';
import { participantApi } from '../../participant/index.ts';
import { drawProofApi } from '../api.ts';
import { Subsection } from '../subsection.tsx';

type State =
  | { phase: 'idle' }
  | { phase: 'fetching' | 'running' }
  | { phase: 'done'; result: DrawVerification; fetchedFrom: string | null }
  | { phase: 'error'; message: string };

/** Paid purchases of the logged-in user in this raffle: each must be in the ticket list. */
async function myPaymentHashes(raffleId: number): Promise<string[]> {
  const transactions = await participantApi.listMyPurchases().catch(() => []);
  const hashes = transactions
    .filter((tx) => tx.raffle_id === raffleId && tx.status === 'paid')
    .map((tx) => tx.payment_hash);
  return [...new Set(hashes)];
}

/**
 * 'Verificar' (docs/protocols/draw.md, docs/protocols/web.md): recomputes the proof in the browser with the shared
 * draw module (verifyProof) — the same code as the server and scripts/verify-draw — and
 * lists every check with ✓/✗ and its pt-BR label. A large proof leaves its tickets out:
 * they are fetched from tickets_url first. A logged-in buyer's own payments are checked too.
 */
export function VerifyPanel({ proof }: { proof: DrawProof }) {
  const { user } = useAuth();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const busy = state.phase === 'fetching' || state.phase === 'running';

  const run = async () => {
    try {
      let full = proof;
      let fetchedFrom: string | null = null;
      if (proof.tickets === null && proof.tickets_hash !== null && proof.tickets_count > 0) {
        setState({ phase: 'fetching' });
        full = { ...proof, tickets: (await drawProofApi.getDrawTickets(proof.tickets_url)).data };
        fetchedFrom = proof.tickets_url;
      }
      setState({ phase: 'running' });
      const [{ runVerification }, hashes] = await Promise.all([
        import('./run-verification.ts'),
        user ? myPaymentHashes(proof.raffle_id) : Promise.resolve([]),
      ]);
      // Let 'Verificando...' paint before hashing a large list on the main thread.
      await new Promise((resolve) => setTimeout(resolve, 0));
      setState({ phase: 'done', result: await runVerification(full, hashes), fetchedFrom });
    } catch (error) {
      setState({ phase: 'error', message: errorMessage(error, 'errors.drawTickets') });
    }
  };

  return (
    <Subsection
      titleId="verify-title"
      title={t('verify.title')}
      icon={ShieldCheck}
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="verify-panel"
    >
      <p className="text-sm">{t('verify.intro')}</p>
      <div>
        <Button onClick={() => void run()} disabled={busy}>
          <ShieldCheck aria-hidden="true" />
          {busy
            ? t('verify.running')
            : state.phase === 'done'
              ? t('verify.again')
              : t('verify.button')}
        </Button>
      </div>
      <div
        role="status"
        aria-live="polite"
        className="text-sm font-medium"
        data-testid="verify-summary"
      >
        {state.phase === 'fetching' && t('verify.fetchingTickets')}
        {state.phase === 'running' && t('verify.running')}
        {state.phase === 'done' && (
          <Summary result={state.result} final={proof.status === 'completed'} />
        )}
      </div>
      {state.phase === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {t('verify.error', { message: state.message })}
        </p>
      )}
      {state.phase === 'done' && <Results result={state.result} fetchedFrom={state.fetchedFrom} />}
    </Subsection>
  );
}

function Summary({ result, final }: { result: DrawVerification; final: boolean }) {
  const failed = result.checks.filter((check) => !check.ok).length;
  const count = result.checks.length;
  if (!final) {
    // Before the draw, 'O sorteio foi realizado' (and maybe the confirmations) cannot pass yet.
    return (
      <span className="text-amber-900">
        {t('verify.partial', { passed: count - failed, count })} {t('verify.notFinal')}
      </span>
    );
  }
  return (
    <span className={failed === 0 ? 'text-green-800' : 'text-red-800'}>
      {failed === 0 ? t('verify.allPassed', { count }) : t('verify.someFailed', { failed, count })}
    </span>
  );
}

function Results({
  result,
  fetchedFrom,
}: {
  result: DrawVerification;
  fetchedFrom: string | null;
}) {
  const notes = [...result.notes_ptBR];
  if (fetchedFrom !== null) notes.push(t('verify.ticketsFetched', { url: fetchedFrom }));
  if (
    !result.checks.some((check) => check.id === 'block_node') &&
    result.checks.some((check) => check.id === 'block_rule')
  ) {
    notes.push(t('verify.nodeHint'));
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={t('verify.checksLabel')} data-testid="verify-checks">
        {result.checks.map((check, index) => (
          <CheckItem key={`${check.id}-${index}`} check={check} />
        ))}
      </ul>
      {notes.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium text-slate-900">{t('verify.notesTitle')}</p>
          <ul className="list-disc space-y-1 pl-5 text-slate-700" data-testid="verify-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function CheckItem({ check }: { check: DrawCheck }) {
  return (
    <li
      className={`flex gap-2 rounded-md border p-2 text-sm ${check.ok ? 'border-green-200 bg-green-50' : 'border-red-300 bg-red-50'}`}
      data-check={check.id}
      data-ok={check.ok}
    >
      {/* ✓/✗ and the spoken word carry the verdict; the colour only repeats it. */}
      <span
        aria-hidden="true"
        className={`w-4 shrink-0 text-base font-bold leading-5 ${check.ok ? 'text-green-700' : 'text-red-700'}`}
      >
        {check.ok ? '✓' : '✗'}
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium text-slate-900">
          <span className="sr-only">{check.ok ? t('verify.passed') : t('verify.failed')} </span>
          {check.label_ptBR}
        </p>
        <p className="break-all font-mono text-xs text-slate-700">{check.detail}</p>
      </div>
    </li>
  );
}
