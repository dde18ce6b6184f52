// Buying tickets (docs/protocols/payment.md steps 1–3): validate, reserve atomically, then invoice.
// An account's purchase (buy) and a wallet's (buyFromWallet, docs/protocols/lnurl.md) share
// the same reservation, steps and invoice code; only who the buyer is and the invoice's
// description differ.
import {
  DEFAULT_MIN_TICKETS,
  formatSats,
  INVOICE_VALIDITY_MS,
  invoiceMemo,
  plural,
  type Purchase,
  type Raffle,
} from '@rifa/shared';
import { conflict, invalid, notFound, unavailable } from '../kernel/errors.ts';
import { LIGHTNING_UNAVAILABLE, type LightningReadiness } from './lightning-readiness.ts';
import { LightningError, type Lightning } from '../ports/index.ts';
import type {
  Clock,
  PurchaseRepository,
  RaffleRepository,
  ReserveInput,
  UserRecord,
} from '../ports/index.ts';
import { MAX_TICKETS, packageFor } from '../raffles/index.ts';
import { decideReservation, onSale, type ReservationFacts } from './reservation-rules.ts';
import { NOT_OPEN, refusal } from './reservation-refusals.ts';
import {
  claimRemaining,
  numberSource,
  NUMBERS_PER_STEP,
  withFreeList,
} from './reservation-steps.ts';
import { cryptoRandomInt, parseChosenNumbers, type RandomInt } from './ticket-numbers.ts';
import { asObject, has, integer } from '../kernel/validate.ts';
import { consentToRecord } from './purchase-consent.ts';

export { NOT_OPEN, SOLD_OUT } from './reservation-refusals.ts';
/** A large reservation released by the sweep before its last step (a stalled server). */
const RESERVATION_LAPSED = 'A reserva demorou demais e foi desfeita. Tente novamente.';

export interface PurchasesDeps {
  raffles: RaffleRepository;
  purchases: PurchaseRepository;
  lightning: Lightning;
  clock: Clock;
  /** Whether LND can be paid now (lightning-readiness.ts); asked before anything is reserved. */
  readiness: LightningReadiness;
  /** The RNG of the numbers picked when the buyer chose none; a crypto RNG unless a test says. */
  randomInt?: RandomInt;
}

/** What one reservation needs once the request was read and checked. */
interface Reservation {
  raffle: Raffle;
  quantity: number;
  amount: number;
  /** Chosen numbers, ascending: all of them, or (a wallet's comment) fewer, the rest at random. */
  chosen: number[] | undefined;
  buyer: Pick<ReserveInput, 'userId' | 'walletBuyer' | 'consentAt'>;
  decide: (facts: ReservationFacts) => ReturnType<typeof decideReservation>;
  /** The invoice's memo, or (LNURL) the hash of the metadata the wallet shows, with our preimage. */
  invoice: { description: string } | { descriptionHash: string; preimage: string };
}

/** A wallet's purchase, read by the LNURL callback (docs/protocols/lnurl.md#callback-amount). */
export interface WalletPurchaseInput {
  raffleId: number;
  quantity: number;
  chosen: number[] | undefined;
  descriptionHash: string;
  /** sha256 of the ticket page's secret. */
  secretHash: string;
  /** The wallet buyer's placeholder e-mail (an .invalid address nobody can register). */
  email: string;
  /** 32 bytes hex, chosen by us so the success action can be encrypted with it (LUD-10). */
  preimage: string;
  decide: Reservation['decide'];
}

