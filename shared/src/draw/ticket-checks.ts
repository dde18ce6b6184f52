// The ticket half of a proof verification (docs/protocols/draw.md): the published list has N distinct
// numbers and hashes to the tickets_hash frozen at close; an auditor's own purchase is in it.
// Numbers are those fixed at reservation (§7 step 5, chosen or random), so gaps are normal.

import { plural } from '../plural.ts';
import { DrawInputError } from './input-checks.ts';
import { sortTickets, ticketsCommitment } from './tickets-commitment.ts';
import type { DrawCheck, DrawProof, DrawTicket } from './types.ts';

export interface TicketChecks {
  checks: DrawCheck[];
  /** The list in ascending order when every entry is valid, else null. */
  sorted: readonly DrawTicket[] | null;
  recomputedHash: string | null;
}

export function checkTickets(proof: DrawProof, paymentHashes: readonly string[]): TicketChecks {
  const result: TicketChecks = { checks: [], sorted: null, recomputedHash: null };
  if (proof.tickets_hash === null) return result;
  if (proof.tickets === null) {
    result.checks.push({
      id: 'tickets_list',
      ok: false,
      label_ptBR: 'A lista de bilhetes está disponível',
      detail: `a prova não traz a lista (tickets: null); ela está em ${proof.tickets_url}`,
    });
    return result;
  }

  let sorted: readonly DrawTicket[] | null = null;
  let invalid: string | null = null;
  try {
    sorted = sortTickets(proof.tickets);
  } catch (error) {
    if (!(error instanceof DrawInputError)) throw error;
    invalid = error.message;
  }
  result.sorted = sorted;

  result.checks.push({
    id: 'tickets_numbers',
    ok: sorted !== null && numberingProblem(sorted, proof.tickets_count) === null,
    label_ptBR: 'N bilhetes, cada número uma única vez',
    detail:
      invalid ??
      numberingProblem(sorted ?? [], proof.tickets_count) ??
      `N = ${proof.tickets_count} bilhetes, nº ${sorted?.[0]?.number ?? '-'} a ${sorted?.at(-1)?.number ?? '-'}`,
  });

  if (sorted !== null) result.recomputedHash = ticketsCommitment(sorted);
  const hashOk = result.recomputedHash === proof.tickets_hash;
  result.checks.push({
    id: 'tickets_hash',
    ok: hashOk,
    label_ptBR: 'A lista de bilhetes gera o tickets_hash publicado no fechamento',
    detail:
      result.recomputedHash === null
        ? `não calculável: ${invalid}`
        : hashOk
          ? `sha256 das linhas "<número> <payment_hash>\\n" = ${proof.tickets_hash}`
          : `recalculado ${result.recomputedHash}, a prova diz ${proof.tickets_hash}: a lista foi alterada depois do fechamento`,
  });

  for (const paymentHash of paymentHashes) {
    const numbers = proof.tickets
      .filter((ticket) => ticket?.payment_hash === paymentHash.toLowerCase())
      .map((ticket) => ticket.number);
    result.checks.push({
      id: 'ticket_included',
      ok: numbers.length > 0,
      label_ptBR: `Seu pagamento ${shortHash(paymentHash)} está na lista`,
      detail:
        numbers.length > 0
          ? `${plural(numbers.length, 'bilhete', 'bilhetes')} nº ${numbers.join(', ')}`
          : 'nenhum bilhete com esse payment_hash',
    });
  }
  return result;
}

/**
 * There are N tickets (repeated numbers are refused by sortTickets). Since docs/decisions/0014-numbers-prizes-packages.md a ticket
 * keeps the number fixed at its reservation (docs/protocols/payment.md step 5), so the numbers need not be
 * 1..N: the draw takes the i-th of them in ascending order (§8).
 */
function numberingProblem(sorted: readonly DrawTicket[], ticketsCount: number): string | null {
  if (sorted.length !== ticketsCount)
    return `a lista tem ${sorted.length} ${plural(sorted.length, 'bilhete', 'bilhetes')}, a prova diz N = ${ticketsCount}`;
  return null;
}

export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}
