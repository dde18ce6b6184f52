import { pageDataKeys, type WinnersEntry } from '@rifa/shared';
import { errorMessage } from '../../api/client.ts';
import { embeddedList } from '../../api/embedded.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { drawProofApi } from './api.ts';
import { WinnersEntryCard } from './winners-entry.tsx';

/** The server's message under the title, unless it only repeats it. */
function detailOf(error: unknown): string | undefined {
  const message = errorMessage(error, 'winners.error');
  return message === t('winners.error') ? undefined : message;
}

/**
 * /ganhadores (docs/decisions/0014-numbers-prizes-packages.md): the most recent draws, newest first, each with its winning numbers,
 * nicknames and proof. Server-rendered like /raffles: the list arrives in the HTML.
 */
export function WinnersPage() {
  const winners = useAsync(
    (signal) => drawProofApi.winners(signal),
    null,
    embeddedList<WinnersEntry>(useEmbeddedResponse(pageDataKeys.winners), 'winners.error'),
  );
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <PageHeader title={t('winners.title')} subtitle={t('winners.subtitle')} />
      {winners.loading && !winners.data ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : winners.error || !winners.data ? (
        <div role="alert">
          <EmptyState title={t('winners.error')} text={detailOf(winners.error)}>
            <RetryButton onClick={winners.reload} />
          </EmptyState>
        </div>
      ) : winners.data.length === 0 ? (
        <EmptyState title={t('winners.empty')} text={t('winners.emptyText')} />
      ) : (
        <ol className="grid gap-4" data-testid="winners-list">
          {winners.data.map((entry) => (
            <li key={entry.raffle_id} className="grid min-w-0">
              <WinnersEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
