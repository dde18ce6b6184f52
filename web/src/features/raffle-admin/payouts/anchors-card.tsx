import type { AdminAnchor } from '@rifa/shared';
import { Detail } from '../../../components/detail.tsx';
import { HashText } from '../../../components/hash-text.tsx';
import { RaffleLink } from '../../../components/raffle-link.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { useAsync } from '../../../hooks/use-async.ts';
import { t, type MessageKey } from '../../../i18n/pt-BR.ts';
import { raffleAdminApi } from '../api.ts';
import { ListCard } from './list-card.tsx';
import { ExplorerLink } from '../../site/index.ts';

const STATUS: Record<AdminAnchor['status'], [MessageKey, BadgeVariant]> = {
  awaiting_balance: ['admin.anchors.status.awaiting_balance', 'destructive'],
  pending: ['admin.anchors.status.pending', 'warning'],
  sending: ['admin.anchors.status.sending', 'warning'],
  sent: ['admin.anchors.status.sent', 'warning'],
  confirmed: ['admin.anchors.status.confirmed', 'secondary'],
};
/** What needs the admin first ('aguardando saldo'), then what is on its way, then done. */
const ORDER: Record<AdminAnchor['status'], number> = {
  awaiting_balance: 0,
  pending: 1,
  sending: 1,
  sent: 1,
  confirmed: 2,
};
const SHOWN = 20;

/**
 * Each closed raffle's anchor (docs/protocols/draw-v2.md): the OP_RETURN transaction that commits the
 * ticket list before the draw block. 'Aguardando saldo' says the wallet must be funded.
 */
export function AnchorsCard() {
  const anchors = useAsync((signal) => raffleAdminApi.listAnchors(signal));
  return (
    <ListCard
      title={t('admin.anchors.title')}
      description={t('admin.anchors.description')}
      state={anchors}
      fallback="errors.anchors"
      items={(data) =>
        [...data]
          .sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.raffle_id - a.raffle_id)
          .slice(0, SHOWN)
      }
      empty={t('admin.anchors.empty')}
      listClassName="divide-y divide-slate-200"
      listTestId="anchors-list"
    >
      {(anchor) => <AnchorItem key={anchor.raffle_id} anchor={anchor} />}
    </ListCard>
  );
}

function AnchorItem({ anchor }: { anchor: AdminAnchor }) {
  const [label, variant] = STATUS[anchor.status];
  return (
    <li className="grid gap-2 py-4" data-testid={`anchor-${anchor.raffle_id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <RaffleLink id={anchor.raffle_id} className="break-words font-semibold">
          {anchor.raffle_name}
        </RaffleLink>
        <Badge variant={variant}>{t(label)}</Badge>
      </div>
      {anchor.status === 'awaiting_balance' && (
        <p className="text-sm text-red-700">{t('admin.anchors.hint.awaiting_balance')}</p>
      )}
      {anchor.last_error && <p className="text-xs text-slate-600">{anchor.last_error}</p>}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {anchor.txid && (
          <Detail label={t('admin.anchors.txid')} wide>
            <HashText>{anchor.txid}</HashText>
            <ExplorerLink kind="tx" id={anchor.txid} />
          </Detail>
        )}
        <Detail label={t('admin.anchors.label')}>
          <code className="break-all font-mono text-xs">{anchor.label}</code>
        </Detail>
        {anchor.block_height !== null && (
          <Detail label={t('admin.anchors.height')}>{anchor.block_height}</Detail>
        )}
        {anchor.fee_rate !== null && (
          <p className="text-xs text-slate-600">
            {t('admin.anchors.fee', { rate: anchor.fee_rate, bumps: anchor.bumps })}
          </p>
        )}
      </dl>
    </li>
  );
}
