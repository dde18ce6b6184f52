// The three steps of the plain-language verification (docs/decisions/0015-anchored-proof-signed-receipts.md), derived from verifyProof's
// checks: the list was fixed before the draw (registered in block A for a version 2 proof,
// published at close for version 1), which block drew, and which ticket the sum gives at each
// prize position. A step is ✓ only when every check behind it passed, '…' while the draw has
// not got that far (or the checks have not run yet).
import type { DrawCheck, DrawCheckId, DrawProof, DrawVerification } from '@rifa/shared';

type StepState = boolean | 'pending';

export type PlainStep =
  | { kind: 'anchored'; state: StepState; height: number | null }
  | { kind: 'published'; state: StepState; count: number }
  | { kind: 'block'; state: StepState; height: number | null }
  | {
      kind: 'ticket';
      state: StepState;
      position: number;
      ticket: number | null;
      positions: number;
    };

const LIST_CHECKS: DrawCheckId[] = [
  'format',
  'tickets_list',
  'tickets_numbers',
  'tickets_hash',
  'tickets_root',
  'anchor_commitment',
  'anchor_inclusion',
];
const BLOCK_CHECKS: DrawCheckId[] = ['block_rule', 'block_headers', 'block_node'];

function stateOf(checks: DrawCheck[] | null, ids: DrawCheckId[]): StepState {
  if (checks === null) return 'pending';
  const relevant = checks.filter((check) => ids.includes(check.id));
  if (relevant.length === 0) return 'pending';
  return relevant.every((check) => check.ok);
}

export function plainSteps(proof: DrawProof, verification: DrawVerification | null): PlainStep[] {
  const checks = verification?.checks ?? null;
  const format = checks?.find((check) => check.id === 'format');
  // A malformed proof stops verifyProof at its first check: every step fails with it.
  const broken = format !== undefined && !format.ok;
  const steps: PlainStep[] = [];
  if (proof.version === 2) {
    const anchorHeight = proof.anchor?.height ?? null;
    steps.push({
      kind: 'anchored',
      height: anchorHeight,
      state: broken ? false : anchorHeight === null ? 'pending' : stateOf(checks, LIST_CHECKS),
    });
  } else {
    steps.push({
      kind: 'published',
      count: proof.tickets_count,
      state: broken ? false : stateOf(checks, LIST_CHECKS),
    });
  }
  steps.push({
    kind: 'block',
    height: proof.block_height,
    state: broken ? false : proof.block_height === null ? 'pending' : stateOf(checks, BLOCK_CHECKS),
  });
  const winners = Array.isArray(proof.winners) ? proof.winners : [];
  const positions = Math.max(
    winners.length,
    Array.isArray(proof.prizes) ? proof.prizes.length : 0,
    1,
  );
  const drawn = proof.status === 'completed' && proof.digest !== null;
  // One 'prize' check per position when there are several (prize-checks.ts), else 'winner'.
  const prizeChecks = checks?.filter((check) => check.id === 'prize') ?? [];
  for (let position = 1; position <= positions; position += 1) {
    const check =
      positions === 1 ? checks?.find((c) => c.id === 'winner') : prizeChecks[position - 1];
    const ticket =
      positions === 1
        ? proof.winning_ticket
        : (winners.find((winner) => winner.position === position)?.winning_ticket ?? null);
    steps.push({
      kind: 'ticket',
      position,
      positions,
      ticket,
      state: broken ? false : !drawn || !check ? 'pending' : check.ok,
    });
  }
  return steps;
}
