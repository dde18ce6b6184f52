// The `amount` a wallet sends to the pay callback (docs/protocols/lnurl.md#callback-amount):
// millisatoshis that must be a whole number of tickets within what this buyer may take now.
// A result, not a throw: the route answers LUD-06's {"status":"ERROR","reason"} with it, not
// the API's {error} shape.
import { formatNumber, formatSats, plural } from '@rifa/shared';
import { DomainError } from '../kernel/errors.ts';
import { satsToMsat } from './msat.ts';

export interface AmountRules {
  ticketPriceSats: number;
  /** The raffle's minimum purchase (min_tickets, or 1). */
  minTickets: number;
  /** What one buyer may hold unpaid (maxHeldTickets): the payRequest's maxSendable. */
  maxTickets: number;
  /** total − sold − unexpired reservations, read when the callback arrives. */
  available: number;
}

export type AmountRefusal =
  'malformed' | 'fraction' | 'below_min' | 'sold_out' | 'insufficient' | 'above_max';

export type CallbackAmount =
  { ok: true; tickets: number } | { ok: false; reason: AmountRefusal; error: DomainError };

/** The ticket count an `amount` query value pays for, or why it is refused (pt-BR). */
export function ticketsForAmount(amount: unknown, rules: AmountRules): CallbackAmount {
  const { ticketPriceSats: price, minTickets, maxTickets, available } = rules;
  const msat = parseMsat(amount);
  if (msat === undefined)
    return refuse('malformed', 'O valor (amount) precisa ser um número inteiro de milissatoshis');
  const ticketMsat = satsToMsat(price);
  if (msat % ticketMsat !== 0)
    return refuse(
      'fraction',
      `O valor precisa ser um número inteiro de bilhetes de ${formatSats(price)} (recebido: ${describeMsat(msat)})`,
    );
  const tickets = msat / ticketMsat;
  if (tickets < minTickets)
    return refuse('below_min', `Mínimo de ${ticketsAndSats(minTickets, price)} por compra`);
  // Availability before the per-buyer cap, as for an account's purchase: "only 3 left" is the
  // answer that helps most.
  if (available <= 0) return refuse('sold_out', 'Bilhetes esgotados');
  if (tickets > available)
    return refuse(
      'insufficient',
      `${available === 1 ? 'Resta' : 'Restam'} apenas ${ticketsAndSats(available, price)} nesta rifa`,
    );
  if (tickets > maxTickets)
    return refuse(
      'above_max',
      `Cada compra pode levar no máximo ${ticketsAndSats(maxTickets, price)} sem pagamento confirmado. Pague menos bilhetes e, depois, compre mais.`,
    );
  return { ok: true, tickets };
}

/** '2 bilhetes (2.000 sats)': how an amount is named to the payer. */
export function ticketsAndSats(tickets: number, ticketPriceSats: number): string {
  return `${formatNumber(tickets)} ${plural(tickets, 'bilhete', 'bilhetes')} (${formatSats(tickets * ticketPriceSats)})`;
}

/** A query string's digits (or an integer) as a safe integer ≥ 0; else undefined. */
function parseMsat(amount: unknown): number | undefined {
  const value =
    typeof amount === 'string' && /^\d{1,16}$/.test(amount)
      ? Number(amount)
      : typeof amount === 'number'
        ? amount
        : undefined;
  return value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** Sats when whole, else millisatoshis: '1.500 sats', '1.500.500 msats'. */
function describeMsat(msat: number): string {
  return msat % 1000 === 0 ? formatSats(msat / 1000) : `${formatNumber(msat)} msats`;
}

/** Too many tickets is a conflict with the raffle's state; a malformed amount is invalid input. */
function refuse(reason: AmountRefusal, message: string): CallbackAmount {
  const conflicts: AmountRefusal[] = ['sold_out', 'insufficient', 'above_max'];
  const error = new DomainError(
    conflicts.includes(reason) ? 'conflict' : 'validation',
    message,
    reason,
  );
  if (error.code === 'validation') error.field = 'amount';
  return { ok: false, reason, error };
}
