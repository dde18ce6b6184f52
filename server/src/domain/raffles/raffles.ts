// Raffle creation and administration (spec §3, §5; issue rules on PUT /api/rifa/:id).
import type { Raffle } from '@rifa/shared';
import { btcAddress } from '../accounts/index.ts';
import { conflict, forbidden, invalid, notFound } from '../kernel/errors.ts';
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
import { asObject, displayName, has, integer, isoDate } from '../kernel/validate.ts';

/** 21 million BTC in sats: no amount on a Bitcoin raffle can exceed it. */
export const MAX_SATS = 2_100_000_000_000_000;
/** Keeps the tickets commitment and the draw within docs/protocols/targets.md's 1,000,000-ticket target. */
export const MAX_TICKETS = 1_000_000;

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

// Optional fields are absent or null when not given (docs/decisions/0013-built-for-tor.md): an empty string is a wrong
// type for a number and no address, so it is a 400 rather than a silent "none".
function optionalMin(value: unknown, total: number): number | null {
  if (value === undefined || value === null) return null;
  const label = 'Mínimo de bilhetes';
  const min = integer(value, label, 1, MAX_TICKETS, `${label} deve ser um número inteiro`);
  if (min > total) throw invalid('Mínimo de bilhetes não pode ser maior que o total de bilhetes');
  return min;
}

function optionalAddress(value: unknown, addresses: AddressValidator): string | null {
  if (value === undefined || value === null) return null;
  const label = 'Endereço Bitcoin do prêmio';
  if (typeof value !== 'string') throw invalid(`${label} deve ser um texto`);
  if (value.trim() === '')
    throw invalid(`${label} não pode ser vazio: omita o campo para não informar um endereço`);
  return btcAddress(value, addresses, label);
}

function futureDate(value: unknown, clock: Clock): string {
  const end = isoDate(value, 'Data de encerramento');
  if (end.getTime() <= clock.now().getTime())
    throw invalid('A data de encerramento deve estar no futuro');
  return end.toISOString();
}

function checkTotalValue(ticketPrice: number, totalTickets: number): void {
  if (ticketPrice * totalTickets > MAX_SATS) {
    throw invalid('O valor de todos os bilhetes somados excede 21 milhões de bitcoins');
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
      if (typeof input.admin_password !== 'string' || input.admin_password === '') {
        throw invalid('Senha de administrador é obrigatória');
      }
      const name = displayName(input.name, 'Nome da rifa');
      // docs/protocols/draw.md#several-prizes: `prizes` ranks them; prize_amount, when also given, must be the 1st.
      const prizes = parsePrizes(input);
      const prize = prizes
        ? (prizes[0] as { amount: number }).amount
        : integer(input.prize_amount, 'Prêmio (sats)', 1, MAX_SATS);
      if (prizes && has(input, 'prize_amount') && input.prize_amount !== prize)
        throw invalid('prize_amount deve ser igual ao valor do 1º prêmio');
      const price = integer(input.ticket_price, 'Preço do bilhete (sats)', 1, MAX_SATS);
      const total = integer(input.total_tickets, 'Total de bilhetes', 1, MAX_TICKETS);
      checkTotalValue(price, total);
      const packages = parsePackages(input, total);
      const endDate = futureDate(input.end_date, clock);
      if (has(input, 'status') && input.status !== 'active')
        throw invalid('Status inicial da rifa deve ser "active"');
      const min = optionalMin(input.min_tickets, total);
      const prizeAddress = optionalAddress(input.prize_btc_address, addresses);
      const texts = parseRaffleTexts(input);
      if (has(input, 'confirm_large_prize') && typeof input.confirm_large_prize !== 'boolean')
        throw invalid('Confirmação do prêmio (confirm_large_prize) deve ser true ou false');
      // Checked last so a typo in a field is reported before a password prompt repeats.
      if (!(await deps.confirmPassword(adminId, input.admin_password))) {
        throw forbidden('Senha de administrador incorreta');
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
        if (input.status !== 'cancelled') throw invalid('Status inválido');
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

      if (has(input, 'name')) changes.name = displayName(input.name, 'Nome da rifa');
      // docs/decisions/0014-numbers-prizes-packages.md: the texts may change while the raffle is active, even after sales closed
      // (a new contact for the winners), except the regulamento (raffle-texts.ts).
      const texts = parseRaffleTexts(input);
      Object.assign(changes, texts);
      if (has(input, 'end_date')) changes.end_date = futureDate(input.end_date, clock);
      if (has(input, 'prize_btc_address'))
        changes.prize_btc_address = optionalAddress(input.prize_btc_address, addresses);

      const committed = raffle.sold_tickets + raffles.reserved(raffle.id);
      const total = has(input, 'total_tickets')
        ? integer(input.total_tickets, 'Total de bilhetes', 1, MAX_TICKETS)
        : raffle.total_tickets;
      if (total < committed) {
        throw conflict(
          `O total de bilhetes não pode ser menor que os já vendidos ou reservados (${committed})`,
        );
      }
      if (has(input, 'total_tickets')) changes.total_tickets = total;
      const price = has(input, 'ticket_price')
        ? integer(input.ticket_price, 'Preço do bilhete (sats)', 1, MAX_SATS)
        : raffle.ticket_price;
      if (price !== raffle.ticket_price) {
        if (committed > 0)
          throw conflict('O preço do bilhete não pode mudar depois da primeira venda');
        changes.ticket_price = price;
      }
      checkTotalValue(price, total);
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
          ? optionalMin(input.min_tickets, total)
          : raffle.min_tickets;
        if (min !== null && min > total)
          throw invalid('Mínimo de bilhetes não pode ser maior que o total de bilhetes');
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
