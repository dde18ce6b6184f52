import { raffleLightningAddress } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { useHydrated } from '../../components/layout/use-hydrated.ts';
import { t } from '../../i18n/pt-BR.ts';

/**
 * The raffle's Lightning Address on its card (docs/protocols/lnurl.md#pay-request), named from
 * the browser's own host: no request per card. Only once the SPA runs (the server's render and
 * the hydration have no host to read, and agree), and only where wallets can resolve it — an
 * onion, or https on the default port.
 */
export function CardLightningAddress({
  raffleId,
  origin = () => window.location.origin,
}: {
  raffleId: number;
  /** Where the page was reached (tests give one: jsdom's is fixed). */
  origin?: () => string;
}) {
  const hydrated = useHydrated();
  const address = hydrated ? raffleLightningAddress(raffleId, origin()) : undefined;
  if (!address) return null;
  return (
    <p
      className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600"
      data-testid="card-lightning-address"
    >
      <Zap className="size-3.5 shrink-0 text-orange-500" aria-hidden="true" />
      <span className="sr-only">{t('walletPay.address')}: </span>
      <code className="min-w-0 break-all font-mono text-slate-800">{address}</code>
    </p>
  );
}
