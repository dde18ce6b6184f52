import { formatNumber, formatSats, ticketNumbers, type Purchase } from '@rifa/shared';
import { Copy, RotateCcw, Wallet, Zap } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogHeading } from '../../components/dialog-form.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useNow } from '../../hooks/use-now.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { copyText } from '../../lib/clipboard.ts';
import { formatCountdown, msUntil } from '../../lib/countdown.ts';
import { useIsDemo } from '../site/index.ts';
import { buyApi } from './api.ts';
import { PaymentExpired, PaymentPaid, PaymentRefundOwed } from './payment-outcome.tsx';
import { InvoiceQr } from './invoice-qr.tsx';
import { invoiceValidityMs, validityBadge } from './invoice-validity.ts';
import { usePurchaseStatus } from './use-purchase-status.ts';

export interface PaymentDialogProps {
  transaction: Purchase | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'Comprar novamente' after the invoice expired. */
  onBuyAgain?(transaction: Purchase): void;
  /** Called once when the purchase turns paid (refresh counts and lists). */
  onPaid?(transaction: Purchase): void;
}

/**
 * 'Pagamento Lightning' (spec §2, docs/protocols/payment.md): the real invoice as a QR code and
 * text, Copiar, WebLN when present, a live countdown to expires_at, and polling until
 * 'Pagamento confirmado!' with the ticket numbers or 'Fatura expirada'.
 */
export function PaymentDialog({
  transaction,
  open,
  onOpenChange,
  onBuyAgain,
  onPaid,
}: PaymentDialogProps) {
  const copyRef = useRef<HTMLButtonElement>(null);
  if (!transaction) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="payment-dialog"
        // Start on Copiar, the likeliest action, rather than selecting the invoice text.
        onOpenAutoFocus={(event) => {
          if (copyRef.current) {
            event.preventDefault();
            copyRef.current.focus();
          }
        }}
      >
        <PaymentBody
          transaction={transaction}
          onClose={() => onOpenChange(false)}
          onBuyAgain={onBuyAgain}
          onPaid={onPaid}
          copyRef={copyRef}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open: fresh clock, polling only while visible. */
function PaymentBody({
  transaction,
  onClose,
  onBuyAgain,
  onPaid,
  copyRef,
}: {
  transaction: Purchase;
  onClose(): void;
  onBuyAgain: PaymentDialogProps['onBuyAgain'];
  onPaid: PaymentDialogProps['onPaid'];
  copyRef: RefObject<HTMLButtonElement | null>;
}) {
  const tx = usePurchaseStatus(transaction, true) ?? transaction;
  const now = useNow(1000);
  // The badge says how long the invoice is valid from when the dialog opened: a purchase
  // resumed 10 minutes later says 5, not 15 (invoice-validity.ts).
  const [openedAt] = useState(() => new Date());
  const toast = useToast();
  const demo = useIsDemo();
  const [busy, setBusy] = useState(false);
  const paidReported = useRef<number | null>(null);

  useEffect(() => {
    if (tx.status === 'paid' && paidReported.current !== tx.id) {
      paidReported.current = tx.id;
      onPaid?.(tx);
    }
  }, [tx, onPaid]);

  // From the invoice's own expiry, and never more than its validity, whatever the two clocks say.
  const remaining = Math.min(msUntil(tx.expires_at, now), invoiceValidityMs(tx));
  const expired = tx.status === 'expired' || (tx.status === 'pending' && remaining === 0);
  const pending = tx.status === 'pending' && !expired;

  const copy = async () => {
    try {
      await copyText(tx.payment_request);
      toast({
        title: t('toast.copied.title'),
        description: t('toast.copied.description'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('toast.copyError.title'),
        description: t('toast.copyError.description'),
        variant: 'destructive',
      });
    }
  };

  const payWithWebln = async () => {
    const webln = window.webln;
    if (!webln) return;
    setBusy(true);
    try {
      await webln.enable();
      await webln.sendPayment(tx.payment_request);
    } catch (error) {
      toast({
        title: t('toast.paymentError.title'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const simulate = async () => {
    setBusy(true);
    try {
      await buyApi.devPayPurchase(tx.id);
    } catch (error) {
      toast({
        title: t('errors.devPay'),
        description: errorMessage(error, 'errors.devPay'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeading
        icon={Zap}
        iconClassName="text-orange-500"
        title={t('payment.title')}
        description={t('payment.description')}
      />

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{t('payment.raffle')}</dt>
        <dd className="break-words text-right font-medium">{tx.raffle_name}</dd>
        <dt className="text-slate-600">{t('payment.tickets')}</dt>
        <dd className="text-right font-medium">{formatNumber(tx.tickets_count)}</dd>
        {tx.numbers.length > 0 && (
          <>
            <dt className="text-slate-600">{t('payment.numbers')}</dt>
            {/* Fixed at reservation (docs/protocols/payment.md step 5): these are the tickets being paid. */}
            <dd className="break-words text-right font-medium" data-testid="reserved-numbers">
              {ticketNumbers(tx.numbers, tx.raffle_total_tickets)}
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t('payment.total')}</dt>
        <dd className="text-right font-semibold text-orange-700">{formatSats(tx.amount)}</dd>
      </dl>

      {pending && (
        <>
          <InvoiceQr invoice={tx.payment_request} />
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Badge variant="warning" data-testid="payment-validity">
              {validityBadge(tx, openedAt)}
            </Badge>
            <Badge variant="outline" role="timer" data-testid="payment-countdown">
              {t('payment.expiresIn', { time: formatCountdown(remaining) })}
            </Badge>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="invoice-text">{t('payment.invoiceLabel')}</Label>
            <div className="flex gap-2">
              <textarea
                id="invoice-text"
                readOnly
                value={tx.payment_request}
                rows={3}
                className="min-w-0 flex-1 resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
                onFocus={(e) => e.currentTarget.select()}
                data-testid="invoice-text"
              />
              <Button ref={copyRef} variant="outline" onClick={copy} className="self-start">
                <Copy aria-hidden="true" />
                {t('payment.copy')}
              </Button>
            </div>
            <p className="text-xs text-slate-600" data-testid="invoice-wallets">
              {t('payment.wallets')}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {typeof window !== 'undefined' && window.webln && (
              <Button onClick={payWithWebln} disabled={busy} className="flex-1">
                <Wallet aria-hidden="true" />
                {t('payment.webln')}
              </Button>
            )}
            {demo && (
              <Button variant="secondary" onClick={simulate} disabled={busy} className="flex-1">
                <Zap aria-hidden="true" />
                {t('payment.simulate')}
              </Button>
            )}
          </div>
          <div className="text-sm text-slate-700">
            <p className="font-medium">{t('payment.instructionsTitle')}</p>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              <li>{t('payment.instruction1')}</li>
              <li>{t('payment.instruction2')}</li>
              <li>{t('payment.instruction3')}</li>
            </ol>
          </div>
          <p
            role="status"
            className="flex items-center justify-center gap-2 text-sm text-slate-600"
          >
            <span className="size-2 animate-pulse rounded-full bg-orange-500" aria-hidden="true" />
            {t('payment.waiting')}
          </p>
        </>
      )}

      {tx.status === 'paid' && <PaymentPaid tx={tx} />}

      {expired && (
        <PaymentExpired
          buyAgain={
            onBuyAgain && (
              <Button onClick={() => onBuyAgain(tx)}>
                <RotateCcw aria-hidden="true" />
                {t('payment.buyAgain')}
              </Button>
            )
          }
        />
      )}

      {tx.status === 'refund_owed' && <PaymentRefundOwed />}

      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogFooter>
    </>
  );
}
