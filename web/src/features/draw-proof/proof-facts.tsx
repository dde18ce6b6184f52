import { formatNumber, type DrawProof } from '@rifa/shared';
import type { ReactNode } from 'react';
import { Detail } from '../../components/detail.tsx';
import { HashText } from '../../components/hash-text.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { ExplorerLink } from '../site/index.ts';
import { dateTimeText, mediantimeText, unixSecondsOf } from './draw-text.ts';

/**
 * The inputs of the draw that exist at the proof's step (docs/protocols/draw.md): the close and the
 * ticket commitment once sales ended; the block, its mediantime and its parent's once found.
 * Dates in pt-BR next to the unix seconds the draw-block rule compares.
 */
export function ProofFacts({ proof }: { proof: DrawProof }) {
  const height = proof.block_height;
  return (
    <dl
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('draw.factsLabel')}
      data-testid="draw-facts"
    >
      <Fact label={t('draw.fact.endDate')}>
        <span>{dateTimeText(proof.end_date)}</span>
        <HashText>{t('draw.unixSeconds', { seconds: unixSecondsOf(proof.end_date) })}</HashText>
      </Fact>
      <Fact label={t('draw.fact.ticketsCount')}>
        <span className="text-lg font-semibold" data-testid="draw-n">
          {formatNumber(proof.tickets_count)}
        </span>
      </Fact>
      {proof.tickets_hash !== null && (
        <Fact label={t('draw.fact.ticketsHash')} wide>
          <HashText data-testid="draw-tickets-hash">{proof.tickets_hash}</HashText>
        </Fact>
      )}
      {proof.anchor && (
        <Fact label={t('draw.fact.anchorTx', { height: formatNumber(proof.anchor.height) })} wide>
          <HashText data-testid="draw-anchor-txid">{proof.anchor.txid}</HashText>
          <ExplorerLink kind="tx" id={proof.anchor.txid} />
        </Fact>
      )}
      {height !== null && (
        <Fact label={t('draw.fact.blockHeight')}>
          <span className="text-lg font-semibold" data-testid="draw-block-height">
            {formatNumber(height)}
          </span>
        </Fact>
      )}
      {height !== null && (
        <Fact label={t('draw.fact.network')}>
          <span>{proof.network}</span>
        </Fact>
      )}
      {proof.block_hash !== null && (
        <Fact label={t('draw.fact.blockHash')} wide>
          <HashText data-testid="draw-block-hash">{proof.block_hash}</HashText>
          <ExplorerLink kind="block" id={proof.block_hash} />
        </Fact>
      )}
      {proof.block_mediantime !== null && (
        <Fact label={t('draw.fact.mediantime')}>
          <span>{mediantimeText(proof.block_mediantime)}</span>
          <HashText data-testid="draw-mediantime">
            {t('draw.unixSeconds', { seconds: proof.block_mediantime })}
          </HashText>
        </Fact>
      )}
      {height !== null && height > 0 && proof.previous_block_mediantime !== null && (
        <Fact label={t('draw.fact.previousMediantime', { height: formatNumber(height - 1) })}>
          <span>{mediantimeText(proof.previous_block_mediantime)}</span>
          <HashText>{t('draw.unixSeconds', { seconds: proof.previous_block_mediantime })}</HashText>
        </Fact>
      )}
      {height !== null && <Confirmations proof={proof} />}
      {proof.drawn_at !== null && (
        <Fact label={t('draw.fact.drawId')}>
          <HashText>{JSON.stringify(proof.draw_id)}</HashText>
        </Fact>
      )}
      {proof.drawn_at !== null && (
        <Fact label={t('draw.fact.drawnAt')}>
          <span>{dateTimeText(proof.drawn_at)}</span>
        </Fact>
      )}
    </dl>
  );
}

function Confirmations({ proof }: { proof: DrawProof }) {
  const required = proof.confirmations_required;
  const count = proof.confirmations;
  return (
    <Fact label={t('draw.confirmationsLabel')} wide>
      {count === null ? (
        <span data-testid="draw-confirmations">{t('draw.confirmationsUnknown', { required })}</span>
      ) : count < 0 ? (
        <span data-testid="draw-confirmations">{t('draw.confirmationsReorg')}</span>
      ) : count >= required ? (
        <span data-testid="draw-confirmations">
          {t('draw.confirmationsDone', {
            count: formatNumber(count),
            required: formatNumber(required),
          })}
        </span>
      ) : (
        <>
          <span data-testid="draw-confirmations">
            {t('draw.confirmations', {
              count: formatNumber(count),
              required: formatNumber(required),
            })}
          </span>
          <Progress value={count} max={required} aria-label={t('draw.confirmationsLabel')} />
        </>
      )}
    </Fact>
  );
}

/** A fact of the proof: its label, then the value (with its unix seconds, hash or progress). */
export function Fact(props: { label: string; wide?: boolean; children: ReactNode }) {
  return <Detail {...props} className="gap-1" valueClassName="grid gap-1 text-slate-900" />;
}
