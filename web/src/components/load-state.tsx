import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client.ts';
import type { AsyncState } from '../hooks/use-async.ts';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** 'Tentar novamente' under a page that failed to load. */
export function RetryButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <RefreshCw aria-hidden="true" />
      {t('common.retry')}
    </Button>
  );
}

/** A list that failed to load: the server's message (or `fallback`) and 'Tentar novamente'. */
export function LoadError({
  error,
  fallback,
  reload,
}: {
  error: unknown;
  fallback: MessageKey;
  reload(): void;
}) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
      <p>{errorMessage(error, fallback)}</p>
      <Button variant="outline" size="sm" onClick={reload}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The data once loaded (kept while reloading), else a spinner, else the error with a retry. */
export function Loaded<T>({
  state,
  fallback,
  children,
}: {
  state: AsyncState<T>;
  fallback: MessageKey;
  children(data: T): ReactNode;
}) {
  if (state.data) return <>{children(state.data)}</>;
  if (state.loading) return <Spinner />;
  return <LoadError error={state.error} fallback={fallback} reload={state.reload} />;
}
