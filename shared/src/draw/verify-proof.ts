// Recomputes a published draw proof (docs/protocols/draw.md) and reports every check in pt-BR. Used by
// the SPA's 'Verificar' panel and by scripts/verify-draw, so it is browser-safe: the only
// I/O is the optional header getter (the auditor's own node, in the script).

import {
  checkBlockHeaders,
  checkBlockOnNode,
  checkBlockRule,
  checkConfirmations,
  hasBlock,
} from './block-checks.ts';
import {
  checkAnchorCommitment,
  checkAnchorInclusion,
  checkBlockRuleAfterAnchor,
  checkTicketsRoot,
  isAnchored,
  readHeaderRun,
} from './anchor-checks.ts';
import { checkOf } from './check.ts';
import { checkPrizes } from './prize-checks.ts';
import { DrawInputError } from './input-checks.ts';
import { proofShapeProblems } from './proof-shape.ts';
import { checkTickets } from './ticket-checks.ts';
import type { ChainHeader, DrawCheck, DrawProof, DrawTicket, HeaderAtHeight } from './types.ts';
import { drawIndex, winningTicket, type DrawResult } from './winning-ticket.ts';

export interface VerifyProofOptions {
  /** Best-chain header at a height from a node the auditor trusts; without it the block
   *  values are only checked for consistency with the proof itself. */
  getHeader?: HeaderAtHeight;
  /** Payment hashes of the auditor's own purchases: each must be in the ticket list. */
  paymentHashes?: readonly string[];
}

export interface DrawVerification {
  /** True only when every check passed (and so the draw is final and recomputed). */
  ok: boolean;
  checks: DrawCheck[];
  /** What was not checked and why, in pt-BR (e.g. the block was not compared with a node). */
  notes_ptBR: string[];
  /** Values recomputed from the proof's inputs, for showing the formula with numbers. */
  recomputed: { tickets_hash: string | null; draw: DrawResult | null };
}

const STATUS_TEXT: Record<DrawProof['status'], string> = {
  open: 'vendas abertas: ainda não há sorteio',
  awaiting_anchor: 'vendas encerradas; aguardando a transação âncora ser minerada',
  awaiting_block: 'vendas encerradas; aguardando o primeiro bloco com mediantime > end_date',
  awaiting_confirmations: 'bloco encontrado; aguardando as confirmações',
  completed: 'sorteio realizado',
  cancelled: 'rifa cancelada: não há sorteio',
};

export async function verifyProof(
  proof: DrawProof,
  options: VerifyProofOptions = {},
): Promise<DrawVerification> {
  const verification: DrawVerification = {
    ok: false,
    checks: [],
    notes_ptBR: [],
    recomputed: { tickets_hash: null, draw: null },
  };
  const { checks, notes_ptBR: notes } = verification;

  const problems = proofShapeProblems(proof);
  checks.push(
    checkOf(
      'format',
      'A prova está completa e bem formada',
      problems,
      () => `rifa ${proof.raffle_id} "${proof.raffle_name}", rede ${proof.network}`,
    ),
  );
  if (problems.length > 0) return verification;

  // draw_id must be fixed before the block is known, or whoever picks it could try many
  // values against the block hash: docs/protocols/draw.md fixes it as the raffle id in text.
  checks.push({
    id: 'draw_id',
    ok: proof.draw_id === String(proof.raffle_id),
    label_ptBR: 'O draw_id é o id da rifa, fixado na criação',
    detail: `draw_id ${JSON.stringify(proof.draw_id)}, id da rifa ${proof.raffle_id}`,
  });
  checks.push({
    id: 'status',
    ok: proof.status === 'completed',
    label_ptBR: 'O sorteio foi realizado',
    detail: STATUS_TEXT[proof.status],
  });

  const tickets = checkTickets(proof, options.paymentHashes ?? []);
  checks.push(...tickets.checks);
  verification.recomputed.tickets_hash = tickets.recomputedHash;

  const anchored = isAnchored(proof);
  if (proof.version === 2 && proof.tickets_root)
    checks.push(checkTicketsRoot(proof, tickets.sorted));
  if (anchored) checks.push(checkAnchorCommitment(proof));

  if (hasBlock(proof)) {
    if (anchored) {
      // docs/protocols/draw-v2.md: the draw block comes after the anchor; the headers from A − 10 prove both.
      const run = readHeaderRun(proof.chain_headers ?? [], proof.chain_headers_start ?? 0);
      checks.push(checkAnchorInclusion(proof, run));
      checks.push(checkBlockRuleAfterAnchor(proof, run));
    } else {
      // Version 1 (a v2 proof with a block always has its anchor: proofShapeProblems).
      checks.push(checkBlockRule(proof));
      if (proof.block_headers) checks.push(checkBlockHeaders(proof, proof.block_headers));
      else
        notes.push(
          'A prova não traz os cabeçalhos brutos dos blocos: os mediantimes não foram recalculados a partir dos horários dos blocos.',
        );
    }
    let nodeHeader: ChainHeader | null = null;
    if (options.getHeader) {
      const node = await checkBlockOnNode(
        proof,
        options.getHeader,
        anchored ? proof.anchor.height : undefined,
      );
      checks.push(node.check);
      nodeHeader = node.header;
    } else {
      notes.push(
        'O bloco não foi conferido com um nó Bitcoin: hash, mediantimes e confirmações vêm da própria prova.',
      );
    }
    checks.push(checkConfirmations(proof, nodeHeader));
    if (proof.digest !== null) {
      const winner = checkWinner(proof as DrawProof & { block_hash: string }, tickets.sorted);
      checks.push(winner.check);
      verification.recomputed.draw = winner.result;
      checks.push(...checkPrizes(proof as DrawProof & { block_hash: string }, tickets.sorted));
    }
  }

  verification.ok = checks.every((check) => check.ok);
  return verification;
}

function checkWinner(
  proof: DrawProof & { block_hash: string },
  sorted: readonly DrawTicket[] | null,
): { check: DrawCheck; result: DrawResult | null } {
  const label = 'O bilhete vencedor é recalculado a partir do hash do bloco';
  let result: DrawResult;
  let assumption = '';
  try {
    if (sorted !== null && sorted.length > 0) {
      result = winningTicket(
        proof.block_hash,
        proof.draw_id,
        sorted.map((ticket) => ticket.number),
      );
    } else {
      const computation = drawIndex(proof.block_hash, proof.draw_id, proof.tickets_count);
      result = { ...computation, winning_ticket: computation.index + 1 };
      assumption = ' (sem a lista de bilhetes: supondo numeração 1..N)';
    }
  } catch (error) {
    if (!(error instanceof DrawInputError)) throw error;
    return {
      result: null,
      check: {
        id: 'winner',
        ok: false,
        label_ptBR: label,
        detail: `não calculável: ${error.message}`,
      },
    };
  }
  const mismatches = (['digest', 'n', 'index', 'winning_ticket'] as const)
    .filter((field) => result[field] !== proof[field])
    .map((field) => `${field}: recalculado ${result[field]}, a prova diz ${proof[field]}`);
  const formula = `digest ${result.digest}; i = n mod ${result.tickets_count} = ${result.index}; vencedor: bilhete nº ${result.winning_ticket}${assumption}`;
  return {
    result,
    check: {
      id: 'winner',
      ok: mismatches.length === 0,
      label_ptBR: label,
      detail: mismatches.length > 0 ? `${mismatches.join('; ')} — ${formula}` : formula,
    },
  };
}
