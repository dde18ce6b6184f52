import { Zap } from 'lucide-react';
import { isSettled, type PayoutState } from '../../components/payouts/payout-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';

// The pieces a win and a refund row share (docs/protocols/draw.md): why the last attempt did not pay,
// and the way to be paid over Lightning instead.

/**
 * 'Receber via Lightning': opens the dialog where the recipient pastes an invoice. Its
 * accessible name adds the raffle, as a win and a refund may each show one.
 */
export function ClaimButton({ raffleName, onClick }: { raffleName: string; onClick(): void }) {
  return (
    <Button
      size="sm"
      onClick={onClick}
      aria-label={t('dashboard.claim.openFor', { name: raffleName })}
    >
      <Zap aria-hidden="true" />
      {t('dashboard.claim.open')}
    </Button>
  );
}

/** The server's pt-BR reason of the last failure, while the payout is not paid. */
export function PayoutError({ status, error }: { status: PayoutState; error: string | null }) {
  if (!error || isSettled(status)) return null;
  return (
    <p className="break-words text-xs text-red-800" data-testid="payout-error">
      {t('dashboard.payoutError', { error })}
    </p>
  );
}
