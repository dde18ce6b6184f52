import { STORAGE_KEYS, type Health } from '@rifa/shared';
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { readStorage } from '../../lib/storage.ts';
import { settingsApi } from './api.ts';

/** Spec §4: the backend connection is checking, connected or disconnected. */
export type ConnectionStatus = 'checking' | 'connected' | 'disconnected';

const CONNECTION: Record<ConnectionStatus, { label: MessageKey; variant: BadgeVariant }> = {
  checking: { label: 'admin.settings.checking', variant: 'secondary' },
  connected: { label: 'admin.settings.connected', variant: 'success' },
  disconnected: { label: 'admin.settings.disconnected', variant: 'destructive' },
};

/** The connection's state and the last health answer; `test` checks a base address again. */
export function useConnection() {
  const toast = useToast();
  const [connection, setConnection] = useState<ConnectionStatus>('checking');
  const [health, setHealth] = useState<Health | null>(null);

  const test = useCallback(
    async (url: string, notify: boolean) => {
      setConnection('checking');
      const result = await settingsApi.testConnection(url);
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

  return { connection, health, test };
}

export function ConnectionBadge({
  connection,
  ...props
}: { connection: ConnectionStatus } & ComponentProps<'span'>) {
  return (
    <Badge variant={CONNECTION[connection].variant} {...props}>
      {t(CONNECTION[connection].label)}
    </Badge>
  );
}
