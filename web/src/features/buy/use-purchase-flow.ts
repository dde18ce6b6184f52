import { formatNumber, type Raffle, type Purchase } from '@rifa/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, tn } from '../../i18n/pt-BR.ts';
import { returnedFromLogin, useAuth } from '../auth/index.ts';
import { rafflesApi } from '../raffles/index.ts';
import type { BuyDialogProps } from './buy-dialog.tsx';
import type { PaymentDialogProps } from './payment-dialog.tsx';
import {
  clearPendingPurchase,
  pendingPurchaseFor,
  type PendingPurchase,
} from './pending-purchase.ts';

export interface PurchaseFlow {
  /** 'Comprar Bilhete': opens the buy dialog (logged out too: it explains, 'Comprar' goes to login). */
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
  const [initial, setInitial] = useState<PendingPurchase | null>(null);
  const [buyOpen, setBuyOpen] = useState(false);
  const [payment, setPayment] = useState<Purchase | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const { onPaid, onCreated: created } = options;

  // Spec §5: buying requires login. The dialog still opens for a visitor, to look and choose;
  // 'Login necessário' answers a buy attempt there (buy-dialog.tsx), not the opening.
  const startPurchase = useCallback((next: Raffle) => {
    setInitial(null);
    setRaffle(next);
    setBuyOpen(true);
  }, []);

  // Back from login or registration on the page a purchase started on: the dialog opens again
  // with the quantity and numbers chosen then (pending-purchase.ts). Cleared once shown.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const back = user !== null && returnedFromLogin(location.state);
  useEffect(() => {
    if (!back) return;
    const pending = pendingPurchaseFor(here);
    if (!pending) return;
    let cancelled = false;
    rafflesApi
      .getRaffle(pending.raffleId)
      .then((fresh) => {
        if (cancelled) return;
        clearPendingPurchase();
        setRaffle(fresh);
        setInitial(pending);
        setBuyOpen(true);
      })
      .catch(() => {
        // The raffle is gone or unreachable: nothing to resume; the page says why.
        if (!cancelled) clearPendingPurchase();
      });
    return () => {
      cancelled = true;
    };
  }, [back, here]);

  const showPayment = useCallback((tx: Purchase) => {
    setPayment(tx);
    setPaymentOpen(true);
  }, []);

  const onCreated = useCallback(
    (tx: Purchase) => {
      setBuyOpen(false);
      showPayment(tx);
      // The first purchase recorded the consent: the next buy dialog no longer asks.
      if (user && !user.purchase_consent_at) void refreshUser();
      toast({
        title: t('toast.purchaseCreated.title'),
        description: tn('toast.purchaseCreated.description', tx.tickets_count, {
          n: formatNumber(tx.tickets_count),
        }),
        variant: 'success',
      });
      created?.(tx);
    },
    [showPayment, toast, created, user, refreshUser],
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
      buy: { raffle, open: buyOpen, onOpenChange: setBuyOpen, onCreated, initial },
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
      initial,
      buyOpen,
      onCreated,
      payment,
      paymentOpen,
      onBuyAgain,
      paid,
    ],
  );
}
