// GET /api/rifa/:id/tickets/:number/proof (docs/protocols/draw-v2.md 'Meu bilhete está na
// lista'): the inclusion proof of one paid ticket against tickets_root, so a buyer checks
// their ticket in the browser without the whole list. The list is frozen at the close, so
// each raffle's tree is built once, off the event loop (ports/ticket-lists.ts), and kept for the few raffles asked about
// lately; it is checked against the stored root before it serves anything.
import type { TicketInclusionProof } from '@rifa/shared';
import { conflict, notFound, unavailable } from '../kernel/errors.ts';
import type { DrawRepository, RaffleRepository, TicketLists } from '../ports/index.ts';
import { ticketListsOf } from './frozen-tickets.ts';
import type { TicketTree } from './ticket-tree.ts';

/** Trees kept: a 100,000-ticket tree holds ~200,000 32-byte hashes (~15 MB with overhead). */
const CACHED_TREES = 4;

export interface TicketProofsDeps {
  raffles: RaffleRepository;
  draws: DrawRepository;
  /** Default: on this thread, in steps (a database in memory). */
  ticketLists?: TicketLists;
}

export function createTicketProofs(deps: TicketProofsDeps) {
  const { raffles, draws } = deps;
  const ticketLists = deps.ticketLists ?? ticketListsOf(draws);
  const trees = new Map<number, TicketTree>();

  // One build per raffle at a time: concurrent first requests share it.
  const building = new Map<number, Promise<TicketTree>>();

  async function build(raffleId: number, root: string): Promise<TicketTree> {
    const tree = await ticketLists.tree(raffleId);
    // The list is frozen at the close: a different root is storage gone wrong, not a race.
    if (tree.root !== root)
      throw unavailable('A lista de bilhetes não confere com a raiz registrada no fechamento');
    return tree;
  }

  async function treeOf(raffleId: number, root: string): Promise<TicketTree> {
    let tree = trees.get(raffleId);
    if (tree) {
      trees.delete(raffleId); // most recently used goes last
    } else {
      let pending = building.get(raffleId);
      if (!pending) {
        pending = build(raffleId, root).finally(() => building.delete(raffleId));
        building.set(raffleId, pending);
      }
      tree = await pending;
    }
    trees.set(raffleId, tree);
    for (const oldest of trees.keys()) {
      if (trees.size <= CACHED_TREES) break;
      trees.delete(oldest);
    }
    return tree;
  }

  return {
    /** `number` is 0 when the path segment was not a positive integer (http/path-id.ts). */
    async proof(raffleId: number, number: number): Promise<TicketInclusionProof> {
      const raffle = raffles.find(raffleId);
      if (!raffle) throw notFound('Rifa não encontrada');
      const draw = draws.find(raffle.id);
      if (!draw)
        throw conflict(
          'As vendas desta rifa ainda estão abertas: a lista de bilhetes só é fixada no encerramento',
        );
      if (draw.tickets_count === 0) throw notFound('Esta rifa encerrou sem bilhetes pagos');
      if (draw.proof_version !== 2 || !draw.tickets_root)
        throw notFound(
          'Esta rifa foi encerrada antes da raiz de Merkle: confira seu bilhete na lista completa (tickets_hash)',
        );
      const proof = number > 0 ? (await treeOf(raffle.id, draw.tickets_root)).proof(number) : null;
      if (!proof)
        throw notFound(
          `O bilhete nº ${number > 0 ? number : '?'} não está na lista de bilhetes pagos desta rifa`,
        );
      return proof;
    },
  };
}
