import { explorerLink, formatApproxBrl } from '@rifa/shared';
import { ExternalLink } from 'lucide-react';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { useSiteInfo } from './use-site-info.tsx';

// The operator's display settings on the pages (docs/protocols/configuration.md#explorer-and-reais):
// an approximate value in reais beside sats, and plain links to the operator's explorer.
// Neither asks anyone anything: the rate was typed by the operator and a link is only opened
// by whoever clicks it.

/** ' ≈ R$ 12,34' after an amount in sats, when the operator set a rate; else nothing. */
export function ApproxBrl({ sats, className }: { sats: number; className?: string }) {
  const rate = useSiteInfo().info?.brl_per_btc;
  if (!rate) return null;
  return (
    <span
      className={cn('whitespace-nowrap text-sm font-normal text-slate-500', className)}
      title={t('display.brlTitle')}
      data-testid="approx-brl"
    >
      {formatApproxBrl(sats, rate)}
    </span>
  );
}

/** A link to a transaction or a block on the operator's explorer; nothing without one. */
export function ExplorerLink({
  kind,
  id,
  className,
}: {
  kind: 'tx' | 'block';
  id: string | null | undefined;
  className?: string;
}) {
  const base = useSiteInfo().info?.explorer_url;
  if (!base || !id) return null;
  return (
    <a
      href={explorerLink(base, kind, id)}
      target="_blank"
      // No referrer: the explorer learns nothing of the page the person came from.
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap text-sm font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800',
        className,
      )}
      data-testid={`explorer-${kind}`}
    >
      {t(kind === 'tx' ? 'display.explorerTx' : 'display.explorerBlock')}
      <ExternalLink className="size-3.5" aria-hidden="true" />
    </a>
  );
}
