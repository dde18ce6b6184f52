import {
  formatNumber,
  formatSats,
  type LightningClaimInput,
  type LightningClaimResult,
} from '@rifa/shared';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { payoutLabel } from '../../components/payouts/payout-text.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { useToast, type ToastInput } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { participantApi } from './api.ts';
import type { LightningClaim } from './lightning-claim.ts';

/**
 * 'Receber via Lightning' (docs/protocols/draw.md): the recipient pastes a BOLT11 of exactly the amount;
 * the server checks it with LND and pays it at once when due. A refusal, or a payment that
 * failed, stays in the dialog for a new invoice; anything else closes it with a toast.
 */
export function LightningClaimDialog({
  claim,
  onClose,
  onSettled,
  submit = submitAsUser,
}: {
  claim: LightningClaim | null;
  onClose(): void;
  /** The payout changed: reload the list that shows it. */
  onSettled(): void;
  /** Who claims: the logged-in user (default), or a claim link's holder (claim-link-page.tsx). */
  submit?: ClaimSubmit;
}) {
  return (
    <Dialog open={claim !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="lightning-claim-dialog">
        {claim && (
          <ClaimForm
            key={`${claim.kind}-${claim.raffleId}-${claim.position ?? 1}`}
            claim={claim}
            onClose={onClose}
            onSettled={onSettled}
            submit={submit}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export type ClaimSubmit = (
  claim: LightningClaim,
  input: LightningClaimInput,
) => Promise<LightningClaimResult>;

const submitAsUser: ClaimSubmit = (claim, input) =>
  claim.kind === 'prize'
    ? participantApi.claimPrizeLightning(claim.raffleId, input)
    : participantApi.claimRefundsLightning(claim.raffleId, input);

function ClaimForm({
  claim,
  onClose,
  onSettled,
  submit,
}: {
  claim: LightningClaim;
  onClose(): void;
  onSettled(): void;
  submit: ClaimSubmit;
}) {
  const toast = useToast();
  const [invoice, setInvoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatSats(claim.amount);
  const pasted = invoice.trim();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pasted === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await submit(claim, {
        invoice: pasted,
        ...(claim.position ? { position: claim.position } : {}),
      });
      onSettled();
      if (result.status === 'failed') {
        setError(result.last_error ?? t('dashboard.claim.failed'));
        setInvoice('');
        setBusy(false);
        return;
      }
      toast(outcomeToast(result));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'errors.lightningClaim'));
      setBusy(false);
    }
  };

  return (
    <DialogForm
      title={t('dashboard.claim.title')}
      description={description(claim)}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onClose}
      submitLabel={busy ? t('dashboard.claim.submitting') : t('dashboard.claim.submit')}
      submitDisabled={pasted === '' || busy}
      noValidate
    >
      <p className="text-2xl font-bold text-orange-700" data-testid="claim-amount">
        {amount}
      </p>
      {claim.fromOnchain && (
        <p className="text-sm text-slate-700">{t('dashboard.claim.fromOnchain')}</p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="claim-invoice">{t('dashboard.claim.invoice')}</Label>
        <textarea
          id="claim-invoice"
          value={invoice}
          onChange={(e) => setInvoice(e.target.value)}
          rows={4}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dashboard.claim.invoicePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'claim-invoice-help claim-invoice-error' : 'claim-invoice-help'}
          className="min-w-0 resize-none break-all rounded-md border border-slate-300 bg-white p-2 font-mono text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 aria-[invalid=true]:border-red-500"
        />
        <FieldMessage id="claim-invoice-help">
          {t('dashboard.claim.invoiceHelp', { amount })}
        </FieldMessage>
        {error && (
          <FieldMessage id="claim-invoice-error" tone="error" data-testid="claim-error">
            {error}
          </FieldMessage>
        )}
      </div>
    </DialogForm>
  );
}

function description(claim: LightningClaim): string {
  if (claim.kind === 'prize') return t('dashboard.claim.prize', { name: claim.raffleName });
  if (claim.count === 1) return t('dashboard.claim.refund', { name: claim.raffleName });
  return t('dashboard.claim.refunds', {
    name: claim.raffleName,
    count: formatNumber(claim.count),
  });
}

/** Paid now, or accepted and on its way (the node pays soon, or the admin does in manual mode). */
function outcomeToast(result: LightningClaimResult): ToastInput {
  if (result.status === 'sent') {
    return {
      title: t('toast.claimPaid.title'),
      description: t('toast.claimPaid.description', { amount: formatSats(result.amount) }),
      variant: 'success',
    };
  }
  return {
    title: t('toast.claimAccepted.title'),
    description: t('toast.payoutStatus.description', {
      status: t(payoutLabel(result.status, 'lightning')),
    }),
  };
}
