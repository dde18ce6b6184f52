// A prize or refund taken by LNURL-withdraw (LUD-03, docs/protocols/lnurl.md#withdraw-request):
// the winner's page makes a link (k1, its hash kept), the wallet reads the fixed amount and
// calls back with its invoice, which is then exactly a pasted invoice's claim. The payout's own
// status is what pays once: a second callback, the same k1 or another, finds it no longer
// claimable, also after a crash between paying and answering (the payout job reconciles the
// payment by its hash).
import type { LnurlWithdrawLink } from '@rifa/shared';
import { conflict, DomainError, notFound } from '../kernel/errors.ts';
import type { Clock, RaffleRepository, WalletRepository } from '../ports/index.ts';
import type { WithdrawalKind } from '../ports/index.ts';
import type { LightningClaims } from '../payouts/index.ts';
import { encodeLnurl, lud17Url } from './lnurl-encoding.ts';
import { sha256Hex } from './sha256.ts';
import { lnurlOk, type LnurlStatus } from './lnurl-status.ts';
import {
  checkWithdrawInvoice,
  isK1,
  parseWithdrawCallback,
  withdrawRequest,
  type WithdrawRequest,
} from './withdraw-request.ts';

const LINK_USED =
  'Este link de saque já foi usado. Gere outro na página do prêmio, se ainda houver algo a receber.';
const NOTHING_TO_TAKE =
  'Nada a receber por este link agora: o pagamento já foi feito ou está em andamento.';

export interface LnurlWithdrawDeps {
  wallet: WalletRepository;
  raffles: Pick<RaffleRepository, 'find'>;
  claims: Pick<
    LightningClaims,
    'claimPrize' | 'claimRefunds' | 'prizeClaimable' | 'refundsClaimable'
  >;
  clock: Clock;
}

export function createLnurlWithdraw(deps: LnurlWithdrawDeps) {
  const { wallet, claims, clock } = deps;

  const claimable = (w: {
    kind: WithdrawalKind;
    user_id: number;
    raffle_id: number;
    position: number | null;
  }) =>
    w.kind === 'prize'
      ? claims.prizeClaimable(w.user_id, w.raffle_id, w.position ?? 1)
      : claims.refundsClaimable(w.user_id, w.raffle_id);

  /** The link's record, if k1 names one still usable for its amount. */
  function usable(k1: string) {
    const record = isK1(k1) ? wallet.withdrawal(sha256Hex(k1)) : undefined;
    if (!record) throw notFound('Link de saque não encontrado');
    if (record.used_at !== null) throw conflict(LINK_USED, 'withdraw_used');
    if (claimable(record) !== record.amount) throw conflict(NOTHING_TO_TAKE, 'withdraw_gone');
    return record;
  }

  return {
    /** A fresh link for what `userId` may take now from the raffle (prize `position`, or refunds). */
    link(
      userId: number,
      raffleId: number,
      kind: WithdrawalKind,
      position: number,
      origin: string,
    ): LnurlWithdrawLink {
      const amount = claimable({ kind, user_id: userId, raffle_id: raffleId, position });
      if (amount === undefined)
        throw conflict(
          kind === 'prize'
            ? 'Este prêmio não pode ser recebido por Lightning agora: já foi pago, está em andamento ou aguarda o administrador.'
            : 'Nenhum reembolso a receber por Lightning nesta rifa agora.',
        );
      const k1 = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32))).toString('hex');
      wallet.addWithdrawal(sha256Hex(k1), {
        kind,
        raffle_id: raffleId,
        user_id: userId,
        position: kind === 'prize' ? position : null,
        amount,
        created_at: clock.now().toISOString(),
      });
      const url = `${origin}/lnurl/saque/${k1}`;
      const lnurl = encodeLnurl(url);
      return {
        lnurl,
        qr: `LIGHTNING:${lnurl.toUpperCase()}`,
        link: `lightning:${lnurl}`,
        lud17: lud17Url(url, 'lnurlw') ?? null,
        amount,
      };
    },

    /** GET /lnurl/saque/<k1>: the withdrawRequest (LUD-03). */
    request(k1: string, origin: string): WithdrawRequest {
      const record = usable(k1);
      const raffle = deps.raffles.find(record.raffle_id);
      return withdrawRequest({
        callback: `${origin}/lnurl/saque`,
        k1,
        amountSats: record.amount,
        raffleName: raffle?.name ?? '',
        kind: record.kind,
      });
    },

    /** The wallet's callback with its invoice: the claim is recorded, then paid in the background. */
    async callback(query: { k1?: unknown; pr?: unknown }): Promise<LnurlStatus> {
      const parsed = parseWithdrawCallback(query);
      if (!parsed.ok) throw parsed.error;
      const record = usable(parsed.k1);
      const wrong = checkWithdrawInvoice(parsed.pr, record.amount);
      if (wrong) throw wrong;
      const body = {
        invoice: parsed.pr,
        ...(record.position ? { position: record.position } : {}),
      };
      try {
        if (record.kind === 'prize')
          await claims.claimPrize(record.user_id, record.raffle_id, body, { background: true });
        else
          await claims.claimRefunds(record.user_id, record.raffle_id, body, { background: true });
      } catch (error) {
        // Another claim got there first: to the wallet, this link is spent.
        if (error instanceof DomainError && claimable(record) !== record.amount)
          throw conflict(NOTHING_TO_TAKE, 'withdraw_gone');
        throw error;
      }
      wallet.useWithdrawal(sha256Hex(parsed.k1), clock.now().toISOString());
      return lnurlOk();
    },
  };
}

export type LnurlWithdraw = ReturnType<typeof createLnurlWithdraw>;
