// The block half of a proof verification (docs/protocols/draw.md): the draw block is the first whose
// mediantime > end_date — its own mediantime is after the close and its parent's is not
// (mediantime never decreases, so that pins the first one) — and it has enough confirmations.
// Three sources of increasing strength: the proof's own numbers, the raw headers it may
// carry (proof of work, timestamps), and the auditor's node (best chain).

import { checkHeaderChain } from './block-header.ts';
import { checkOf } from './check.ts';
import { isAfterClose } from './close-time.ts';
import type { ChainHeader, DrawCheck, DrawProof, HeaderAtHeight } from './types.ts';

/** A proof whose block fields are filled in (status awaiting_confirmations or completed). */
type ProofWithBlock = DrawProof & {
  block_height: number;
  block_hash: string;
  block_mediantime: number;
};

export function hasBlock(proof: DrawProof): proof is ProofWithBlock {
  return (
    proof.block_height !== null && proof.block_hash !== null && proof.block_mediantime !== null
  );
}

export function checkBlockRule(proof: ProofWithBlock): DrawCheck {
  const height = proof.block_height;
  const after = isAfterClose(proof.block_mediantime, proof.end_date);
  const previousBefore =
    height === 0 ||
    (proof.previous_block_mediantime !== null &&
      !isAfterClose(proof.previous_block_mediantime, proof.end_date));
  const previous =
    height === 0
      ? 'é o bloco gênese'
      : `bloco ${height - 1}: mediantime ${timeText(proof.previous_block_mediantime)} ${previousBefore ? '≤' : '>'} end_date`;
  return {
    id: 'block_rule',
    ok: after && previousBefore,
    label_ptBR: 'O bloco do sorteio é o primeiro com mediantime > end_date (dados da prova)',
    detail: `end_date ${proof.end_date}; bloco ${height}: mediantime ${timeText(proof.block_mediantime)} ${after ? '>' : '≤'} end_date; ${previous}`,
  };
}

export function checkBlockHeaders(proof: ProofWithBlock, headers: readonly string[]): DrawCheck {
  const chain = checkHeaderChain(headers, proof.block_height);
  const problems = [...chain.problems];
  if (problems.length === 0) {
    compare(problems, 'hash do bloco', chain.hash, proof.block_hash);
    compare(problems, 'mediantime do bloco', chain.mediantime, proof.block_mediantime);
    if (proof.block_height > 0) {
      compare(problems, 'hash do bloco anterior', chain.previousHash, proof.previous_block_hash);
      compare(
        problems,
        'mediantime do bloco anterior',
        chain.previousMediantime,
        proof.previous_block_mediantime,
      );
    }
  }
  return checkOf(
    'block_headers',
    'Cabeçalhos brutos: encadeados, com prova de trabalho, mediantimes recalculados',
    problems,
    () => `${headers.length} cabeçalhos conferem com block_hash e com os dois mediantimes`,
  );
}

export interface NodeBlockCheck {
  check: DrawCheck;
  /** The node's header of the draw block, when it could be read. */
  header: ChainHeader | null;
}

/** Re-reads the block at block_height and the one below it from the auditor's node. */
export async function checkBlockOnNode(
  proof: ProofWithBlock,
  getHeader: HeaderAtHeight,
  /** Proof v2 (§8.2): the anchor's height; the block below the draw block may then be the
   *  anchor's own (or below it) and have any mediantime. */
  anchorHeight?: number,
): Promise<NodeBlockCheck> {
  const label = 'O bloco confere no seu nó Bitcoin (melhor cadeia)';
  const height = proof.block_height;
  let header: ChainHeader;
  let previous: ChainHeader | null;
  try {
    header = await getHeader(height);
    previous = height > 0 ? await getHeader(height - 1) : null;
  } catch (error) {
    return {
      header: null,
      check: {
        id: 'block_node',
        ok: false,
        label_ptBR: label,
        detail: `não foi possível ler o bloco ${height} do nó: ${(error as Error).message}`,
      },
    };
  }
  const problems: string[] = [];
  if (header.hash !== proof.block_hash) {
    problems.push(
      `no seu nó o bloco ${height} é ${header.hash}, a prova diz ${proof.block_hash} (outro bloco, outra rede ou reorganização)`,
    );
  } else {
    compare(problems, 'mediantime do bloco', header.mediantime, proof.block_mediantime, 'no nó');
    if (!isAfterClose(header.mediantime, proof.end_date))
      problems.push(
        `mediantime do bloco ${height} no nó (${timeText(header.mediantime)}) não é > end_date`,
      );
    if (previous) {
      if (proof.previous_block_hash !== null)
        compare(
          problems,
          'hash do bloco anterior',
          previous.hash,
          proof.previous_block_hash,
          'no nó',
        );
      compare(
        problems,
        'mediantime do bloco anterior',
        previous.mediantime,
        proof.previous_block_mediantime,
        'no nó',
      );
      const previousCounts = anchorHeight === undefined || height - 1 > anchorHeight;
      if (previousCounts && isAfterClose(previous.mediantime, proof.end_date)) {
        problems.push(
          `mediantime do bloco ${height - 1} no nó (${timeText(previous.mediantime)}) já é > end_date: o bloco ${height} não é o primeiro`,
        );
      }
    }
  }
  return {
    header,
    check: checkOf(
      'block_node',
      label,
      problems,
      () =>
        `bloco ${height} = ${header.hash}, mediantime ${timeText(header.mediantime)}; bloco ${height - 1}: ${previous ? timeText(previous.mediantime) : '—'}`,
    ),
  };
}

export function checkConfirmations(
  proof: ProofWithBlock,
  nodeHeader: ChainHeader | null,
): DrawCheck {
  const fromNode =
    typeof nodeHeader?.confirmations === 'number' && nodeHeader.hash === proof.block_hash;
  const confirmations = fromNode ? (nodeHeader?.confirmations as number) : proof.confirmations;
  return {
    id: 'confirmations',
    ok: confirmations !== null && confirmations >= proof.confirmations_required,
    label_ptBR: `O bloco tem ao menos ${proof.confirmations_required} confirmações`,
    detail: `${confirmations ?? 'desconhecidas'} confirmações (${fromNode ? 'no seu nó' : `informadas pela prova em ${proof.generated_at}`}), exigidas ${proof.confirmations_required}`,
  };
}

/** 1755439812 → '1755439812 (2025-08-17 14:10:12 UTC)' */
export function timeText(seconds: number | null): string {
  if (seconds === null) return 'desconhecido';
  return `${seconds} (${new Date(seconds * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC')})`;
}

function compare(
  problems: string[],
  what: string,
  actual: unknown,
  claimed: unknown,
  source = 'recalculado',
): void {
  if (actual !== claimed)
    problems.push(`${what}: ${source} ${String(actual)}, a prova diz ${String(claimed)}`);
}
