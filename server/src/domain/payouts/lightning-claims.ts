// A winner or a refunded buyer asks to be paid over Lightning (docs/protocols/draw.md): they paste a
// BOLT11 of exactly the amount in the dashboard. Below the Lightning threshold it is the only
// way; above it, a choice while nothing was sent on-chain. The invoice is checked by LND
// (DecodePayReq: network, amount, expiry), stored with the payout, and the sender pays it
// once (lightning-payout.ts).
import {
  MAX_PRIZES,
  formatSats,
  LIGHTNING_CLAIMABLE,
  type LightningClaimResult,
  type PayoutStatus,
} from '@rifa/shared';
import { conflict, invalid, notFound, unavailable } from '../kernel/errors.ts';
import type { PayoutLabels } from './payout-labels.ts';
import type { PayoutSender } from './payout-sender.ts';
import type { PayoutSettingsService } from './payout-settings.ts';
import { LightningError, type Lightning } from '../ports/index.ts';
import type {
  Clock,
  LightningInvoiceInput,
  LightningWriteRefusal,
  PayoutRecord,
  PayoutRepository,
} from '../ports/index.ts';
import { asObject, has, integer, text } from '../kernel/validate.ts';

/** How a claim is made, beyond the invoice itself. */
export interface ClaimOptions {
  /**
   * Pay without waiting for the payment (an LNURL-withdraw callback must be answered first,
   * docs/protocols/lnurl.md#withdraw-request); the payout job retries what this misses.
   */
  background?: boolean;
  /**
   * The statuses the claim may leave: a Lightning Address payout takes only
   * 'awaiting_invoice', so it never replaces an invoice the winner pasted meanwhile.
   */
  from?: readonly PayoutStatus[];
}

export interface LightningClaimsDeps {
  payouts: PayoutRepository;
  lightning: Lightning;
  sender: PayoutSender;
  settings: PayoutSettingsService;
  labels: PayoutLabels;
  clock: Clock;
}

const CLAIMABLE: readonly PayoutStatus[] = LIGHTNING_CLAIMABLE;
/** Time the node needs to pay (and the admin, in manual mode) before the invoice expires. */
const MIN_INVOICE_LIFETIME_MS = 10 * 60 * 1000;

const refusal = (why: LightningWriteRefusal) =>
  why === 'invoice_used'
    ? conflict('Esta fatura já foi usada em outro pagamento: gere uma nova')
    : conflict('O pagamento mudou enquanto a fatura era conferida: atualize a página');

