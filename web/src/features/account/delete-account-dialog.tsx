import { formatNumber, formatSats, type ClaimLink, type DeletionStakes } from '@rifa/shared';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { LoadError } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useAuth } from '../auth/index.ts';
import { accountApi } from './api.ts';

// Deleting the account (docs/protocols/prize-delivery.md#deleting-an-account): a dialog that
// names what is at stake as the server counts it — live tickets, prizes not paid or not
// delivered, refunds owed — and, while money is owed, offers the claim link that keeps it
// payable over Lightning after the account is gone. The link is shown once, before deleting.

/** 'Apagar minha conta': opens the confirmation; nothing is deleted from this button. */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('account.delete')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="delete-account-dialog">
          {open && <DeleteForm onClose={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function DeleteForm({ onClose }: { onClose(): void }) {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const load = useCallback((signal: AbortSignal) => accountApi.deletionStakes(signal), []);
  const stakes = useAsync(load);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [link, setLink] = useState<ClaimLink | null>(null);
  const [busy, setBusy] = useState(false);
  const data = stakes.data;
  const atStake = data !== undefined && hasStakes(data);
  const ready = data !== undefined && password !== '' && (!atStake || confirmed) && !busy;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      await accountApi.deleteMe(password, true);
      logout();
      // After the navigation: a toast belongs to the page it is shown on.
      await navigate('/');
      toast({ title: t('account.deleted'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('account.deleteError'),
        description: errorMessage(error),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <DialogForm
      title={t('account.deleteDialog.title')}
      description={t('account.deleteDialog.description')}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onClose}
      submitLabel={busy ? t('account.deleteDialog.deleting') : t('account.deleteDialog.submit')}
      submitDisabled={!ready}
      noValidate
    >
      {data ? (
        <Stakes stakes={data} />
      ) : stakes.error ? (
        <LoadError
          error={stakes.error}
          fallback="account.deleteDialog.loadError"
          reload={stakes.reload}
        />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t('account.deleteDialog.loading')}
        </p>
      )}
      {data && data.owed > 0 && <ClaimLinkStep link={link} onLink={setLink} />}
      {atStake && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          {t(link ? 'account.deleteDialog.linkSaved' : 'account.deleteConfirm')}
        </label>
      )}
      <FormField
        id="delete-password"
        label={t('account.deleteDialog.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </DialogForm>
  );
}

const hasStakes = (stakes: DeletionStakes): boolean =>
  stakes.live_tickets > 0 ||
  stakes.prizes.length > 0 ||
  stakes.physical_prizes.length > 0 ||
  stakes.refunds.length > 0;

function Stakes({ stakes }: { stakes: DeletionStakes }) {
  if (!hasStakes(stakes))
    return <p className="text-sm text-slate-700">{t('account.deleteDialog.nothing')}</p>;
  return (
    <section className="grid gap-2" aria-label={t('account.deleteDialog.atStake')}>
      <h3 className="text-sm font-semibold text-red-800">{t('account.deleteDialog.atStake')}</h3>
      <ul
        className="grid list-disc gap-1.5 pl-5 text-sm text-slate-800"
        data-testid="deletion-stakes"
      >
        {stakes.live_tickets > 0 && (
          <li>
            {t('account.deleteDialog.tickets', {
              count:
                stakes.live_tickets === 1
                  ? t('account.deleteDialog.ticketsOne')
                  : t('account.deleteDialog.ticketsMany', { n: formatNumber(stakes.live_tickets) }),
              raffles:
                stakes.live_raffles === 1
                  ? t('account.deleteDialog.rafflesOne')
                  : t('account.deleteDialog.rafflesMany', { n: formatNumber(stakes.live_raffles) }),
            })}
          </li>
        )}
        {stakes.prizes.map((prize) => (
          <li key={`prize-${prize.raffle_id}-${prize.position}`}>
            {t('account.deleteDialog.prize', {
              amount: formatSats(prize.amount),
              name: prize.raffle_name,
            })}
          </li>
        ))}
        {stakes.physical_prizes.map((prize) => (
          <li key={`physical-${prize.raffle_id}-${prize.position}`}>
            {t('account.deleteDialog.physical', {
              prize: prize.description,
              name: prize.raffle_name,
            })}
          </li>
        ))}
        {stakes.refunds.map((refund) => (
          <li key={`refund-${refund.raffle_id}`}>
            {t('account.deleteDialog.refund', {
              amount: formatSats(refund.amount),
              name: refund.raffle_name,
            })}
          </li>
        ))}
      </ul>
      {stakes.owed > 0 && (
        <p className="text-sm font-semibold" data-testid="deletion-owed">
          {t('account.deleteDialog.owed', { amount: formatSats(stakes.owed) })}
        </p>
      )}
    </section>
  );
}

/** The claim link: made on request, shown once, to copy and keep. */
function ClaimLinkStep({
  link,
  onLink,
}: {
  link: ClaimLink | null;
  onLink(link: ClaimLink): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const url = link ? `${window.location.origin}/resgate#${link.token}` : '';
  const make = async () => {
    setBusy(true);
    try {
      onLink(await accountApi.newClaimLink());
    } catch (error) {
      toast({
        title: t('account.deleteDialog.linkError'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3"
      aria-label={t('account.deleteDialog.linkTitle')}
    >
      <h3 className="text-sm font-semibold text-amber-950">
        {t('account.deleteDialog.linkTitle')}
      </h3>
      <p className="text-sm text-amber-950">{t('account.deleteDialog.linkText')}</p>
      {link ? (
        <div className="grid gap-1.5">
          <label htmlFor="claim-link" className="text-sm font-medium">
            {t('account.deleteDialog.linkLabel')}
          </label>
          <textarea
            id="claim-link"
            readOnly
            value={url}
            rows={2}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 resize-none break-all rounded-md border border-slate-300 bg-white p-2 font-mono text-xs"
            data-testid="claim-link"
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              void copyText(url).then(() =>
                toast({ title: t('account.deleteDialog.copied'), variant: 'success' }),
              )
            }
          >
            <Copy aria-hidden="true" />
            {t('account.deleteDialog.copy')}
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          className="justify-self-start"
          disabled={busy}
          onClick={() => void make()}
        >
          <Link2 aria-hidden="true" />
          {t('account.deleteDialog.makeLink')}
        </Button>
      )}
    </section>
  );
}
