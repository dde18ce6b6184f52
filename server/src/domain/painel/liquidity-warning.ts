// The inbound-liquidity warning at raffle creation (docs/decisions/0012-lnd-as-it-behaves.md): a node can only receive up to
// the remote balance of its channels (LND ChannelBalance remote_balance). When selling every
// ticket would bring in more than that, purchases beyond it will be refused until the
// operator adds inbound liquidity, so the admin is told in the same confirm dialog as the
// prize-size warning.
import { formatSats } from '@rifa/shared';
import { withTimeout } from '../kernel/with-timeout.ts';
import type { Lightning } from '../ports/index.ts';

export function createLiquidityWarning(deps: {
  lightning: Pick<Lightning, 'getInboundLiquidity'>;
  timeoutMs?: number;
}): (sales: number) => Promise<string | null> {
  const timeoutMs = deps.timeoutMs ?? 3_000;
  return async (sales) => {
    let inbound: number;
    try {
      inbound = await withTimeout(deps.lightning.getInboundLiquidity(), timeoutMs);
    } catch {
      return `Não foi possível consultar a liquidez de entrada do LND para comparar com as vendas possíveis (${formatSats(sales)}).`;
    }
    if (sales <= inbound) return null;
    return (
      `As vendas possíveis (${formatSats(sales)}) passam da liquidez de entrada atual do nó (${formatSats(inbound)}): ` +
      'compras acima dela serão recusadas até o nó poder receber mais (abra um canal ou obtenha liquidez de entrada).'
    );
  };
}
