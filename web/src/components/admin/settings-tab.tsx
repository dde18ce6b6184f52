import {
  formatNumber,
  formatSats,
  STORAGE_KEYS,
  type Health,
  type NodePortStatus,
} from '@rifa/shared';
import { Copy, KeyRound, RefreshCw, Save } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, errorMessage } from '../../api/client.ts';
import { useAsync } from '../../hooks/use-async.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { copyText } from '../../lib/clipboard.ts';
import { getAdminApiKey, readStorage, writeStorage, normalizeBaseUrl } from '../../lib/storage.ts';
import { Badge, type BadgeVariant } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.tsx';
import { Input } from '../ui/input.tsx';
import { FieldMessage, Label } from '../ui/label.tsx';

/** Spec §4: the backend connection is checking, connected or disconnected. */
export type ConnectionStatus = 'checking' | 'connected' | 'disconnected';

const CONNECTION: Record<ConnectionStatus, { label: MessageKey; variant: BadgeVariant }> = {
  checking: { label: 'admin.settings.checking', variant: 'secondary' },
  connected: { label: 'admin.settings.connected', variant: 'success' },
  disconnected: { label: 'admin.settings.disconnected', variant: 'destructive' },
};

const NODE_STATUS: Record<NodePortStatus, { label: MessageKey; variant: BadgeVariant }> = {
  ok: { label: 'node.status.ok', variant: 'success' },
  'aguardando LND': { label: 'node.status.waiting', variant: 'warning' },
  indisponível: { label: 'node.status.unavailable', variant: 'destructive' },
};

/** 'Configurações' (spec §2, §4; DESIGN.md §5 API key shown once). */
export function SettingsTab() {
  const toast = useToast();
  const [baseUrl, setBaseUrl] = useState(() => readStorage(STORAGE_KEYS.apiBaseUrl) ?? '');
  const [apiKey, setApiKey] = useState(() => getAdminApiKey() ?? '');
  const [connection, setConnection] = useState<ConnectionStatus>('checking');
  const [health, setHealth] = useState<Health | null>(null);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);

  const test = useCallback(
    async (url: string, notify: boolean) => {
      setConnection('checking');
      const result = await api.testConnection(url);
      setConnection(result.success ? 'connected' : 'disconnected');
      setHealth(result.health ?? null);
      if (!result.success && notify) {
        toast({
          title: t('toast.connectionError.title'),
          description: result.error || t('errors.health'),
          variant: 'destructive',
        });
      }
    },
    [toast],
  );

  // Tested when the settings open (spec §4).
  useEffect(() => {
    void test(readStorage(STORAGE_KEYS.apiBaseUrl) ?? '', false);
  }, [test]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    writeStorage(STORAGE_KEYS.apiBaseUrl, normalizeBaseUrl(baseUrl));
    writeStorage(STORAGE_KEYS.adminApiKey, apiKey.trim());
    toast({
      title: t('toast.configSaved.title'),
      description: t('toast.configSaved.description'),
      variant: 'success',
    });
  };

  const generateKey = async () => {
    setGenerating(true);
    try {
      setNewKey((await api.createApiKey()).api_key);
    } catch (error) {
      toast({
        title: t('toast.apiKeyError.title'),
        description: errorMessage(error, 'errors.apiKey'),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  const useNewKey = () => {
    if (!newKey) return;
    setApiKey(newKey);
    writeStorage(STORAGE_KEYS.adminApiKey, newKey);
    toast({
      title: t('toast.configSaved.title'),
      description: t('toast.configSaved.description'),
      variant: 'success',
    });
  };

  const copyNewKey = async () => {
    if (!newKey) return;
    try {
      await copyText(newKey);
      toast({ title: t('toast.copied.title'), variant: 'success' });
    } catch {
      toast({ title: t('toast.copyError.title'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle>{t('admin.settings.apiTitle')}</CardTitle>
          <CardDescription>{t('admin.settings.apiDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={save}>
            <div className="grid gap-1.5">
              <Label htmlFor="api-base-url">{t('admin.settings.baseUrl')}</Label>
              <Input
                id="api-base-url"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={globalThis.location?.origin}
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
                aria-describedby="api-base-url-help"
              />
              <FieldMessage id="api-base-url-help">{t('admin.settings.baseUrlHelp')}</FieldMessage>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="api-key">{t('admin.settings.apiKey')}</Label>
              <Input
                id="api-key"
                type="password"
                autoComplete="off"
                className="font-mono"
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit">
                <Save aria-hidden="true" />
                {t('admin.settings.save')}
              </Button>
              <Button
                variant="outline"
                onClick={() => void test(baseUrl, true)}
                disabled={connection === 'checking'}
              >
                <RefreshCw aria-hidden="true" />
                {t('admin.settings.test')}
              </Button>
              <Badge
                variant={CONNECTION[connection].variant}
                role="status"
                data-testid="connection-status"
              >
                {t(CONNECTION[connection].label)}
              </Badge>
            </div>
          </form>
          <div className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => void generateKey()}
              disabled={generating}
            >
              <KeyRound aria-hidden="true" />
              {t('admin.settings.newKey')}
            </Button>
            {newKey && (
              <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
                <Label htmlFor="new-api-key">{t('admin.settings.newKeyLabel')}</Label>
                <div className="flex gap-2">
                  <Input
                    id="new-api-key"
                    readOnly
                    value={newKey}
                    className="font-mono"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    onClick={() => void copyNewKey()}
                    aria-label={t('payment.copy')}
                  >
                    <Copy aria-hidden="true" />
                  </Button>
                </div>
                <FieldMessage>{t('admin.settings.newKeyShownOnce')}</FieldMessage>
                <Button size="sm" className="justify-self-start" onClick={useNewKey}>
                  {t('admin.settings.useKey')}
                </Button>
              </div>
            )}
          </div>
        </CardContent>
      </Card>

      <UsersCard />
      <SystemStatusCard health={health} connection={connection} />
      <StatsCard />

      <Card>
        <CardHeader>
          <CardTitle>{t('admin.settings.securityTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button variant="outline" disabled className="justify-self-start">
            {t('admin.settings.changeAdminPassword')}
          </Button>
          <FieldMessage>{t('admin.settings.changeAdminPasswordHint')}</FieldMessage>
        </CardContent>
      </Card>
    </div>
  );
}

function UsersCard() {
  const users = useAsync((signal) => api.listUsers(signal));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.usersTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <p data-testid="users-total">
          {users.data
            ? t('admin.settings.usersTotal', { n: formatNumber(users.data.length) })
            : users.loading
              ? t('common.loading')
              : t('admin.settings.usersUnavailable')}
        </p>
      </CardContent>
    </Card>
  );
}

function StatsCard() {
  const stats = useAsync((signal) => api.stats(signal));
  if (!stats.data) return null;
  const s = stats.data;
  const rows: [MessageKey, string][] = [
    ['admin.settings.stats.ticketsSold', formatNumber(s.tickets_sold)],
    ['admin.settings.stats.satsReceived', formatSats(s.sats_received)],
    ['admin.settings.stats.prizesPaid', formatNumber(s.prizes_paid)],
    ['admin.settings.stats.pendingInvoices', formatNumber(s.pending_invoices)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.settings.statsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{t(label)}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function SystemStatusCard({
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
        <Badge variant={CONNECTION[connection].variant} className="justify-self-start">
          {t(CONNECTION[connection].label)}
        </Badge>
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
