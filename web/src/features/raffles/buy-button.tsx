import type { Raffle } from '@rifa/shared';
import { PageLinkButton } from '../../components/page-link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import type { cardButtonState } from './raffle-filters.ts';
import { BUTTON_LABEL } from './raffle-text.ts';

/**
 * 'Comprar Bilhete' (docs/protocols/no-javascript.md): a real link to the buy page from the
 * first byte, so a tap before (or without) JavaScript opens the server-rendered page; once the
 * SPA runs, the tap opens the buy dialog instead. The other states are a disabled button.
 */
export function BuyButton({
  raffle,
  state,
  onBuy,
  size,
  className,
}: {
  raffle: Raffle;
  state: ReturnType<typeof cardButtonState>;
  onBuy(raffle: Raffle): void;
  size?: 'default' | 'lg';
  className?: string;
}) {
  if (state !== 'buy')
    return (
      <Button className={className} size={size} variant="secondary" disabled>
        {t(BUTTON_LABEL[state])}
      </Button>
    );
  return (
    <PageLinkButton
      href={`/raffles/${raffle.id}/comprar`}
      onActivate={() => onBuy(raffle)}
      className={className}
      size={size}
      testId="buy-link"
    >
      {t(BUTTON_LABEL[state])}
    </PageLinkButton>
  );
}
