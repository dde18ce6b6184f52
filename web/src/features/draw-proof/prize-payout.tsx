import { formatNumber, type DrawProof } from '@rifa/shared';
import { HashText } from '../../components/hash-text.tsx';
import { PayoutStatusBadge } from '../../components/payouts/payout-status.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { useAuth } from '../auth/index.ts';
import { participantApi } from '../participant/index.ts';
import { ExplorerLink } from '../site/index.ts';

/**
 * The prize payout (docs/protocols/draw.md): the public proof carries only the txid once broadcast;
 * the winner, when logged in, also sees the state of their own payout.
 */
export function PrizePayout({ proof }: { proof: DrawProof }) {
  const { user } = useAuth();
  return (
    <section className="grid gap-2" aria-labelledby="draw-payout-title" data-testid="draw-payout">
      <h3 id="draw-payout-title" className="font-semibold text-slate-900">
        {t('draw.payout.title')}
      </h3>
      {proof.payout_txid !== null ? (
        <>
          <p>{t('draw.payout.sent')}</p>
          <HashText data-testid="draw-payout-txid">{proof.payout_txid}</HashText>
          <ExplorerLink kind="tx" id={proof.payout_txid} />
        </>
      ) : (
        <p>{t('draw.payout.notYet')}</p>
      )}
      {user && <YourWin raffleId={proof.raffle_id} userId={user.id} />}
    </section>
  );
}

function YourWin({ raffleId, userId }: { raffleId: number; userId: number }) {
  const wins = useAsync((signal) => participantApi.listMyWins(signal), userId);
  const win = wins.data?.find((w) => w.raffle_id === raffleId);
  if (!win) return null;
  return (
    <div
      className="grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3"
      data-testid="draw-your-win"
    >
      <p className="font-semibold text-green-900">
        {t('draw.payout.youWon', { n: formatNumber(win.winning_ticket) })}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('draw.payout.yourStatus')}</span>
        <PayoutStatusBadge status={win.payout_status} method={win.payout_method} hint />
      </div>
    </div>
  );
}