export function createLightningClaims(deps: LightningClaimsDeps) {
  const { payouts, lightning, sender, settings, labels, clock } = deps;

  /** The pasted invoice, as LND reads it, for exactly `amount` sats. */
  async function checkedInvoice(
    body: unknown,
    amount: number,
  ): Promise<Omit<LightningInvoiceInput, 'status'>> {
    const input = asObject(body);
    const request = text(input.invoice, 'Fatura Lightning', { max: 4000 })
      .replace(/^lightning:/i, '')
      .toLowerCase();
    let decoded;
    try {
      decoded = await lightning.decodeInvoice(request);
    } catch (error) {
      if (error instanceof LightningError && error.kind === 'invalid_invoice')
        throw invalid('Fatura Lightning inválida ou de outra rede');
      if (error instanceof LightningError)
        throw unavailable('Lightning indisponível, tente novamente');
      throw error;
    }
    if (decoded.tokens === 0)
      throw invalid(`Fatura sem valor não é aceita: gere uma fatura de ${formatSats(amount)}`);
    if (decoded.tokens !== amount)
      throw invalid(
        `A fatura deve ser de exatamente ${formatSats(amount)} (esta é de ${formatSats(decoded.tokens)})`,
      );
    if (Date.parse(decoded.expiresAt) - clock.now().getTime() < MIN_INVOICE_LIFETIME_MS)
      throw invalid('A fatura expira em menos de 10 minutos: gere uma nova');
    return { request, hash: decoded.id };
  }

  const statusAfterInvoice = (): LightningInvoiceInput['status'] =>
    settings.read().mode === 'auto' ? 'pending' : 'awaiting_admin';

  /** Pays it now when due, so the recipient sees the outcome; LND trouble leaves it to the job. */
  async function payNow(payout: PayoutRecord): Promise<void> {
    if (payout.status !== 'pending') return;
    await sender.send(payout.id).catch((error: unknown) => {
      if (!(error instanceof LightningError)) throw error;
    });
  }

  function result(id: number): LightningClaimResult {
    const payout = payouts.find(id);
    if (!payout) throw notFound('Pagamento não encontrado');
    const { status, amount, payment_hash, fee, last_error } = payout;
    return { status, amount, payment_hash, fee, last_error };
  }

  /** Pays now, or in the background (ClaimOptions.background). */
  const settle = async (payout: PayoutRecord | undefined, background: boolean) => {
    if (!payout) return;
    if (background) void payNow(payout).catch(() => undefined);
    else await payNow(payout);
  };

  async function switchToLightning(
    payout: PayoutRecord,
    body: unknown,
    { background = false, from = CLAIMABLE }: ClaimOptions = {},
  ): Promise<LightningClaimResult> {
    if (!from.includes(payout.status)) {
      throw conflict(
        payout.status === 'sent' || payout.status === 'manual'
          ? 'Este pagamento já foi enviado'
          : 'Este pagamento está em andamento ou aguarda o administrador: não pode mudar para Lightning agora',
      );
    }
    const invoice = await checkedInvoice(body, payout.amount);
    const status = statusAfterInvoice();
    const done = await sender.exclusive(() =>
      payouts.useLightning(payout.id, from, { ...invoice, status }, clock.now().toISOString()),
    );
    if (done !== true) throw refusal(done);
    await settle(payouts.find(payout.id), background);
    return result(payout.id);
  }

  return {
    /** Sats a Lightning claim of the prize would pay now; undefined when none can be made. */
    prizeClaimable(userId: number, raffleId: number, position: number): number | undefined {
      const prize = payouts.prizeOf(raffleId, position);
      return prize && prize.user_id === userId && CLAIMABLE.includes(prize.status)
        ? prize.amount
        : undefined;
    },

    /** Sats a Lightning claim of the raffle's refunds would pay now; undefined when none. */
    refundsClaimable(userId: number, raffleId: number): number | undefined {
      const unpaid = payouts.unpaidRefunds(raffleId, userId);
      if (unpaid.length > 0) return unpaid.reduce((sum, refund) => sum + refund.amount, 0);
      return payouts
        .lightningRefundsOf(userId, raffleId)
        .find((payout) => CLAIMABLE.includes(payout.status))?.amount;
    },

    /**
     * The winner's prize over Lightning. `from` narrows the statuses it may leave: the payout to
     * a Lightning Address (lightning-address-payouts.ts) takes only 'awaiting_invoice', so it
     * never replaces an invoice the winner pasted meanwhile.
     */
    async claimPrize(
      userId: number,
      raffleId: number,
      body: unknown,
      options: ClaimOptions = {},
    ): Promise<LightningClaimResult> {
      const input = asObject(body);
      const position = has(input, 'position')
        ? integer(input.position, 'Posição do prêmio', 1, MAX_PRIZES)
        : 1;
      const prize = payouts.prizeOf(raffleId, position);
      if (!prize || prize.user_id !== userId) throw notFound('Prêmio não encontrado');
      return switchToLightning(prize, body, options);
    },

    /** The buyer's refunds of one raffle over Lightning: the unpaid ones, or a failed payment's. */
    async claimRefunds(
      userId: number,
      raffleId: number,
      body: unknown,
      options: Pick<ClaimOptions, 'background'> = {},
    ): Promise<LightningClaimResult> {
      const unpaid = payouts.unpaidRefunds(raffleId, userId);
      if (unpaid.length > 0) {
        const amount = unpaid.reduce((sum, refund) => sum + refund.amount, 0);
        const invoice = await checkedInvoice(body, amount);
        const ids = unpaid.map((refund) => refund.id);
        const created = await sender.exclusive(() =>
          payouts.createLightningRefund({
            raffleId,
            userId,
            refundIds: ids,
            label: labels.lightningRefund(raffleId, Math.min(...ids)),
            invoice: { ...invoice, status: statusAfterInvoice() },
            now: clock.now().toISOString(),
          }),
        );
        if (typeof created === 'string') throw refusal(created);
        await settle(created, options.background === true);
        return result(created.id);
      }
      const retry = payouts
        .lightningRefundsOf(userId, raffleId)
        .find((payout) => CLAIMABLE.includes(payout.status));
      if (!retry) throw conflict('Nenhum reembolso a receber nesta rifa');
      return switchToLightning(retry, body, options);
    },
  };
}

export type LightningClaims = ReturnType<typeof createLightningClaims>;
