import { formatNumber, type Health, type NodePortStatus } from '@rifa/shared';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { ConnectionBadge, type ConnectionStatus } from './connection.tsx';

const NODE_STATUS: Record<NodePortStatus, { label: MessageKey; variant: BadgeVariant }> = {
  ok: { label: 'node.status.ok', variant: 'success' },
  sincronizando: { label: 'node.status.syncing', variant: 'warning' },
  'aguardando LND': { label: 'node.status.waiting', variant: 'warning' },
  indisponível: { label: 'node.status.unavailable', variant: 'destructive' },
};

/** 'Status do Sistema': the connection, and the node ports /api/health reports. */
export function SystemStatusCard({
  health,
  connection,
}: {
  health: Health | null;
  connection: ConnectionStatus;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.systemTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ConnectionBadge connection={connection} className="justify-self-start" />
        {health && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-500">{t('admin.settings.mode')}</dt>
            <dd>
              {health.mode === 'demo'
                ? t('admin.settings.mode.demo')
                : t('admin.settings.mode.node')}
            </dd>
            <dt className="text-slate-500">{t('admin.settings.network')}</dt>
            <dd>{health.network}</dd>
            <dt className="text-slate-500">{t('admin.settings.version')}</dt>
            <dd>{health.version}</dd>
            <dt className="text-slate-500">{t('admin.settings.lightning')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <NodeBadge status={health.lightning.status} />
              {health.lightning.alias}
              {/* The server's pt-BR line: what the macaroon lacks and what stops without it. */}
              {health.lightning.permissions?.message && (
                <p role="alert" className="w-full text-amber-700">
                  {health.lightning.permissions.message}
                </p>
              )}
            </dd>
            <dt className="text-slate-500">{t('admin.settings.bitcoin')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <NodeBadge status={health.bitcoin.status} />
              {health.bitcoin.block_height !== undefined &&
                t('admin.settings.blockHeight', {
                  height: formatNumber(health.bitcoin.block_height),
                })}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function NodeBadge({ status }: { status: NodePortStatus }) {
  const known = NODE_STATUS[status];
  return known ? (
    <Badge variant={known.variant}>{t(known.label)}</Badge>
  ) : (
    <Badge variant="outline">{status}</Badge>
  );
}