export function createPurchases(deps: PurchasesDeps) {
  const { raffles, purchases, lightning, clock, readiness } = deps;
  const randomInt = deps.randomInt ?? cryptoRandomInt;

  /**
   * A node receives at most the remote balance of its channels (LND ChannelBalance): an
   * invoice above it cannot be paid, so it is never issued (docs/decisions/0012-lnd-as-it-behaves.md). Open invoices do not
   * count against it: most expire unpaid, and refusing on their account would stop sales.
   */
  async function assertCanReceive(amount: number): Promise<void> {
    let inbound: number;
    try {
      inbound = await lightning.getInboundLiquidity();
    } catch (error) {
      if (error instanceof LightningError) throw unavailable(LIGHTNING_UNAVAILABLE);
      throw error;
    }
    if (amount > inbound) {
      throw conflict(
        `O nó não consegue receber ${formatSats(amount)} agora: a liquidez de entrada dele é de ${formatSats(inbound)}. Compre menos bilhetes ou tente mais tarde.`,
        'inbound_liquidity',
      );
    }
  }

  /** The raffle, if it is on sale now. */
  function raffleOnSale(raffleId: number): Raffle {
    const raffle = raffles.find(raffleId);
    if (!raffle) throw notFound('Rifa não encontrada');
    if (!onSale({ status: raffle.status, endDate: raffle.end_date }, clock.now().toISOString()))
      throw conflict(NOT_OPEN);
    return raffle;
  }

  /** Reserve the numbers in steps, then ask LND for the invoice (docs/protocols/payment.md). */
  async function reserveAndInvoice(r: Reservation): Promise<Purchase> {
    const { raffle, quantity, amount } = r;
    await readiness.assertReady();
    await assertCanReceive(amount);

    // No invoice outlives the sales window (docs/protocols/draw.md), nor the 15 minutes of spec §9.
    // The time is read again: asking LND may have taken a while.
    const reservedAt = clock.now();
    const expiresAt = new Date(
      Math.min(reservedAt.getTime() + INVOICE_VALIDITY_MS, Date.parse(raffle.end_date)),
    );
    const source = numberSource(r.chosen, randomInt);
    const first = Math.min(quantity, NUMBERS_PER_STEP);
    const held = { id: raffle.id, total: raffle.total_tickets };
    const reserved = await withFreeList(source, purchases, held, () =>
      purchases.reserve({
        ...r.buyer,
        raffleId: raffle.id,
        quantity,
        amount,
        now: reservedAt.toISOString(),
        holdUntil: expiresAt.toISOString(),
        // Checked again inside the write transaction: the read above may be stale by now.
        decide: r.decide,
        choose: source.choose(0, first),
      }),
    );
    if (!reserved.ok) throw refusal(reserved, raffle.total_tickets);
    if (reserved.numbers.length < quantity) {
      const rest = await claimRemaining(
        purchases,
        reserved.purchaseId,
        held,
        quantity,
        reserved.numbers,
        source,
      );
      if (!rest.ok) {
        purchases.release(reserved.purchaseId);
        if (rest.reason === 'gone') throw unavailable(RESERVATION_LAPSED);
        throw refusal(rest, raffle.total_tickets);
      }
    }

    let invoice;
    try {
      invoice = await lightning.createInvoice({
        tokens: amount,
        expiresAt,
        ...('descriptionHash' in r.invoice
          ? r.invoice
          : { description: r.invoice.description || invoiceMemo(raffle.name, quantity) }),
      });
    } catch (error) {
      purchases.release(reserved.purchaseId);
      if (error instanceof LightningError) throw unavailable(LIGHTNING_UNAVAILABLE);
      throw error;
    }
    try {
      purchases.attachInvoice(reserved.purchaseId, {
        paymentRequest: invoice.request,
        paymentHash: invoice.id,
        expiresAt: expiresAt.toISOString(),
      });
    } catch (error) {
      // SQLite refused the write (busy, full): nobody will see this invoice, so nothing of
      // the purchase may stay behind — cancel it in LND so it can never be paid, and give
      // the tickets back now rather than after the stale-reservation sweep.
      await lightning.cancelInvoice(invoice.id).catch(() => undefined);
      try {
        purchases.release(reserved.purchaseId);
      } catch {
        // Still refused: the settlement watcher's sweep releases it later.
      }
      throw error;
    }
    const transaction = purchases.find(reserved.purchaseId);
    if (!transaction) throw new Error(`transaction ${reserved.purchaseId} vanished after reserve`);
    return transaction;
  }

  return {
    async buy(user: UserRecord, body: unknown): Promise<Purchase> {
      const input = asObject(body);
      // Every field is required and typed (docs/decisions/0013-built-for-tor.md): a request without type_tx is a 400.
      if (input.type_tx === undefined || input.type_tx === null)
        throw invalid('Tipo de transação é obrigatório');
      if (input.type_tx !== 'buy') throw invalid('Tipo de transação inválido');
      if (input.raffle_id === undefined || input.raffle_id === null)
        throw invalid('Rifa é obrigatória');
      const raffleId = integer(input.raffle_id, 'Rifa', 1, Number.MAX_SAFE_INTEGER);
      const quantity = integer(
        input.tickets_count,
        'Quantidade de bilhetes',
        1,
        MAX_TICKETS,
        'Quantidade de bilhetes é obrigatória',
      );
      const amount = integer(input.amount, 'Valor', 1, Number.MAX_SAFE_INTEGER);
      if (!user.btc_address)
        throw invalid('Cadastre um endereço Bitcoin no seu perfil antes de comprar');
      const givesConsent = consentToRecord(user, input);

      const raffle = raffleOnSale(raffleId);
      const min = raffle.min_tickets ?? DEFAULT_MIN_TICKETS;
      if (quantity < min) throw invalid(`Mínimo de ${min} bilhetes necessário.`);
      const chosen = parseChosenNumbers(input.numbers, quantity, raffle.total_tickets);
      const expected = quantity * raffle.ticket_price;
      // docs/decisions/0014-numbers-prizes-packages.md: a package sets both the quantity and the price (the invoice amount).
      if (has(input, 'package_id') && input.package_id !== null)
        packageFor(raffle.packages ?? [], input.package_id, quantity, amount);
      else if (amount !== expected) {
        throw invalid(
          `Valor incorreto: ${quantity} ${plural(quantity, 'bilhete', 'bilhetes')} × ${raffle.ticket_price} sats = ${expected} sats`,
        );
      }
      return reserveAndInvoice({
        raffle,
        quantity,
        amount,
        chosen,
        buyer: {
          userId: user.id,
          ...(givesConsent ? { consentAt: clock.now().toISOString() } : {}),
        },
        decide: decideReservation,
        invoice: { description: invoiceMemo(raffle.name, quantity) },
      });
    },

    /**
     * A purchase from any wallet, without an account (docs/protocols/lnurl.md#wallet-buyers):
     * the callback checked the amount and read the numbers; the rest is an account's purchase.
     */
    async buyFromWallet(input: WalletPurchaseInput): Promise<Purchase> {
      const raffle = raffleOnSale(input.raffleId);
      return reserveAndInvoice({
        raffle,
        quantity: input.quantity,
        amount: input.quantity * raffle.ticket_price,
        chosen: input.chosen,
        buyer: { userId: 0, walletBuyer: { email: input.email, secretHash: input.secretHash } },
        decide: input.decide,
        invoice: { descriptionHash: input.descriptionHash, preimage: input.preimage },
      });
    },

    /** The buyer's purchases, newest first; only those of one raffle when `raffleId` is given. */
    listForUser: (userId: number, raffleId?: number) =>
      purchases
        .listByUser(userId)
        .filter((tx) => raffleId === undefined || tx.raffle_id === raffleId),

    /** Only the owner sees a transaction; anyone else gets the same 404 as a missing one. */
    getForUser(userId: number, id: number): Purchase {
      const transaction = purchases.find(id);
      if (!transaction || transaction.user_id !== userId)
        throw notFound('Transação não encontrada');
      return transaction;
    },

    /**
     * One purchase for GET /api/transaction/:id: its owner's, or any for the admin (who
     * answers participants' questions about a receipt, docs/decisions/0014-numbers-prizes-packages.md). Others: the same 404.
     */
    getVisibleTo(viewer: Pick<UserRecord, 'id' | 'is_admin'>, id: number): Purchase {
      const transaction = purchases.find(id);
      if (!transaction || (!viewer.is_admin && transaction.user_id !== viewer.id))
        throw notFound('Transação não encontrada');
      return transaction;
    },
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
