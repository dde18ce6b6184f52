import {
  formatDateTime,
  formatNumber,
  type DrawEstimate,
  type DrawProof,
  type DrawStatus,
  type Raffle,
} from '@rifa/shared';
import { Blocks } from 'lucide-react';
import { Link } from 'react-router';
import { TechnicalDetail } from '../../components/technical-detail.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { AuditHelp } from './audit-help.tsx';
import { DrawEstimateSteps, useDrawEstimate } from './draw-estimate.tsx';
import { DrawFormula, isDrawn, WinningTicket } from './draw-formula.tsx';
import { PrizePayout } from './prize-payout.tsx';
import { PrizeWinners } from './prize-winners.tsx';
import { ProofFacts } from './proof-facts.tsx';
import { TechnicalProof } from './technical-proof.tsx';
import { drawStatusOf, useLiveDrawProof } from './use-live-draw-proof.ts';
import { PlainVerification } from './verification/plain-verification.tsx';
import { VerifyPanel } from './verification/verify-panel.tsx';

const STATUS_LABEL: Record<DrawStatus, MessageKey> = {
  open: 'draw.status.open',
  awaiting_anchor: 'draw.status.awaiting_anchor',
  awaiting_block: 'draw.status.awaiting_block',
  awaiting_confirmations: 'draw.status.awaiting_confirmations',
  completed: 'draw.status.completed',
  cancelled: 'draw.status.cancelled',
};

const STATUS_BADGE: Record<DrawStatus, BadgeVariant> = {
  open: 'success',
  awaiting_anchor: 'warning',
  awaiting_block: 'warning',
  awaiting_confirmations: 'warning',
  completed: 'secondary',
  cancelled: 'destructive',
};

/**
 * The draw of a raffle, step by step (docs/protocols/draw.md, docs/protocols/web.md): before the close, when it will
 * happen; after it, the frozen ticket commitment, the draw block and its confirmations,
 * and once drawn every input and intermediate value with the 'Verificar' panel that
 * recomputes them in the browser, plus how to check it with scripts/verify-draw.
 * While the draw is on its way the proof is re-read every 30 s.
 */
export function DrawProofSection({
  raffle,
  draw,
  estimate: initialEstimate,
  onSettled,
}: {
  raffle: Raffle;
  draw: DrawProof | null;
  /** GET /api/rifa/:id's draw_estimate (docs/protocols/draw.md#when-the-draw-happens). */
  estimate?: DrawEstimate | null;
  onSettled?: () => void;
}) {
  const proof = useLiveDrawProof(raffle, draw, onSettled);
  const estimate = useDrawEstimate(raffle, proof, { proof: draw, estimate: initialEstimate });
  const status = drawStatusOf(raffle, proof);
  const closed = proof !== null && proof.tickets_hash !== null;

  return (
    <Card data-testid="draw-proof-section" data-status={status}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Blocks className="size-5 text-orange-500" aria-hidden="true" />
          {t('draw.title')}
        </CardTitle>
        <Badge variant={STATUS_BADGE[status]} data-testid="draw-status">
          <span className="sr-only">{t('draw.statusPrefix')} </span>
          {t(STATUS_LABEL[status])}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm text-slate-700">
        {status === 'open' && (
          <div className="grid gap-1">
            <p>{t('draw.pending', { date: formatDateTime(raffle.end_date) })}</p>
            <TechnicalDetail summary={t('draw.technicalDetail')}>
              {t('draw.pendingDetail')}
            </TechnicalDetail>
          </div>
        )}
        {status === 'cancelled' && (
          <p>{closed ? t('draw.cancelledNoTickets') : t('draw.cancelledByAdmin')}</p>
        )}
        {status === 'awaiting_anchor' && proof && (
          <p>{t('draw.awaitingAnchor', { count: formatNumber(proof.tickets_count) })}</p>
        )}
        {status === 'awaiting_block' && proof && (
          <div className="grid gap-1">
            <p>{t('draw.awaitingBlock', { count: formatNumber(proof.tickets_count) })}</p>
            <TechnicalDetail summary={t('draw.technicalDetail')}>
              {t('draw.awaitingBlockDetail')}
            </TechnicalDetail>
          </div>
        )}
        {status === 'awaiting_confirmations' && proof && (
          <p>{t('draw.awaitingConfirmations', { required: proof.confirmations_required })}</p>
        )}
        {status === 'completed' && proof && <p>{t('draw.completedIntro')}</p>}
        {estimate && <DrawEstimateSteps estimate={estimate} proof={proof} />}
        {(status === 'awaiting_anchor' ||
          status === 'awaiting_block' ||
          status === 'awaiting_confirmations') && (
          <p className="text-xs text-slate-500">{t('draw.autoRefresh')}</p>
        )}

        {status === 'completed' && proof && isDrawn(proof) && (
          <WinningTicket ticket={proof.winning_ticket} />
        )}
        {status !== 'cancelled' && <PrizeWinners raffle={raffle} proof={proof} />}
        {status === 'completed' && proof && <PrizePayout proof={proof} />}
        {/* docs/decisions/0015-anchored-proof-signed-receipts.md: three plain steps with ✓/✗ first; the technical proof folded below. */}
        {closed && status !== 'cancelled' && proof && (
          <>
            <PlainVerification proof={proof} />
            <TechnicalProof>
              <ProofFacts proof={proof} />
              {status === 'completed' && isDrawn(proof) && <DrawFormula proof={proof} />}
              <VerifyPanel key={`${proof.status}-${proof.block_hash}`} proof={proof} />
              <AuditHelp proof={proof} />
            </TechnicalProof>
          </>
        )}

        <Link
          to="/how-it-works"
          className="font-medium text-orange-700 underline underline-offset-2"
        >
          {t('draw.howLink')}
        </Link>
      </CardContent>
    </Card>
  );
}
