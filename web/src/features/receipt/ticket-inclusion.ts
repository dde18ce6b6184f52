// 'Meu bilhete está na lista' (docs/protocols/draw-v2.md): each number of a purchase is checked
// against the ticket list the raffle committed to at close — for a version 2 proof with the
// inclusion path the server gives for that number, hashed up to the proof's tickets_root;
// for a version 1 proof against the published list itself. The leaf is made from the buyer's
// own number and payment hash, so a path for somebody else's ticket cannot pass.
import {
  verifyTicketInclusion,
  type DrawProof,
  type DrawTicket,
  type TicketInclusionProof,
} from '@rifa/shared';

type InclusionState = 'included' | 'missing' | 'unknown';

export interface InclusionResult {
  number: number;
  state: InclusionState;
}

/** The inclusion proof of a number, null when the server answers that it is not in the list. */
type FetchInclusionProof = (number: number) => Promise<TicketInclusionProof | null>;

/** Whether the committed list can be checked yet: sales closed and a list committed. */
export function canCheckInclusion(proof: DrawProof | null): proof is DrawProof {
  if (!proof || proof.status === 'open' || proof.status === 'cancelled') return false;
  return proof.tickets_root ? true : proof.tickets_hash !== null && proof.tickets !== null;
}

export async function checkInclusion(
  numbers: readonly number[],
  paymentHash: string,
  proof: DrawProof,
  fetchProof: FetchInclusionProof,
): Promise<InclusionResult[]> {
  const root = proof.tickets_root;
  if (!root) {
    const listed = new Set((proof.tickets ?? []).map((t) => `${t.number} ${t.payment_hash}`));
    return numbers.map((number) => ({
      number,
      state: listed.has(`${number} ${paymentHash}`) ? 'included' : 'missing',
    }));
  }
  return Promise.all(
    numbers.map(async (number): Promise<InclusionResult> => {
      let inclusion: TicketInclusionProof | null;
      try {
        inclusion = await fetchProof(number);
      } catch {
        // The server could not be asked (offline, 5xx): no verdict, never a fraud claim.
        return { number, state: 'unknown' };
      }
      if (inclusion === null) return { number, state: 'missing' };
      const ticket: DrawTicket = { number, payment_hash: paymentHash };
      return {
        number,
        state: verifyTicketInclusion(ticket, inclusion.path, root) ? 'included' : 'missing',
      };
    }),
  );
}
