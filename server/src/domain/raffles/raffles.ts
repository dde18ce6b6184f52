// Raffle creation and administration (spec §3, §5; issue rules on PUT /api/rifa/:id). The
// field rules are shared with the 'Criar Rifa' form (shared raffle-rules.ts): a refusal names
// its field (docs/protocols/http-api.md#errors).
import {
  MAX_SATS,
  MAX_TICKETS,
  raffleCreateProblems,
  raffleRules,
  type Checked,
  type Raffle,
  type RaffleField,
} from '@rifa/shared';
import { btcAddress } from '../accounts/index.ts';
import { conflict, DomainError, forbidden, invalid, notFound } from '../kernel/errors.ts';
import type {
  AddressValidator,
  Clock,
  RaffleChanges,
  RaffleRepository,
  RefundRepository,
} from '../ports/index.ts';
import { checkPackagesFit, parsePackages } from './package-rules.ts';
import { parsePrizes, totalSats } from './prize-rules.ts';
import type { RaffleCancellation } from './raffle-cancellation.ts';
import { changesRules, parseRaffleTexts } from './raffle-texts.ts';
import { asObject, has } from '../kernel/validate.ts';

export { MAX_SATS, MAX_TICKETS };

export interface RafflesDeps {
  raffles: RaffleRepository;
  addresses: AddressValidator;
  clock: Clock;
  /** Re-verifies the logged-in admin's password (step-up, docs/protocols/http-api.md#authentication-and-roles). */
  confirmPassword(userId: number, password: unknown): Promise<boolean>;
  /** Cancellation with the refunds it owes (docs/protocols/draw.md). */
  refunds: RefundRepository;
  /** Then its open invoices are cancelled in LND (raffle-cancellation.ts). */
  cancellation: RaffleCancellation;
  /** The prize-size warning (docs/protocols/draw.md), or null when the prize needs none. */
  prizeWarning: (prize: number) => Promise<string | null>;
  /** The inbound-liquidity warning (liquidity-warning.ts), or null when sales fit. */
  liquidityWarning: (sales: number) => Promise<string | null>;
}

/** The value a shared rule read, or its 400 naming the field. */
function take<T>(checked: Checked<T>, field: RaffleField): T {
  if (!checked.ok) throw invalid(checked.error, checked.field ?? field);
  return checked.value;
}

// Optional fields are absent or null when not given (docs/decisions/0013-built-for-tor.md): an empty string is a wrong
// type for a number and no address, so it is a 400 rather than a silent "none".
function optionalAddress(value: unknown, addresses: AddressValidator): string | null {
  const shaped = take(raffleRules.prizeAddressShape(value), 'prize_btc_address');
  if (shaped === null) return null;
  try {
    return btcAddress(shaped, addresses, 'Endereço Bitcoin do prêmio');
  } catch (error) {
    if (error instanceof DomainError) throw invalid(error.message, 'prize_btc_address');
    throw error;
  }
}

