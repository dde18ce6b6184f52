import type { PayoutMethod } from '@rifa/shared';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { Badge } from '../ui/badge.tsx';
import { payoutBadge, payoutHint, payoutLabel, type PayoutState } from './payout-text.ts';

/**
 * A payout's state in pt-BR (a badge: text, not colour alone), optionally with what it
 * means. `unpaidLabel` names the null state where "not recorded yet" reads better otherwise;
 * `method` words a Lightning payout as one ('Pago via Lightning').
 */
export function PayoutStatusBadge({
  status,
  method,
  hint = false,
  unpaidLabel,
}: {
  status: PayoutState;
  method?: PayoutMethod | null;
  hint?: boolean;
  unpaidLabel?: MessageKey;
}) {
  return (
    <span className="inline-grid justify-items-start gap-1">
      <Badge variant={payoutBadge(status)} data-testid="payout-status">
        {t(status === null && unpaidLabel ? unpaidLabel : payoutLabel(status, method))}
      </Badge>
      {hint && <span className="text-xs text-slate-600">{t(payoutHint(status, method))}</span>}
    </span>
  );
}
