import type { Raffle, Purchase } from '@rifa/shared';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { useAuth } from '../auth/index.ts';
import { rafflesApi } from '../raffles/index.ts';
import type { BuyDialogProps } from './buy-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog.tsx';

export interface PurchaseFlow {
  /** 'Comprar Bilhete': opens the buy dialog (with the 'Login necessário' toast when logged out). */
  startPurchase(raffle: Raffle): void;
  /** Reopen the payment dialog of an existing purchase (dashboard 'Pagar'). */
  showPayment(transaction: Purchase): void;
  /** The buy dialog's props, for <PurchaseDialogs>. */
  buy: BuyDialogProps;
  /** The payment dialog's props, for <PurchaseDialogs>. */
  payment: PaymentDialogProps;
}

/**
 * The buy flow of spec §4: buy dialog → transaction created → buy dialog closes, the
 * payment dialog opens with the success toast; paid → counters and lists refresh.
 * State and actions only: purchase-dialogs.tsx renders the two dialogs.
 */
export function usePurchaseFlow(
  options: {
    onPaid?(transaction: Purchase): void;
    /** docs/decisions/0014-numbers-prizes-packages.md: a purchase was reserved ('Meus números' shows it awaiting payment). */
    onCreated?(transaction: Purchase): void;
  } = {},
): PurchaseFlow {
  const { user, refreshUser } = useAuth();
  const toast = useToast();
  const [raffle, setRaffle] = useState<Raffle | null>(null);
  const [buyOpen, setBuyOpen] = useState(false);
  const [payment, setPayment] = useState<Purchase | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const { onPaid, onCreated: created } = options;

  const startPurchase = useCallback(
    (next: Raffle) => {
      // Spec §5: buying requires login; the dialog still opens, explains and links to /login.
      if (!user) {
        toast({
          title: t('toast.loginRequired.title'),
          description: t('toast.loginRequired.description'),
          variant: 'destructive',
        });
      }
      setRaffle(next);
      setBuyOpen(true);
    },
    [user, toast],
  );

  const showPayment = useCallback((tx: Purchase) => {
    setPayment(tx);
    setPaymentOpen(true);
  }, []);

  const onCreated = useCallback(
    (tx: Purchase) => {
      setBuyOpen(false);
      showPayment(tx);
      toast({
        title: t('toast.purchaseCreated.title'),
        description: t('toast.purchaseCreated.description', { n: tx.tickets_count }),
        variant: 'success',
      });
      created?.(tx);
    },
    [showPayment, toast, created],
  );

  const buyAgain = useCallback(
    async (tx: Purchase) => {
      setPaymentOpen(false);
      try {
        // Fresh availability: the expired reservation was released, others may have bought.
        startPurchase(await rafflesApi.getRaffle(tx.raffle_id));
      } catch (error) {
        toast({
          title: t('toast.purchaseError.title'),
          description: errorMessage(error, 'errors.raffle'),
          variant: 'destructive',
        });
      }
    },
    [startPurchase, toast],
  );

  const paid = useCallback(
    (tx: Purchase) => {
      void refreshUser();
      onPaid?.(tx);
    },
    [refreshUser, onPaid],
  );

  const onBuyAgain = useCallback((tx: Purchase) => void buyAgain(tx), [buyAgain]);

  return useMemo(
    () => ({
      startPurchase,
      showPayment,
      buy: { raffle, open: buyOpen, onOpenChange: setBuyOpen, onCreated },
      payment: {
        transaction: payment,
        open: paymentOpen,
        onOpenChange: setPaymentOpen,
        onBuyAgain,
        onPaid: paid,
      },
    }),
    [
      startPurchase,
      showPayment,
      raffle,
      buyOpen,
      onCreated,
      payment,
      paymentOpen,
      onBuyAgain,
      paid,
    ],
  );
}
