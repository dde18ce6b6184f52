import {
  formatNumber,
  formatSats,
  MAX_OPEN_PURCHASES,
  maxHeldTickets,
  type Raffle,
  type Purchase,
} from '@rifa/shared';
import { Minus, Plus } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, tn } from '../../i18n/pt-BR.ts';
import { PendingRecoveryCode } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';
import { useNumberChoice, NumberGrid } from '../raffles/index.ts';
import { ApproxBrl } from '../site/index.ts';
import { buyApi } from './api.ts';
import {
  acceptsQuantity,
  availableTickets,
  maxPerPurchase,
  minTickets,
  parseQuantity,
  purchaseAmount,
} from './buy-rules.ts';
import { PackageChoices } from './package-choices.tsx';
import { PurchaseConsent, type Consent } from './purchase-consent.tsx';
import { LoginToBuyHint, useLoginToBuy, useRestoredNumbers } from './login-to-buy.tsx';
import type { PendingPurchase } from './pending-purchase.ts';

export interface BuyDialogProps {
  raffle: Raffle | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The purchase was created: the caller closes this dialog and opens the payment one. */
  onCreated(transaction: Purchase, raffle: Raffle): void;
  /** The choice a logged-out visitor made before logging in (pending-purchase.ts). */
  initial?: PendingPurchase | null;
}

