// The admin's Painel (docs/decisions/0016-operator-cockpit-release.md): per raffle and in total, what came in (sats, tickets,
// buyers), how invoices convert, what is still open or owed, sales per Brasília day, and the
// node at a glance. The counters come from storage; the node from /api/health's probe plus
// the wallet's two balances, each time-boxed so a dead LND leaves the rest of the page whole.
import type { Health, Painel, PainelFigures, PainelNode } from '@rifa/shared';
import { withTimeout } from '../kernel/with-timeout.ts';
import { lastDays, salesPerDay, windowStart } from './painel-days.ts';
import type { PainelRepository, RaffleCounters } from '../ports/painel.ts';
import type { Clock, Lightning } from '../ports/index.ts';

/** The sales chart's window: the last 30 Brasília days, today included. */
export const SALES_DAYS = 30;

export interface AdminMetricsDeps {
  painel: PainelRepository;
  lightning: Pick<Lightning, 'getChainBalance' | 'getInboundLiquidity'>;
  clock: Clock;
  timeoutMs?: number;
}

/** paid ÷ created, or null before the first invoice (no 0 % for a raffle nobody tried). */
export function conversion(paid: number, created: number): number | null {
  return created === 0 ? null : paid / created;
}

function figures(counters: Omit<PainelFigures, 'conversion'>): PainelFigures {
  return { ...counters, conversion: conversion(counters.invoices_paid, counters.invoices_created) };
}

const SUMMED = [
  'sats_received',
  'tickets_sold',
  'invoices_created',
  'invoices_paid',
  'open_invoices',
  'payouts_pending',
  'payouts_pending_sats',
] as const;

/** Totals over every raffle; buyers are counted once however many raffles they bought in. */
export function totals(rows: RaffleCounters[], distinctBuyers: number): PainelFigures {
  const sums = Object.fromEntries(
    SUMMED.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]),
  ) as Record<(typeof SUMMED)[number], number>;
  return figures({ ...sums, buyers: distinctBuyers });
}

export function createAdminMetrics(deps: AdminMetricsDeps) {
  const timeoutMs = deps.timeoutMs ?? 3_000;

  // A balance LND did not give in time is null ('indisponível' on the page), never 0 sats.
  const balance = (call: () => Promise<number>): Promise<number | null> =>
    withTimeout(call(), timeoutMs).then(
      (sats) => sats,
      () => null,
    );

  async function node(health: Health): Promise<PainelNode> {
    // A locked or unreachable LND would only time out: ask it for balances only when it answers.
    const answers = health.lightning.status === 'ok' || health.lightning.status === 'sincronizando';
    const [onchain, inbound] = answers
      ? await Promise.all([
          balance(() => deps.lightning.getChainBalance()),
          balance(() => deps.lightning.getInboundLiquidity()),
        ])
      : [null, null];
    return {
      lightning: health.lightning,
      bitcoin: health.bitcoin,
      onchain_spendable: onchain,
      inbound_liquidity: inbound,
    };
  }

  return {
    /** GET /api/admin/painel, given the node's current health. */
    async painel(health: Health): Promise<Painel> {
      const now = deps.clock.now();
      const rows = deps.painel.raffleCounters(now.toISOString());
      const hours = deps.painel.salesByHour(windowStart(now, SALES_DAYS));
      return {
        generated_at: now.toISOString(),
        totals: totals(rows, deps.painel.distinctBuyers()),
        raffles: rows.map((row) => ({
          ...row,
          conversion: conversion(row.invoices_paid, row.invoices_created),
        })),
        sales_per_day: salesPerDay(lastDays(now, SALES_DAYS), hours),
        node: await node(health),
      };
    },
  };
}

export type AdminMetrics = ReturnType<typeof createAdminMetrics>;
