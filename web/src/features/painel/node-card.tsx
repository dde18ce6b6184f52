import { formatNumber, formatSats, type NodePortStatus, type PainelNode } from '@rifa/shared';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';

const STATUS: Record<NodePortStatus, { label: MessageKey; variant: BadgeVariant }> = {
  ok: { label: 'node.status.ok', variant: 'success' },
  sincronizando: { label: 'node.status.syncing', variant: 'warning' },
  'aguardando LND': { label: 'node.status.waiting', variant: 'warning' },
  indisponível: { label: 'node.status.unavailable', variant: 'destructive' },
};

function StatusBadge({ status }: { status: NodePortStatus }) {
  const known = STATUS[status];
  return <Badge variant={known.variant}>{t(known.label)}</Badge>;
}

const sats = (value: number | null) =>
  value === null ? t('admin.painel.unknown') : formatSats(value);

/** The node at a glance: LND ready and synced, its two balances, bitcoind's height. */
export function NodeCard({ node }: { node: PainelNode }) {
  const { lightning, bitcoin } = node;
  return (
    <TitledCard as="h2" title={t('admin.painel.nodeTitle')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="painel-node">
        <dt className="text-slate-500">{t('admin.painel.lnd')}</dt>
        <dd className="flex min-w-0 flex-wrap items-center gap-2">
          <StatusBadge status={lightning.status} />
          <span className="break-all">{lightning.alias}</span>
        </dd>
        <dt className="text-slate-500">{t('admin.painel.synced')}</dt>
        <dd>
          {lightning.synced === undefined
            ? t('admin.painel.unknown')
            : lightning.synced
              ? t('admin.painel.syncedYes')
              : t('admin.painel.syncedNo')}
        </dd>
        <dt className="text-slate-500">{t('admin.painel.onchain')}</dt>
        <dd className="font-medium">{sats(node.onchain_spendable)}</dd>
        <dt className="text-slate-500">{t('admin.painel.inbound')}</dt>
        <dd className="font-medium">{sats(node.inbound_liquidity)}</dd>
        <dt className="text-slate-500">{t('admin.painel.bitcoind')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <StatusBadge status={bitcoin.status} />
          {bitcoin.block_height !== undefined &&
            `${t('admin.painel.height')}: ${formatNumber(bitcoin.block_height)}`}
        </dd>
      </dl>
    </TitledCard>
  );
}
