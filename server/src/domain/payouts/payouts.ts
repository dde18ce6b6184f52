// Payouts and refunds as the admin and the participants see them (docs/protocols/draw.md): the list
// in Gerenciar, the admin's confirmation or new attempt, paying a raffle's refunds in one
// batched transaction, and each user's wins and refunds. Sending itself is the sender's.
import {
  REFUND_CLOSE_REASON_MAX,
  type AdminPayout,
  type AdminRefund,
  type UserRefund,
  type UserWin,
} from '@rifa/shared';
import { conflict, invalid, notFound, unavailable } from '../kernel/errors.ts';
import { LightningError } from '../ports/index.ts';
import type { PayoutLabels } from './payout-labels.ts';
import type { PayoutSettingsService } from './payout-settings.ts';
import type { PayoutSender } from './payout-sender.ts';
import type { Clock, PayoutRecord, PayoutRepository, RaffleRepository } from '../ports/index.ts';
import { asObject, has } from '../kernel/validate.ts';
import { freeText } from './delivery-rules.ts';

export interface PayoutsDeps {
  payouts: PayoutRepository;
  raffles: RaffleRepository;
  sender: PayoutSender;
  clock: Clock;
  labels: PayoutLabels;
  settings: PayoutSettingsService;
}

const TXID = /^[0-9a-fA-F]{64}$/;

/** What the admin may confirm as paid: anything not in flight and not paid yet. */
const CONFIRMABLE = [
  'pending',
  'awaiting_balance',
  'awaiting_admin',
  'awaiting_invoice',
  'unknown',
  'failed',
] as const;
/** What the admin may send (again) through LND; the sender still checks the label first. */
const RETRYABLE = ['awaiting_balance', 'awaiting_admin', 'unknown', 'failed'] as const;

export function toAdminPayout(record: PayoutRecord): AdminPayout {
  return {
    id: record.id,
    raffle_id: record.raffle_id,
    raffle_name: record.raffle_name,
    kind: record.kind,
    label: record.label,
    status: record.status,
    method: record.method,
    payment_hash: record.payment_hash,
    fee: record.fee,
    amount: record.amount,
    outputs: record.outputs,
    user_id: record.user_id,
    txid: record.txid,
    attempts: record.attempts,
    last_error: record.last_error,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Sending needs LND: when it cannot be read the row stays as it is and the job retries. */
async function viaLightning<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LightningError)
      throw unavailable('Lightning indisponível, tente novamente');
    throw error;
  }
}

