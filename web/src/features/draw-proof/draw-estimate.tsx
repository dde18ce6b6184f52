import {
  estimateDraw,
  formatEstimateTime,
  formatNumber,
  type DrawEstimate,
  type DrawProof,
  type Raffle,
} from '@rifa/shared';
import { Hourglass } from 'lucide-react';
import { useNow } from '../../hooks/use-now.ts';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { CheckLine } from '../receipt/index.ts';
import { useSiteInfo } from '../site/index.ts';

// 'Sorteio previsto para ~21:40' (docs/protocols/draw.md#when-the-draw-happens): an estimate from
// the chain's median-time-past lag, with the steps as they happen. The server's estimate is
// shown as it came (the server-rendered page and the first render agree); once the live proof
// moves on, the same shared estimateDraw recomputes it with GET /api/site's draw_timing.

/**
 * The estimate for the proof as it is now: the server's while the proof is the one it came
 * with, else recomputed; null before end_date, once drawn or cancelled.
 */
export function useDrawEstimate(
  raffle: Raffle,
  proof: DrawProof | null,
  initial: { proof: DrawProof | null; estimate: DrawEstimate | null | undefined },
): DrawEstimate | null {
  const timing = useSiteInfo().info?.draw_timing;
  const now = useNow(60_000);
  const estimate =
    proof === initial.proof && initial.estimate !== undefined
      ? initial.estimate
      : raffle.status === 'cancelled'
        ? null
        : estimateDraw({
            end_date: raffle.end_date,
            now,
            mtpLagSeconds: timing?.mtp_lag_seconds ?? null,
            confirmationsRequired: proof?.confirmations_required ?? timing?.confirmations ?? 6,
            draw: proof,
          });
  return estimate && estimate.step !== 'drawn' ? estimate : null;
}

/** 'Sorteio previsto para ~21:40' (Brasília time). */
export function estimateText(estimate: DrawEstimate, now: Date): string {
  return t('estimate.title', { time: formatEstimateTime(estimate.at, now) });
}

type Step = 'sales_closed' | 'anchor' | 'block' | 'confirmations' | 'drawn';

const DONE_UP_TO: Record<DrawEstimate['step'], Step> = {
  sales_closed: 'sales_closed',
  anchor_confirmed: 'anchor',
  confirmations: 'block',
  drawn: 'drawn',
};

const LABEL: Record<Exclude<Step, 'confirmations'>, MessageKey> = {
  sales_closed: 'estimate.step.salesClosed',
  anchor: 'estimate.step.anchor',
  block: 'estimate.step.block',
  drawn: 'estimate.step.drawn',
};

/** The headline estimate and the steps: done ✓, the current one '…', the rest still to come. */
export function DrawEstimateSteps({
  estimate,
  proof,
}: {
  estimate: DrawEstimate;
  proof: DrawProof | null;
}) {
  const now = useNow(60_000);
  // Proof version 1 has no anchor; a raffle not closed yet closes as version 2.
  const steps: Step[] = [
    'sales_closed',
    ...(proof?.version === 1 ? [] : (['anchor'] as const)),
    'block',
    'confirmations',
    'drawn',
  ];
  const done = steps.indexOf(DONE_UP_TO[estimate.step]);
  const required = proof?.confirmations_required ?? 6;
  const count = Math.max(0, proof?.confirmations ?? 0);
  return (
    <section
      className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3"
      aria-labelledby="draw-estimate-title"
      data-testid="draw-estimate"
      data-step={estimate.step}
    >
      <h3 id="draw-estimate-title" className="flex items-center gap-2 font-semibold text-amber-950">
        <Hourglass className="size-4" aria-hidden="true" />
        {estimateText(estimate, now)}
      </h3>
      <p className="text-xs text-amber-950">
        {t('estimate.help', { confirmations: formatNumber(required) })}
      </p>
      <ol className="grid gap-1.5" aria-label={t('estimate.stepsLabel')}>
        {steps.map((step, index) => (
          <CheckLine
            key={step}
            ok={index <= done ? true : 'pending'}
            testId={`estimate-step-${step}`}
          >
            {step === 'confirmations'
              ? t('estimate.step.confirmations', {
                  count: formatNumber(Math.min(count, required)),
                  required: formatNumber(required),
                })
              : t(LABEL[step])}
          </CheckLine>
        ))}
      </ol>
    </section>
  );
}

/** The raffle page's line near the top: the server's estimate, a link to the draw's steps. */
export function DrawEstimateLink({ estimate }: { estimate: DrawEstimate | null | undefined }) {
  const now = useNow(60_000);
  if (!estimate || estimate.step === 'drawn') return null;
  return (
    <a
      href="#sorteio"
      className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 underline-offset-2 hover:underline"
      data-testid="draw-estimate-link"
    >
      <Hourglass className="size-4" aria-hidden="true" />
      {estimateText(estimate, now)}
    </a>
  );
}

/**
 * A raffle card's estimate (the list carries no proof): from end_date and GET /api/site's
 * draw_timing, for a raffle whose sales ended and that is not drawn yet.
 */
export function CardDrawEstimate({ raffle, now }: { raffle: Raffle; now: Date }) {
  const timing = useSiteInfo().info?.draw_timing;
  if (raffle.status !== 'active' || !timing) return null;
  const estimate = estimateDraw({
    end_date: raffle.end_date,
    now,
    mtpLagSeconds: timing.mtp_lag_seconds,
    confirmationsRequired: timing.confirmations,
  });
  if (!estimate) return null;
  return (
    <p
      className="flex items-center justify-end gap-1 text-xs font-semibold text-amber-800"
      data-testid="raffle-draw-estimate"
    >
      <Hourglass className="size-3.5" aria-hidden="true" />
      {estimateText(estimate, now)}
    </p>
  );
}
