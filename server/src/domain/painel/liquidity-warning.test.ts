import { describe, expect, it } from 'vitest';
import { createLiquidityWarning } from './liquidity-warning.ts';
import { LightningError } from '../ports/index.ts';

const withInbound = (inbound: number | Error) =>
  createLiquidityWarning({
    lightning: {
      getInboundLiquidity: () =>
        inbound instanceof Error ? Promise.reject(inbound) : Promise.resolve(inbound),
    },
  });

describe('the inbound-liquidity warning at creation', () => {
  it('none while every sale fits in the remote balance', async () => {
    expect(await withInbound(100_000)(100_000)).toBeNull();
  });

  it('says both figures when the sales pass it', async () => {
    expect(await withInbound(50_000)(100_000)).toBe(
      'As vendas possíveis (100.000 sats) passam da liquidez de entrada atual do nó (50.000 sats): compras acima dela serão recusadas até o nó poder receber mais (abra um canal ou obtenha liquidez de entrada).',
    );
  });

  it('warns when LND cannot say', async () => {
    expect(await withInbound(new LightningError('unavailable', 'x'))(1_000)).toContain(
      'Não foi possível consultar a liquidez de entrada do LND',
    );
  });
});