export function createPayouts(deps: PayoutsDeps) {
  const { payouts, raffles, sender, clock, labels, settings } = deps;

  /**
   * The unpaid refunds worth an on-chain output: grouped by address (one output each), the
   * groups at or above the Lightning threshold. Smaller ones are never put in a batch (dust,
   * or mostly fee): their buyers receive them over Lightning from the dashboard.
   */
  function onChainRefundIds(raffleId: number): number[] {
    const byAddress = new Map<string, { ids: number[]; amount: number }>();
    for (const refund of payouts.unpaidRefunds(raffleId)) {
      // A wallet buyer (docs/protocols/lnurl.md#wallet-buyers) has no address: Lightning only.
      if (refund.address === '') continue;
      const group = byAddress.get(refund.address) ?? { ids: [], amount: 0 };
      group.ids.push(refund.id);
      group.amount += refund.amount;
      byAddress.set(refund.address, group);
    }
    return [...byAddress.values()]
      .filter((group) => settings.onChain(group.amount))
      .flatMap((group) => group.ids);
  }

  function get(id: number): PayoutRecord {
    const payout = payouts.find(id);
    if (!payout) throw notFound('Pagamento não encontrado');
    return payout;
  }

  /**
   * Every refund, each unpaid one with the way it will be paid, so Gerenciar offers only
   * what can succeed: 'Pagar reembolsos' exactly when some refund would enter a batch.
   */
  function adminRefunds(): AdminRefund[] {
    const rows = payouts.refunds();
    const onChain = new Set(
      [...new Set(rows.map((row) => row.raffle_id))].flatMap((id) => onChainRefundIds(id)),
    );
    return rows.map((row) => ({
      ...row,
      route:
        row.payout_id !== null || row.closed_at !== null
          ? null
          : onChain.has(row.id)
            ? 'onchain'
            : 'lightning',
    }));
  }

  async function sendNow(id: number): Promise<AdminPayout> {
    const after = await viaLightning(() => sender.send(id));
    if (!after) throw notFound('Pagamento não encontrado');
    return toAdminPayout(after);
  }

  return {
    list: (): AdminPayout[] => payouts.list().map(toAdminPayout),
    refunds: adminRefunds,

    /**
     * The operator ends a refund nobody can receive (an erased account without a claim link,
     * a buyer who declined it), with a reason the buyer sees. Only while it is in no payout:
     * once something may have left the node, the payout's own actions decide. Idempotent.
     */
    closeRefund(id: number, body: unknown, adminId: number): AdminRefund {
      const input = asObject(body);
      const reason = freeText(input.reason, 'Motivo', 3, REFUND_CLOSE_REASON_MAX);
      const done = payouts.closeRefund(id, reason, adminId, clock.now().toISOString());
      if (done === 'missing') throw notFound('Reembolso não encontrado');
      if (done === 'in_payout')
        throw conflict(
          'Este reembolso já está num pagamento: confirme-o ou tente de novo em Pagamentos',
        );
      const closed = adminRefunds().find((refund) => refund.id === id);
      if (!closed) throw notFound('Reembolso não encontrado');
      return closed;
    },
    winsOf: (userId: number): UserWin[] => payouts.winsOf(userId),
    refundsOf: (userId: number): UserRefund[] => payouts.refundsOf(userId),

    /** The admin paid it (outside the app, or found it sent): 'sent' with a txid, else 'manual'. */
    async confirm(id: number, body: unknown, adminId: number): Promise<AdminPayout> {
      const payout = get(id);
      const input = body === undefined ? {} : asObject(body);
      let txid: string | null = null;
      if (has(input, 'txid') && input.txid !== null && input.txid !== '') {
        if (typeof input.txid !== 'string' || !TXID.test(input.txid.trim()))
          throw invalid('txid deve ter 64 caracteres hexadecimais');
        txid = input.txid.trim().toLowerCase();
      }
      const moved = await sender.exclusive(() =>
        payouts.transition(
          payout.id,
          CONFIRMABLE,
          txid ? 'sent' : 'manual',
          { txid, resolved_by: adminId, last_error: null },
          clock.now().toISOString(),
        ),
      );
      if (!moved)
        throw conflict(
          payout.status === 'sending'
            ? 'Este pagamento está sendo enviado agora'
            : 'Este pagamento já foi concluído',
        );
      return toAdminPayout(get(id));
    },

    /** A new attempt through LND (never blind: a transaction with its label counts as sent). */
    async retry(id: number, adminId: number): Promise<AdminPayout> {
      const payout = get(id);
      const moved = await sender.exclusive(() =>
        payouts.transition(
          payout.id,
          RETRYABLE,
          'pending',
          { resolved_by: adminId },
          clock.now().toISOString(),
        ),
      );
      if (!moved && payout.status !== 'pending') {
        throw conflict(
          payout.status === 'sending'
            ? 'Este pagamento está sendo enviado agora'
            : 'Este pagamento já foi concluído',
        );
      }
      return sendNow(payout.id);
    },

    /**
     * Pays the unpaid refunds of a raffle in ONE on-chain transaction, one output per
     * address (those below the Lightning threshold excepted). An unpaid batch of the raffle
     * is sent again instead of starting another.
     */
    async payRefunds(raffleId: number): Promise<AdminPayout> {
      if (!raffles.find(raffleId)) throw notFound('Rifa não encontrada');
      const now = clock.now().toISOString();
      const batch = await sender.exclusive(() => {
        const open = payouts.openRefundBatch(raffleId);
        if (!open)
          return payouts.createRefundBatch(
            raffleId,
            onChainRefundIds(raffleId),
            (number) => labels.refundBatch(raffleId, number),
            now,
          );
        if (open.status === 'sending')
          throw conflict('Os reembolsos desta rifa estão sendo enviados agora');
        if (open.status === 'unknown') {
          throw conflict(
            'O último envio de reembolsos desta rifa tem resultado desconhecido: confira a carteira e resolva-o em Pagamentos',
          );
        }
        if (open.status === 'failed') payouts.transition(open.id, ['failed'], 'pending', {}, now);
        return open;
      });
      if (!batch) {
        throw conflict(
          payouts.unpaidRefunds(raffleId).length > 0
            ? 'Os reembolsos pendentes desta rifa estão abaixo do limite on-chain: cada comprador os recebe via Lightning pelo painel'
            : 'Nenhum reembolso pendente nesta rifa',
        );
      }
      return sendNow(batch.id);
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
