import { BookmarkPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { TitledCard } from '../../components/titled-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { authPath, useAuth } from '../auth/index.ts';
import { walletApi } from './api.ts';

/**
 * 'Guardar na minha conta': a logged-in participant attaches this wallet purchase to the account
 * (POST /api/bilhete/:secret/guardar), and the dashboard shows it from then on; a visitor logs in
 * first and comes back here. A saved purchase only points to the dashboard.
 */
export function TicketSave({
  secret,
  saved,
  onSaved,
}: {
  secret: string;
  saved: boolean;
  onSaved(): void;
}) {
  const { status } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (saved)
    return (
      <TitledCard
        as="h2"
        icon={CircleCheck}
        iconClassName="text-emerald-600"
        title={t('ticketSave.saved')}
        contentClassName="grid justify-items-start"
        data-testid="ticket-saved"
      >
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('ticketSave.dashboard')}</Link>
        </Button>
      </TitledCard>
    );

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await walletApi.saveTicket(secret);
      toast({
        title: t('ticketSave.done'),
        variant: 'success',
      });
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, 'errors.ticketSave'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledCard
      as="h2"
      icon={BookmarkPlus}
      title={t('ticketSave.title')}
      description={t('ticketSave.text')}
      contentClassName="grid justify-items-start gap-2"
      data-testid="ticket-save"
    >
      {status === 'authenticated' ? (
        <Button onClick={() => void save()} disabled={busy} data-testid="ticket-save-button">
          {busy ? t('ticketSave.saving') : t('ticketSave.button')}
        </Button>
      ) : status === 'unauthenticated' ? (
        <Button asChild>
          <Link to={authPath('/login', `/bilhete/${encodeURIComponent(secret)}`)}>
            {t('ticketSave.login')}
          </Link>
        </Button>
      ) : null}
      {error && (
        <p role="alert" className="text-sm text-red-700" data-testid="ticket-save-error">
          {error}
        </p>
      )}
    </TitledCard>
  );
}
