// The wallet buyer's page /bilhete/<secret> (docs/protocols/lnurl.md#ticket-page): their numbers,
// receipt and result, and the prize or refund claim, authorised by the secret alone. The
// payer's preimage opens it too once paid (it hashes to the payment hash), for a wallet that
// could not show the success action. 'Guardar na minha conta' moves it all to an account.
import { createHash } from 'node:crypto';
import {
  MAX_PRIZES,
  type LightningClaimResult,
  type LnurlWithdrawLink,
  type TicketPage,
} from '@rifa/shared';
import { conflict, invalid, notFound } from '../kernel/errors.ts';
import { asObject, has, integer } from '../kernel/validate.ts';
import type {
  PurchaseRepository,
  RaffleRepository,
  TicketPageRecord,
  UserRecord,
  WalletRepository,
} from '../ports/index.ts';
import type { LightningClaims, Payouts } from '../payouts/index.ts';
import type { LnurlWithdraw } from './lnurl-withdraw.ts';
import { sha256Hex } from './sha256.ts';

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const PREIMAGE = /^[0-9a-f]{64}$/;
const NOT_FOUND = 'Página de bilhetes não encontrada. Confira o link completo.';
const SAVED =
  'Estes bilhetes já foram guardados numa conta: entre nela para ver o prêmio e recebê-lo.';

export interface TicketPagesDeps {
  wallet: WalletRepository;
  purchases: Pick<PurchaseRepository, 'find'>;
  raffles: Pick<RaffleRepository, 'find'>;
  payouts: Pick<Payouts, 'winsOf' | 'refundsOf'>;
  claims: Pick<LightningClaims, 'claimPrize' | 'claimRefunds'>;
  withdrawals: Pick<LnurlWithdraw, 'link'>;
  now: () => Date;
}

export function createTicketPages(deps: TicketPagesDeps) {
  const { wallet } = deps;

  function record(secret: string): TicketPageRecord {
    let page: TicketPageRecord | undefined;
    if (SECRET.test(secret)) page = wallet.ticketPage(sha256Hex(secret));
    else if (PREIMAGE.test(secret))
      page = wallet.paidTicketPage(
        createHash('sha256').update(Buffer.from(secret, 'hex')).digest('hex'),
      );
    if (!page) throw notFound(NOT_FOUND);
    return page;
  }

  /** The page's buyer while it is anonymous; once saved, claims are made from the account. */
  function anonymous(secret: string): TicketPageRecord {
    const page = record(secret);
    if (page.saved_by !== null) throw conflict(SAVED, 'ticket_page_saved');
    return page;
  }

  return {
    page(secret: string): TicketPage {
      const page = record(secret);
      const purchase = deps.purchases.find(page.transaction_id);
      const raffle = deps.raffles.find(page.raffle_id);
      if (!purchase || !raffle) throw notFound(NOT_FOUND);
      const mine = <T extends { raffle_id: number }>(rows: T[]) =>
        rows.filter((row) => row.raffle_id === page.raffle_id);
      // A saved page shows no one's claims: they live in the account now.
      const saved = page.saved_by !== null;
      return {
        purchase,
        raffle_status: raffle.status,
        raffle_end_date: raffle.end_date,
        wins: saved ? [] : mine(deps.payouts.winsOf(page.user_id)),
        refunds: saved ? [] : mine(deps.payouts.refundsOf(page.user_id)),
        saved,
      };
    },

    /** 'Guardar na minha conta': the purchase and what it won become the account's. */
    save(secret: string, account: UserRecord): { saved: true } {
      const page = anonymous(secret);
      if (!deps.wallet.save(page.transaction_id, account.id, deps.now().toISOString()))
        throw conflict(SAVED, 'ticket_page_saved');
      return { saved: true };
    },

    claimPrize(secret: string, body: unknown): Promise<LightningClaimResult> {
      const page = anonymous(secret);
      return deps.claims.claimPrize(page.user_id, page.raffle_id, body);
    },

    claimRefunds(secret: string, body: unknown): Promise<LightningClaimResult> {
      const page = anonymous(secret);
      return deps.claims.claimRefunds(page.user_id, page.raffle_id, body);
    },

    /** An LNURL-withdraw link for the page's prize (`position`) or refunds. */
    withdrawLink(secret: string, body: unknown, origin: string): LnurlWithdrawLink {
      const page = anonymous(secret);
      const input = asObject(body);
      if (input.kind !== 'prize' && input.kind !== 'refund')
        throw invalid('Tipo de saque inválido: prize ou refund');
      const position =
        input.kind === 'prize' && has(input, 'position')
          ? integer(input.position, 'Posição do prêmio', 1, MAX_PRIZES)
          : 1;
      return deps.withdrawals.link(page.user_id, page.raffle_id, input.kind, position, origin);
    },
  };
}

export type TicketPages = ReturnType<typeof createTicketPages>;
