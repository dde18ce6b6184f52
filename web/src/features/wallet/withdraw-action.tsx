import type { LnurlWithdrawLink } from '@rifa/shared';
import { QrCode } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogHeading } from '../../components/dialog-form.tsx';
import { RetryButton } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { WithdrawQr } from './withdraw-qr.tsx';

type Step =
  | { state: 'loading' }
  | { state: 'ready'; link: LnurlWithdrawLink }
  | { state: 'failed'; error: unknown };

/**
 * 'Receber com carteira (LNURL)' (docs/protocols/lnurl.md#withdraw-request): asks the server for
 * a withdraw link of the prize or refund — on the click, never in an effect, as each call
 * makes a new link — and shows its QR in a dialog. Closing the dialog runs `onClose`: the
 * payout may have been taken meanwhile, and the page reads it again.
 */
export function WithdrawAction({
  raffleName,
  load,
  onClose,
}: {
  /** Named in the button's accessible name: a page may show one per prize and refund. */
  raffleName: string;
  load(): Promise<LnurlWithdrawLink>;
  onClose?(): void;
}) {
  const [step, setStep] = useState<Step | null>(null);
  // The latest request: an answer that arrives after the dialog closed or was retried is dropped.
  const attempt = useRef(0);

  const start = () => {
    const current = ++attempt.current;
    setStep({ state: 'loading' });
    load().then(
      (link) => {
        if (attempt.current === current) setStep({ state: 'ready', link });
      },
      (error: unknown) => {
        if (attempt.current === current) setStep({ state: 'failed', error });
      },
    );
  };

  const close = () => {
    attempt.current++;
    setStep(null);
    onClose?.();
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={start}
        aria-label={t('withdraw.openFor', { name: raffleName })}
        data-testid="withdraw-open"
      >
        <QrCode aria-hidden="true" />
        {t('withdraw.open')}
      </Button>
      <Dialog open={step !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent data-testid="withdraw-dialog">
          <DialogHeading
            icon={QrCode}
            iconClassName="text-orange-500"
            title={t('withdraw.open')}
            description={t('withdraw.description')}
          />
          {step?.state === 'ready' ? (
            <WithdrawQr link={step.link} />
          ) : step?.state === 'failed' ? (
            <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
              <p data-testid="withdraw-error">{errorMessage(step.error, 'errors.withdraw')}</p>
              <RetryButton onClick={start} />
            </div>
          ) : (
            <Spinner className="justify-self-center" label={t('withdraw.loading')} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
