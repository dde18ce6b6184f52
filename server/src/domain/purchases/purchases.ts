// Buying tickets (docs/protocols/payment.md steps 1–3): validate, reserve atomically, then invoice.
import {
  DEFAULT_MIN_TICKETS,
  formatSats,
  INVOICE_VALIDITY_MS,
  invoiceMemo,
  plural,
  type Purchase,
} from '@rifa/shared';
import { conflict, DomainError, invalid, notFound, unavailable } from '../kernel/errors.ts';
import { LIGHTNING_UNAVAILABLE, type LightningReadiness } from './lightning-readiness.ts';
import { LightningError, type Lightning } from '../ports/index.ts';
import type {
  Clock,
  PurchaseRepository,
  RaffleRepository,
  ReserveResult,
  UserRecord,
} from '../ports/index.ts';
import { MAX_TICKETS, packageFor } from '../raffles/index.ts';
import { decideReservation, onSale } from './reservation-rules.ts';
import {
  claimRemaining,
  numberSource,
  NUMBERS_PER_STEP,
  withFreeList,
} from './reservation-steps.ts';
import {
  cryptoRandomInt,
  formatNumbers,
  parseChosenNumbers,
  type RandomInt,
} from './ticket-numbers.ts';
import { asObject, has, integer } from '../kernel/validate.ts';
import { consentToRecord } from './purchase-consent.ts';

export const SOLD_OUT = 'Bilhetes esgotados';
export const NOT_OPEN = 'Esta rifa não está mais aceitando compras';
/** A large reservation released by the sweep before its last step (a stalled server). */
const RESERVATION_LAPSED = 'A reserva demorou demais e foi desfeita. Tente novamente.';

/** The pt-BR refusal of a reservation (409, or 429 for the open-invoice cap of docs/protocols/limits.md). */
function refusal(decision: Exclude<ReserveResult, { ok: true }>, total: number): DomainError {
  switch (decision.reason) {
    case 'numbers_taken':
      // docs/decisions/0014-numbers-prizes-packages.md: the buyer who lost a race learns which numbers to pick again.
      return decision.taken.length === 0
        ? conflict(SOLD_OUT)
        : conflict(
            decision.taken.length === 1
              ? `O número ${formatNumbers(decision.taken, total)} já foi reservado ou vendido. Escolha outro.`
              : `Os números ${formatNumbers(decision.taken, total)} já foram reservados ou vendidos. Escolha outros.`,
            'numbers_taken',
          );
    case 'not_open':
      return conflict(NOT_OPEN);
    case 'sold_out':
      return conflict(SOLD_OUT);
    case 'insufficient':
      return conflict(
        decision.available === 1
          ? 'Apenas 1 bilhete disponível'
          : `Apenas ${decision.available} bilhetes disponíveis`,
      );
    case 'open_purchases':
      return new DomainError(
        'rate_limited',
        `Você já tem ${decision.limit} compras aguardando pagamento nesta rifa, o máximo por conta. Pague uma delas ou espere a fatura expirar (até 15 minutos).`,
        'open_purchases',
      );
    case 'held_tickets':
      return conflict(
        decision.held > 0
          ? `Cada conta pode reservar no máximo ${decision.limit} bilhetes sem pagar nesta rifa, e você já tem ${decision.held} aguardando pagamento. Pague as faturas em aberto ou compre menos bilhetes.`
          : `Cada conta pode reservar no máximo ${decision.limit} bilhetes sem pagar nesta rifa. Compre até ${decision.limit} e, depois de pagar, compre mais.`,
        'held_tickets',
      );
  }
}

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

      const raffle = raffles.find(raffleId);
      if (!raffle) throw notFound('Rifa não encontrada');
      const now = clock.now();
      const end = new Date(raffle.end_date);
      if (!onSale({ status: raffle.status, endDate: raffle.end_date }, now.toISOString()))
        throw conflict(NOT_OPEN);
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

      await readiness.assertReady();
      await assertCanReceive(amount);

      // No invoice outlives the sales window (docs/protocols/draw.md), nor the 15 minutes of spec §9.
      // The time is read again: asking LND may have taken a while.
      const reservedAt = clock.now();
      const expiresAt = new Date(
        Math.min(reservedAt.getTime() + INVOICE_VALIDITY_MS, end.getTime()),
      );
      const source = numberSource(chosen, randomInt);
      const first = Math.min(quantity, NUMBERS_PER_STEP);
      const held = { id: raffleId, total: raffle.total_tickets };
      const reserved = await withFreeList(source, purchases, held, () =>
        purchases.reserve({
          userId: user.id,
          raffleId,
          quantity,
          amount,
          now: reservedAt.toISOString(),
          holdUntil: expiresAt.toISOString(),
          // Checked again inside the write transaction: the read above may be stale by now.
          decide: decideReservation,
          choose: source.choose(0, first),
          ...(givesConsent ? { consentAt: reservedAt.toISOString() } : {}),
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
          description: invoiceMemo(raffle.name, quantity),
          expiresAt,
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
      if (!transaction)
        throw new Error(`transaction ${reserved.purchaseId} vanished after reserve`);
      return transaction;
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