/** 'Comprar Bilhetes' (spec §2, §5). The form remounts on every open, so it starts at the minimum. */
export function BuyDialog({ raffle, open, onOpenChange, onCreated, initial }: BuyDialogProps) {
  return (
    <Dialog open={open && raffle !== null} onOpenChange={onOpenChange}>
      <DialogContent data-testid="buy-dialog">
        {raffle && (
          <BuyForm
            raffle={raffle}
            onCancel={() => onOpenChange(false)}
            onCreated={onCreated}
            initial={initial?.raffleId === raffle.id ? initial : null}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function BuyForm({
  raffle,
  onCancel,
  onCreated,
  initial,
}: {
  raffle: Raffle;
  onCancel(): void;
  onCreated: BuyDialogProps['onCreated'];
  initial: PendingPurchase | null;
}) {
  const { user } = useAuth();
  const toast = useToast();
  const min = minTickets(raffle);
  const available = availableTickets(raffle);
  // Never more than one account may hold unpaid (docs/protocols/limits.md), shown below.
  const heldCap = maxHeldTickets(raffle);
  const max = maxPerPurchase(raffle);
  // Quantity starts at the raffle minimum (spec §5), or where the buyer left it before logging in.
  const start = initial && acceptsQuantity(initial.quantity, min, max) ? initial.quantity : min;
  const [quantity, setQuantity] = useState(start);
  // What the field shows while typing; only in-range values reach `quantity`.
  const [draft, setDraft] = useState(String(start));
  const [submitting, setSubmitting] = useState(false);
  // Asked until the account's first purchase records it (purchase-consent.tsx).
  const asksConsent = user !== null && !user.purchase_consent_at;
  const [consent, setConsent] = useState<Consent>({ terms: false, adult: false });
  const consented = !asksConsent || (consent.terms && consent.adult);
  // docs/decisions/0014-numbers-prizes-packages.md: the chosen package applies while the quantity is still its quantity.
  const [packageId, setPackageId] = useState<number | null>(initial?.packageId ?? null);
  // docs/decisions/0014-numbers-prizes-packages.md: the numbers picked in the grid; none = the server picks free ones at
  // random; fewer than the quantity = the picks, and free numbers at random in the slots left.
  const picks = useNumberChoice(raffle.id, (count) => {
    setQuantity(count);
    setDraft(String(count));
  });
  const setCount = (next: number) => {
    setQuantity(next);
    picks.resize(next);
  };
  useRestoredNumbers(initial, picks.map, (numbers) => picks.choose(numbers, start));

  const chosen = raffle.packages?.find((p) => p.id === packageId && p.quantity === quantity);
  const amount = chosen ? chosen.price : purchaseAmount(quantity, raffle.ticket_price);
  const typed = parseQuantity(draft);
  const draftInRange = acceptsQuantity(typed, min, max);
  const belowMin = quantity < min || typed === null || typed < min;
  // Logged out, the button still answers: it keeps the choice and goes to login.
  const disabled = belowMin || !draftInRange || max < min || submitting || !consented;
  const login = useLoginToBuy(() => ({
    raffleId: raffle.id,
    quantity,
    packageId: chosen?.id ?? null,
    numbers: picks.selected,
  }));

  const step = (delta: number) => {
    const next = quantity + delta;
    // Stepped values outside minimum..available are ignored (spec §5).
    if (!acceptsQuantity(next, min, max)) return;
    setCount(next);
    setDraft(String(next));
  };

  const type = (text: string) => {
    setDraft(text);
    const value = parseQuantity(text);
    // Typed values outside minimum..available are ignored (spec §5).
    if (acceptsQuantity(value, min, max)) setCount(value);
  };

  const buy = async () => {
    if (!user) {
      await login.goToLogin();
      return;
    }
    if (belowMin) {
      toast({
        title: t('toast.invalidQuantity.title'),
        description: tn('toast.invalidQuantity.description', min, { n: formatNumber(min) }),
        variant: 'destructive',
      });
      return;
    }
    if (!draftInRange) {
      setDraft(String(quantity));
      return;
    }
    // Enter in the field too: the two boxes above the button say what is missing.
    if (!consented) return;
    setSubmitting(true);
    const numbers = picks.numbersFor(quantity);
    try {
      const tx = await buyApi.createPurchase({
        type_tx: 'buy',
        amount,
        tickets_count: quantity,
        raffle_id: raffle.id,
        ...(chosen ? { package_id: chosen.id } : {}),
        ...(numbers ? { numbers } : {}),
        ...(asksConsent ? { accept_terms: true, adult: true } : {}),
      });
      onCreated(tx, raffle);
    } catch (error) {
      toast({
        title: t('toast.purchaseError.title'),
        description: errorMessage(error, 'errors.createPurchase'),
        variant: 'destructive',
      });
      // The server names taken numbers: show them as taken now.
      picks.reload();
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void buy();
  };

  // Enter in the field always answers, even while the button is disabled: below the
  // minimum it explains why with the 'Quantidade inválida' toast.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!submitting) void buy();
    }
  };

  return (
    <DialogForm
      title={t('buy.title')}
      description={t('buy.description', { name: raffle.name })}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={submitting ? t('buy.submitting') : t('buy.submit')}
      submitDisabled={disabled}
      noValidate
    >
      {/* Registered from this dialog: the recovery code is shown here, before anything else. */}
      <PendingRecoveryCode />
      <div className="grid gap-2">
        <Label htmlFor="buy-quantity">{t('buy.quantity')}</Label>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => step(-1)}
            disabled={quantity <= min}
            aria-label={t('buy.decrease')}
            aria-controls="buy-quantity"
          >
            <Minus aria-hidden="true" />
          </Button>
          <Input
            id="buy-quantity"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={draft}
            onChange={(e) => type(e.target.value)}
            onBlur={() => setDraft(String(quantity))}
            onKeyDown={onKeyDown}
            aria-invalid={!draftInRange}
            aria-describedby="buy-quantity-limits buy-cap-note"
            className="w-24 text-center text-base"
          />
          <Button
            variant="outline"
            size="icon"
            onClick={() => step(1)}
            disabled={quantity >= max}
            aria-label={t('buy.increase')}
            aria-controls="buy-quantity"
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <div id="buy-quantity-limits" className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t('buy.minimum', { n: formatNumber(min) })}</Badge>
          <Badge variant="secondary">{t('buy.available', { n: formatNumber(available) })}</Badge>
          <Badge variant="secondary">{t('buy.perAccount', { n: formatNumber(heldCap) })}</Badge>
        </div>
        <p id="buy-cap-note" className="text-xs text-slate-600">
          {t('buy.capNote', {
            tickets: formatNumber(heldCap),
            purchases: formatNumber(MAX_OPEN_PURCHASES),
          })}
        </p>
        {!draftInRange && (
          <FieldMessage tone="error">
            {t('buy.outOfRange', { min: formatNumber(min), max: formatNumber(max) })}
          </FieldMessage>
        )}
      </div>

      <PackageChoices
        packages={raffle.packages ?? []}
        ticketPrice={raffle.ticket_price}
        selectedId={chosen?.id ?? null}
        min={min}
        max={max}
        onSelect={(choice) => {
          setPackageId(choice?.id ?? null);
          if (choice) step(choice.quantity - quantity);
        }}
      />

      {picks.map ? (
        <NumberGrid
          map={picks.map}
          selected={picks.selected}
          quantity={quantity}
          max={max}
          onChange={(next) => picks.choose(next, quantity)}
        />
      ) : (
        <p className="text-xs text-slate-600" data-testid="number-grid-status">
          {picks.loading ? t('numbers.loading') : t('numbers.unavailable')}
        </p>
      )}

      <dl
        className="grid grid-cols-[1fr_auto] gap-y-1 rounded-lg bg-slate-50 p-3 text-sm"
        data-testid="buy-summary"
      >
        <dt className="text-slate-600">{t('buy.pricePerTicket')}</dt>
        <dd className="text-right">{formatSats(raffle.ticket_price)}</dd>
        <dt className="text-slate-600">{t('buy.quantityRow')}</dt>
        {/* docs/decisions/0014-numbers-prizes-packages.md: while the field holds an out-of-range number, the summary shows none. */}
        <dd className="text-right" data-testid="buy-quantity-summary">
          {draftInRange ? formatNumber(quantity) : t('buy.noValue')}
        </dd>
        <dt className="border-t border-slate-200 pt-1 font-semibold">{t('buy.total')}</dt>
        <dd
          className="border-t border-slate-200 pt-1 text-right font-semibold text-orange-700"
          data-testid="buy-total"
        >
          {draftInRange ? formatSats(amount) : t('buy.noValue')}
          {draftInRange && <ApproxBrl sats={amount} className="block text-xs" />}
        </dd>
      </dl>

      {asksConsent && <PurchaseConsent raffle={raffle} value={consent} onChange={setConsent} />}

      {!user && <LoginToBuyHint here={login.here} onLeave={login.keep} />}
    </DialogForm>
  );
}
