import { formatNumber, type DrawProof } from '@rifa/shared';
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { HashText } from '../../components/hash-text.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { Subsection } from './subsection.tsx';

type DrawnProof = DrawProof & {
  block_hash: string;
  digest: string;
  n: string;
  index: number;
  winning_ticket: number;
};

export function isDrawn(proof: DrawProof): proof is DrawnProof {
  return (
    proof.block_hash !== null &&
    proof.digest !== null &&
    proof.n !== null &&
    proof.index !== null &&
    proof.winning_ticket !== null
  );
}

/**
 * The draw of docs/protocols/draw.md with this raffle's numbers filled in: the exact bytes hashed,
 * the digest and n in full, i = n mod N, and the winning ticket.
 */
export function DrawFormula({ proof }: { proof: DrawnProof }) {
  // Raw numbers in the formula, as an auditor's own computation prints them.
  const ticket = String(proof.winning_ticket);
  return (
    <Subsection
      titleId="draw-formula-title"
      title={t('draw.formula.title')}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
      data-testid="draw-formula"
    >
      <HashText className="bg-slate-900 text-orange-200">{t('draw.formula.rule')}</HashText>
      <Line label={t('draw.formula.message')}>
        <HashText data-testid="draw-message">{`"${proof.block_hash}" + "${proof.draw_id}"`}</HashText>
      </Line>
      <Line label={t('draw.formula.digest')}>
        <HashText data-testid="draw-digest">{proof.digest}</HashText>
      </Line>
      <Line label={t('draw.formula.n')}>
        <HashText data-testid="draw-n-value">{proof.n}</HashText>
      </Line>
      <HashText data-testid="draw-index">
        {t('draw.formula.index', { count: proof.tickets_count, index: proof.index })}
      </HashText>
      <p className="text-sm text-slate-800" data-testid="draw-winner-rule">
        {t('draw.formula.winner', { index: proof.index, ticket })}
        {proof.winning_ticket === proof.index + 1 && (
          <> {t('draw.formula.sequential', { ticket })}</>
        )}
      </p>
    </Subsection>
  );
}

export function WinningTicket({ ticket }: { ticket: number }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-orange-200 bg-orange-50 p-4">
      <Trophy className="size-8 shrink-0 text-orange-600" aria-hidden="true" />
      <div>
        <p className="text-sm text-orange-900">{t('draw.winner')}</p>
        <p className="text-2xl font-bold text-orange-950" data-testid="draw-winning-ticket">
          {t('draw.winnerNumber', { n: formatNumber(ticket) })}
        </p>
      </div>
    </div>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs text-slate-600">{label}</p>
      {children}
    </div>
  );
}
