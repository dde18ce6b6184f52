import { formatSats, type UserRefund, type UserWin } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { PlainForm, useFormState } from '../../components/plain-form.tsx';
import { useHydrationData } from '../../hooks/use-page-data.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { walletApi, WithdrawAction } from '../wallet/index.ts';
import { ClaimButton } from './claim-parts.tsx';
import { prizeClaim, refundClaims, type LightningClaim } from './lightning-claim.ts';
import { useLive } from './use-live.ts';

/**
 * The name of a claim's form (FormState.name): the server re-renders a refused one under the
 * same name (server/src/http/forms/participant-forms.ts, claimFormName).
 */
export function claimFormName(claim: LightningClaim): string {
  return claim.kind === 'prize'
    ? `lightning-claim:prize:${claim.raffleId}:${claim.position ?? 1}`
    : `lightning-claim:refund:${claim.raffleId}`;
}

/**
 * 'Receber via Lightning' (docs/protocols/no-javascript.md): the button that opens the dialog
 * once the SPA runs; before that, and for good without JavaScript, a form folded in a
 * <details> that posts the invoice to the dashboard. A refused post opens it again with the
 * invoice as typed and the reason under it. Beside the button, 'Receber com carteira (LNURL)'
 * (docs/protocols/lnurl.md#withdraw-request), which needs JavaScript to show its QR.
 */
export function ClaimControl({
  claim,
  raffleName,
  onClaim,
  onWithdrawn,
}: {
  claim: LightningClaim;
  raffleName: string;
  onClaim(claim: LightningClaim): void;
  /** The withdraw dialog closed: the payout may have been taken, read the list again. */
  onWithdrawn(): void;
}) {
  const live = useLive();
  if (live)
    return (
      <div className="flex flex-wrap gap-2">
        <ClaimButton raffleName={raffleName} onClick={() => onClaim(claim)} />
        <WithdrawAction
          raffleName={raffleName}
          load={() => withdrawAsUser(claim)}
          onClose={onWithdrawn}
        />
      </div>
    );
  return <PlainClaimForm claim={claim} />;
}

/** The logged-in recipient's LNURL-withdraw link for a prize, or their refunds of a raffle. */
function withdrawAsUser(claim: LightningClaim) {
  return claim.kind === 'prize'
    ? walletApi.prizeWithdraw(claim.raffleId, claim.position ?? 1)
    : walletApi.refundsWithdraw(claim.raffleId);
}

function PlainClaimForm({ claim }: { claim: LightningClaim }) {
  const name = claimFormName(claim);
  const state = useFormState(name);
  const error = state ? (state.errors.invoice ?? state.error) : undefined;
  const id = `plain-claim-${claim.kind}-${claim.raffleId}-${claim.position ?? 1}`;
  const amount = formatSats(claim.amount);
  return (
    <details open={state !== undefined} className="grid w-full gap-2" data-testid="plain-claim">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-medium text-orange-700">
        <Zap className="size-4" aria-hidden="true" />
        {t('dashboard.claim.open')}
      </summary>
      <PlainForm action="/dashboard" name={name} className="mt-2 grid gap-2">
        <input
          type="hidden"
          name="resgate"
          value={claim.kind === 'prize' ? 'premio' : 'reembolso'}
        />
        <input type="hidden" name="rifa" value={claim.raffleId} />
        {claim.position && <input type="hidden" name="posicao" value={claim.position} />}
        <p className="text-lg font-bold text-orange-700">{amount}</p>
        {claim.fromOnchain && (
          <p className="text-sm text-slate-700">{t('dashboard.claim.fromOnchain')}</p>
        )}
        <Label htmlFor={id}>{t('dashboard.claim.invoice')}</Label>
        <textarea
          id={id}
          name="invoice"
          required
          rows={4}
          autoComplete="off"
          spellCheck={false}
          defaultValue={state?.values.invoice ?? ''}
          placeholder={t('dashboard.claim.invoicePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
          className="min-w-0 resize-y break-all rounded-md border border-slate-300 bg-white p-2 font-mono text-xs aria-[invalid=true]:border-red-500"
        />
        <FieldMessage id={`${id}-help`}>
          {t('dashboard.claim.invoiceHelp', { amount })}
        </FieldMessage>
        {error && (
          <FieldMessage id={`${id}-error`} tone="error" data-testid="claim-error">
            {error}
          </FieldMessage>
        )}
        <Button type="submit" size="sm" className="justify-self-start">
          {t('dashboard.claim.submit')}
        </Button>
      </PlainForm>
    </details>
  );
}

/**
 * A refused claim whose form is no longer on the page (the prize was paid meanwhile, a second
 * post of the same invoice): its reason at the top of the dashboard instead of nowhere.
 */
export function ClaimRefusal({ wins, refunds }: { wins: UserWin[]; refunds: UserRefund[] }) {
  const form = useHydrationData()?.form;
  if (!form || !(form.name === '' || form.name.startsWith('lightning-claim:'))) return null;
  const shown = new Set(
    [...wins.flatMap((win) => prizeClaim(win) ?? []), ...refundClaims(refunds).values()].map(
      claimFormName,
    ),
  );
  if (form.name === '' ? shown.size > 0 : shown.has(form.name)) return null;
  const message = form.error ?? Object.values(form.errors)[0];
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="claim-refused"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      {message}
    </p>
  );
}