export function createRaffles(deps: RafflesDeps) {
  const { raffles, addresses, clock } = deps;

  function get(id: number): Raffle {
    const raffle = raffles.find(id);
    if (!raffle) throw notFound('Rifa não encontrada');
    return raffle;
  }

  const CONFIRM_ANYWAY = 'Confirme para criar a rifa mesmo assim.';

  return {
    list: () => raffles.list(),
    get: (id: number) => get(id),

    async create(adminId: number, body: unknown): Promise<Raffle> {
      const input = asObject(body);
      // Every field rule at once (shared raffle-rules.ts), reported in the form's order.
      const problem = raffleCreateProblems(input, clock.now())[0];
      if (problem) throw invalid(problem.error, problem.field);
      const name = take(raffleRules.name(input.name), 'name');
      // docs/protocols/draw.md#several-prizes: `prizes` ranks them; prize_amount, when also given, must be the 1st.
      const prizes = parsePrizes(input);
      const prize = prizes
        ? (prizes[0] as { amount: number }).amount
        : take(raffleRules.prizeAmount(input.prize_amount), 'prize_amount');
      const price = take(raffleRules.ticketPrice(input.ticket_price), 'ticket_price');
      const total = take(raffleRules.totalTickets(input.total_tickets), 'total_tickets');
      const packages = parsePackages(input, total);
      const endDate = take(raffleRules.endDate(input.end_date, clock.now()), 'end_date');
      if (has(input, 'status') && input.status !== 'active')
        throw invalid('Status inicial da rifa deve ser "active"', 'status');
      const min = take(raffleRules.minTickets(input.min_tickets, total), 'min_tickets');
      const prizeAddress = optionalAddress(input.prize_btc_address, addresses);
      const texts = parseRaffleTexts(input);
      if (has(input, 'confirm_large_prize') && typeof input.confirm_large_prize !== 'boolean')
        throw invalid(
          'Confirmação do prêmio (confirm_large_prize) deve ser true ou false',
          'confirm_large_prize',
        );
      // Checked last so a typo in a field is reported before a password prompt repeats.
      if (!(await deps.confirmPassword(adminId, input.admin_password))) {
        throw forbidden('Senha de administrador incorreta', 'admin_password');
      }
      // After every other check, so a 409 means "all good, only confirm": the prize size
      // and whether the node can receive every sale, in one dialog.
      if (input.confirm_large_prize !== true) {
        const [prizeNote, liquidityNote] = await Promise.all([
          deps.prizeWarning(prizes ? totalSats(prizes) : prize),
          deps.liquidityWarning(price * total),
        ]);
        const notes = [prizeNote, liquidityNote].filter((note): note is string => !!note);
        if (notes.length > 0) throw conflict(`${notes.join(' ')} ${CONFIRM_ANYWAY}`, 'large_prize');
      }
      return raffles.create({
        name,
        prize_amount: prize,
        ticket_price: price,
        total_tickets: total,
        min_tickets: min,
        end_date: endDate,
        prize_btc_address: prizeAddress,
        created_by: adminId,
        created_at: clock.now().toISOString(),
        ...(prizes ? { prizes } : {}),
        ...(packages ? { packages } : {}),
        texts,
      });
    },

    async update(id: number, body: unknown): Promise<Raffle> {
      const raffle = get(id);
      const input = asObject(body);
      if (raffle.status !== 'active')
        throw conflict('Rifa finalizada ou cancelada não pode ser alterada');
      const now = clock.now();
      const salesClosed = new Date(raffle.end_date).getTime() <= now.getTime();
      const changes: RaffleChanges = {};

      if (has(input, 'status') && input.status !== raffle.status) {
        if (input.status === 'completed') throw conflict('Uma rifa só é finalizada pelo sorteio');
        if (input.status !== 'cancelled') throw invalid('Status inválido', 'status');
        if (salesClosed)
          throw conflict('As vendas já encerraram: o sorteio não pode mais ser cancelado');
        changes.status = 'cancelled';
      }
      const editing = [
        'name',
        'end_date',
        'prize_btc_address',
        'total_tickets',
        'ticket_price',
        'min_tickets',
        'prizes',
        'packages',
      ].some((key) => has(input, key));
      if (editing && salesClosed)
        throw conflict('As vendas já encerraram: a rifa não pode mais ser alterada');

      if (has(input, 'name')) changes.name = take(raffleRules.name(input.name), 'name');
      // docs/decisions/0014-numbers-prizes-packages.md: the texts may change while the raffle is active, even after sales closed
      // (a new contact for the winners), except the regulamento (raffle-texts.ts).
      const texts = parseRaffleTexts(input);
      Object.assign(changes, texts);
      if (has(input, 'end_date'))
        changes.end_date = take(raffleRules.endDate(input.end_date, now), 'end_date');
      if (has(input, 'prize_btc_address'))
        changes.prize_btc_address = optionalAddress(input.prize_btc_address, addresses);

      const committed = raffle.sold_tickets + raffles.reserved(raffle.id);
      const total = has(input, 'total_tickets')
        ? take(raffleRules.totalTickets(input.total_tickets), 'total_tickets')
        : raffle.total_tickets;
      if (total < committed) {
        throw conflict(
          `O total de bilhetes não pode ser menor que os já vendidos ou reservados (${committed})`,
        );
      }
      if (has(input, 'total_tickets')) changes.total_tickets = total;
      const price = has(input, 'ticket_price')
        ? take(raffleRules.ticketPrice(input.ticket_price), 'ticket_price')
        : raffle.ticket_price;
      if (price !== raffle.ticket_price) {
        if (committed > 0)
          throw conflict('O preço do bilhete não pode mudar depois da primeira venda');
        changes.ticket_price = price;
      }
      take(raffleRules.totalValue(price, total), 'ticket_price');
      if (changesRules(texts, raffle.rules) && (committed > 0 || salesClosed))
        throw conflict('O regulamento não pode mudar depois da primeira venda ou reserva');
      const prizes = parsePrizes(input);
      if (prizes) {
        if (committed > 0)
          throw conflict('Os prêmios não podem mudar depois da primeira venda ou reserva');
        changes.prizes = prizes;
      }
      // docs/decisions/0014-numbers-prizes-packages.md: packages change like the prizes, only before the first sale or reservation.
      const packages = parsePackages(input, total);
      if (packages) {
        if (committed > 0)
          throw conflict('Os pacotes não podem mudar depois da primeira venda ou reserva');
        changes.packages = packages;
      } else if (has(input, 'total_tickets')) checkPackagesFit(raffle.packages ?? [], total);
      if (has(input, 'min_tickets') || has(input, 'total_tickets')) {
        const min = has(input, 'min_tickets')
          ? take(raffleRules.minTickets(input.min_tickets, total), 'min_tickets')
          : raffle.min_tickets;
        if (min !== null && min > total)
          throw invalid(
            'Mínimo de bilhetes não pode ser maior que o total de bilhetes',
            'total_tickets',
          );
        if (has(input, 'min_tickets')) changes.min_tickets = min;
      }
      if (Object.keys(changes).length === 0) throw invalid('Nenhuma alteração informada');
      const { status, ...edits } = changes;
      if (Object.keys(edits).length > 0) raffles.update(raffle.id, edits, now.toISOString());
      // Cancelling records a refund owed for every paid purchase, in the same transaction
      // that re-checks the sales are still open (the draw scheduler may close them meanwhile).
      if (status === 'cancelled') {
        if (!deps.refunds.cancelRaffle(raffle.id, now.toISOString()))
          throw conflict('As vendas já encerraram: o sorteio não pode mais ser cancelado');
        // No invoice of a cancelled raffle may stay payable (docs/decisions/0013-built-for-tor.md).
        await deps.cancellation.cancelOpenInvoices(raffle.id);
      }
      return get(raffle.id);
    },
  };
}

export type Raffles = ReturnType<typeof createRaffles>;
