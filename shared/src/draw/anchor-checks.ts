// The checks proof version 2 adds (docs/protocols/draw-v2.md): the ticket list's Merkle root, the anchor
// transaction that commits it, its inclusion in the anchor block, and the draw block rule
// "lowest height above the anchor whose mediantime > end_date" recomputed from raw headers.
// All offline: the headers carry proof of work, so forging them costs real mining; only the
// auditor's node (verify-draw --rpc) can say they are the best chain.

import { anchoredRoot, merkleRootFromBranch, parseRawTransaction } from './anchor-tx.ts';
import { MEDIAN_TIME_SPAN, medianTimePast, meetsProofOfWork } from './block-header.ts';
import { parseBlockHeader, type ParsedBlockHeader } from './block-header.ts';
import { timeText } from './block-checks.ts';
import { checkOf } from './check.ts';
import { isAfterClose } from './close-time.ts';
import { ticketsRoot } from './tickets-merkle.ts';
import type { DrawAnchor, DrawCheck, DrawProof, DrawTicket } from './types.ts';

/** Consecutive raw headers from a known height, linked and with proof of work. */
export interface HeaderRun {
  problems: string[];
  first: number;
  headers: ParsedBlockHeader[];
}

export function readHeaderRun(headersHex: readonly string[], first: number): HeaderRun {
  const run: HeaderRun = { problems: [], first, headers: [] };
  try {
    run.headers = headersHex.map(parseBlockHeader);
  } catch (error) {
    run.problems.push((error as Error).message);
    return run;
  }
  run.headers.forEach((header, k) => {
    const height = first + k;
    if (!meetsProofOfWork(header))
      run.problems.push(`cabeçalho da altura ${height} não cumpre a prova de trabalho`);
    const parent = run.headers[k - 1];
    if (parent && header.previousblockhash !== parent.hash)
      run.problems.push(`cabeçalho da altura ${height} não aponta para o da altura ${height - 1}`);
  });
  if (first === 0 && run.headers[0]?.previousblockhash !== '0'.repeat(64))
    run.problems.push('o cabeçalho da altura 0 deveria ser um gênese (bloco anterior zerado)');
  return run;
}

function headerAt(run: HeaderRun, height: number): ParsedBlockHeader | undefined {
  return run.headers[height - run.first];
}

/** Median time past at `height`, or null when the run lacks its 11-block window. */
function mediantimeAt(run: HeaderRun, height: number): number | null {
  const from = Math.max(0, height - MEDIAN_TIME_SPAN + 1);
  if (from < run.first || !headerAt(run, height)) return null;
  const times = run.headers.slice(from - run.first, height - run.first + 1).map((h) => h.time);
  return medianTimePast(times);
}

type V2Proof = DrawProof & { tickets_root: string; anchor: DrawAnchor };

export function isAnchored(proof: DrawProof): proof is V2Proof {
  return proof.version === 2 && !!proof.tickets_root && !!proof.anchor;
}

export function checkTicketsRoot(
  proof: DrawProof,
  sorted: readonly DrawTicket[] | null,
): DrawCheck {
  const label = 'A raiz de Merkle da lista de bilhetes confere (tickets_root)';
  if (sorted === null || sorted.length === 0)
    return { id: 'tickets_root', ok: false, label_ptBR: label, detail: 'sem a lista de bilhetes' };
  const root = ticketsRoot(sorted);
  return checkOf(
    'tickets_root',
    label,
    root === proof.tickets_root ? [] : [`recalculada ${root}, a prova diz ${proof.tickets_root}`],
    () => `${sorted.length} bilhetes → ${root}`,
  );
}

/** The anchor transaction carries tickets_root in its RIFA output and hashes to its txid. */
export function checkAnchorCommitment(proof: V2Proof): DrawCheck {
  const problems: string[] = [];
  try {
    const tx = parseRawTransaction(proof.anchor.raw_tx);
    if (tx.txid !== proof.anchor.txid)
      problems.push(`a transação tem txid ${tx.txid}, a prova diz ${proof.anchor.txid}`);
    const root = anchoredRoot(tx);
    if (root === null) problems.push('a transação não tem a saída OP_RETURN "RIFA"');
    else if (root !== proof.tickets_root)
      problems.push(`a saída OP_RETURN registra ${root}, a prova diz ${proof.tickets_root}`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return checkOf(
    'anchor_commitment',
    'A transação âncora registra a raiz da lista (OP_RETURN "RIFA")',
    problems,
    () => `transação ${proof.anchor.txid} → ${proof.tickets_root}`,
  );
}

/** The anchor's Merkle branch leads to the merkle root of the anchor block's header. */
export function checkAnchorInclusion(proof: V2Proof, run: HeaderRun): DrawCheck {
  const { anchor } = proof;
  const header = headerAt(run, anchor.height);
  const problems: string[] = [];
  if (!header) problems.push(`faltam os cabeçalhos até a altura ${anchor.height}`);
  else if (header.hash !== anchor.block_hash)
    problems.push(`o bloco ${anchor.height} é ${header.hash}, a prova diz ${anchor.block_hash}`);
  else {
    try {
      const root = merkleRootFromBranch(anchor.txid, anchor.merkle_branch, anchor.tx_index);
      if (root !== header.merkleroot)
        problems.push(`o ramo leva a ${root}, o cabeçalho diz ${header.merkleroot}`);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return checkOf(
    'anchor_inclusion',
    `A transação âncora está no bloco ${anchor.height}`,
    problems,
    () => `ramo de ${anchor.merkle_branch.length} hashes até a raiz do bloco ${anchor.block_hash}`,
  );
}

/**
 * docs/protocols/draw-v2.md's rule from the headers: the draw block D is above the anchor's block A, its mediantime
 * is after end_date, and no block between them already was.
 */
export function checkBlockRuleAfterAnchor(proof: V2Proof, run: HeaderRun): DrawCheck {
  const a = proof.anchor.height;
  const d = proof.block_height;
  const problems = [...run.problems];
  let mtp: number | null = null;
  if (d === null) problems.push('a prova não diz o bloco do sorteio');
  else {
    if (d <= a) problems.push(`o bloco ${d} não vem depois da âncora (bloco ${a})`);
    const header = headerAt(run, d);
    mtp = mediantimeAt(run, d);
    if (!header || mtp === null) problems.push(`faltam cabeçalhos até a altura ${d}`);
    else {
      if (header.hash !== proof.block_hash)
        problems.push(`o bloco ${d} é ${header.hash}, a prova diz ${proof.block_hash}`);
      if (mtp !== proof.block_mediantime)
        problems.push(`mediantime recalculado ${mtp}, a prova diz ${proof.block_mediantime}`);
      if (!isAfterClose(mtp, proof.end_date))
        problems.push(`mediantime do bloco ${d} (${timeText(mtp)}) não é > end_date`);
      // Mediantime never decreases, so the block just below D (if above A) settles "lowest".
      const below = d - 1 > a ? mediantimeAt(run, d - 1) : null;
      if (d - 1 > a && (below === null || isAfterClose(below, proof.end_date)))
        problems.push(`o bloco ${d - 1}, depois da âncora, já tinha mediantime > end_date`);
    }
  }
  return checkOf(
    'block_rule',
    'O bloco do sorteio é o primeiro depois da âncora com mediantime > end_date',
    problems,
    () =>
      `âncora no bloco ${a}; end_date ${proof.end_date}; bloco ${d}: mediantime ${timeText(mtp)} > end_date`,
  );
}
