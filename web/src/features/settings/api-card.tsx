import { STORAGE_KEYS } from '@rifa/shared';
import { RefreshCw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField, UrlField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { getAdminApiKey, normalizeBaseUrl, readStorage, writeStorage } from '../../lib/storage.ts';
import { ConnectionBadge, type ConnectionStatus } from './connection.tsx';
import { NewApiKey } from './new-api-key.tsx';
import { WideCard } from './wide-card.tsx';

/** Spec §4 API settings: base address and admin key saved in the browser, 'Testar Conexão'. */
export function ApiCard({
  connection,
  onTest,
}: {
  connection: ConnectionStatus;
  onTest(baseUrl: string): void;
}) {
  const toast = useToast();
  const [baseUrl, setBaseUrl] = useState(() => readStorage(STORAGE_KEYS.apiBaseUrl) ?? '');
  const [apiKey, setApiKey] = useState(() => getAdminApiKey() ?? '');

  const saved = () =>
    toast({
      title: t('toast.configSaved.title'),
      description: t('toast.configSaved.description'),
      variant: 'success',
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    writeStorage(STORAGE_KEYS.apiBaseUrl, normalizeBaseUrl(baseUrl));
    writeStorage(STORAGE_KEYS.adminApiKey, apiKey.trim());
    saved();
  };

  const useNewKey = (key: string) => {
    setApiKey(key);
    writeStorage(STORAGE_KEYS.adminApiKey, key);
    saved();
  };

  return (
    <WideCard title={t('admin.settings.apiTitle')} description={t('admin.settings.apiDescription')}>
      <form className="grid gap-4" onSubmit={save}>
        <UrlField
          id="api-base-url"
          label={t('admin.settings.baseUrl')}
          help={t('admin.settings.baseUrlHelp')}
          placeholder={globalThis.location?.origin}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
        />
        <FormField
          id="api-key"
          label={t('admin.settings.apiKey')}
          type="password"
          autoComplete="off"
          className="font-mono"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">
            <Save aria-hidden="true" />
            {t('admin.settings.save')}
          </Button>
          <Button
            variant="outline"
            onClick={() => onTest(baseUrl)}
            disabled={connection === 'checking'}
          >
            <RefreshCw aria-hidden="true" />
            {t('admin.settings.test')}
          </Button>
          <ConnectionBadge connection={connection} role="status" data-testid="connection-status" />
        </div>
      </form>
      <NewApiKey onUse={useNewKey} />
    </WideCard>
  );
}
