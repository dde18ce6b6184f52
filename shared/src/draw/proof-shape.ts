// Structural validation of a DrawProof read from JSON (the SPA gets it from the server, the
// verify script from a URL or a file: neither may be trusted to be well formed).

import { endDateMillis } from './close-time.ts';
import { isLowerHex64, isTicketNumber } from './input-checks.ts';
import type { DrawStatus } from './types.ts';

const STATUSES: readonly DrawStatus[] = [
  'open',
  'awaiting_anchor',
  'awaiting_block',
  'awaiting_confirmations',
  'completed',
  'cancelled',
];
const NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'];
const DECIMAL = /^(0|[1-9][0-9]*)$/;

type Rule = (value: unknown) => boolean;
const isInt =
  (min: number): Rule =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const isString: Rule = (value) => typeof value === 'string';
const isDate: Rule = (value) => {
  try {
    return typeof value === 'string' && Number.isFinite(endDateMillis(value));
  } catch {
    return false;
  }
};
const nullable =
  (rule: Rule): Rule =>
  (value) =>
    value === null || rule(value);

/** Field → rule, and the wording used when it fails. */
const FIELDS: Record<string, [Rule, string]> = {
  version: [(value) => value === 1 || value === 2, 'versão 1 ou 2'],
  raffle_id: [isInt(1), 'inteiro ≥ 1'],
  raffle_name: [isString, 'texto'],
  draw_id: [(value) => typeof value === 'string' && value.length > 0, 'texto não vazio'],
  end_date: [isDate, 'data ISO 8601 com fuso'],
  status: [(value) => STATUSES.includes(value as DrawStatus), STATUSES.join(' | ')],
  network: [(value) => NETWORKS.includes(value as string), NETWORKS.join(' | ')],
  tickets_count: [isInt(0), 'inteiro ≥ 0'],
  tickets_hash: [nullable(isLowerHex64), '64 hex minúsculos ou null'],
  tickets: [nullable(Array.isArray), 'lista ou null'],
  tickets_url: [isString, 'texto'],
  block_height: [nullable(isInt(0)), 'inteiro ≥ 0 ou null'],
  block_hash: [nullable(isLowerHex64), '64 hex minúsculos ou null'],
  block_mediantime: [nullable(isInt(0)), 'segundos Unix ou null'],
  previous_block_hash: [nullable(isLowerHex64), '64 hex minúsculos ou null'],
  previous_block_mediantime: [nullable(isInt(0)), 'segundos Unix ou null'],
  confirmations_required: [isInt(1), 'inteiro ≥ 1'],
  confirmations: [nullable(isInt(-1)), 'inteiro ou null'],
  digest: [nullable(isLowerHex64), '64 hex minúsculos ou null'],
  n: [
    nullable((value) => typeof value === 'string' && DECIMAL.test(value)),
    'inteiro em base 10 (texto) ou null',
  ],
  index: [nullable(isInt(0)), 'inteiro ≥ 0 ou null'],
  winning_ticket: [nullable(isTicketNumber), 'inteiro ≥ 1 ou null'],
  drawn_at: [nullable(isDate), 'data ISO 8601 ou null'],
  payout_txid: [nullable(isLowerHex64), '64 hex minúsculos ou null'],
  generated_at: [isDate, 'data ISO 8601'],
};

/** Fields each status must have filled in (docs/protocols/draw.md: what exists at each step). */
const REQUIRED_BY_STATUS: Record<DrawStatus, string[]> = {
  open: [],
  cancelled: [],
  awaiting_anchor: ['tickets_hash'],
  awaiting_block: ['tickets_hash'],
  awaiting_confirmations: ['tickets_hash', 'block_height', 'block_hash', 'block_mediantime'],
  completed: [
    'tickets_hash',
    'block_height',
    'block_hash',
    'block_mediantime',
    'digest',
    'n',
    'index',
    'winning_ticket',
  ],
};

/** What is wrong with the proof's structure, in pt-BR; empty when it is a well-formed DrawProof. */
export function proofShapeProblems(proof: unknown): string[] {
  if (typeof proof !== 'object' || proof === null || Array.isArray(proof))
    return ['a prova não é um objeto JSON'];
  const record = proof as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, [rule, expected]] of Object.entries(FIELDS)) {
    if (!(field in record)) problems.push(`campo ${field} ausente`);
    else if (!rule(record[field]))
      problems.push(`${field} = ${preview(record[field])} (esperado: ${expected})`);
  }
  const headers = record.block_headers;
  if (
    headers !== undefined &&
    headers !== null &&
    !(Array.isArray(headers) && headers.every(isString))
  ) {
    problems.push('block_headers deve ser uma lista de cabeçalhos em hexadecimal');
  }
  if (record.version === 2) problems.push(...v2ShapeProblems(record));
  if (problems.length > 0) return problems;

  const status = record.status as DrawStatus;
  const required = [...REQUIRED_BY_STATUS[status]];
  if (
    required.includes('block_height') &&
    typeof record.block_height === 'number' &&
    record.block_height > 0
  ) {
    required.push('previous_block_hash', 'previous_block_mediantime');
  }
  for (const field of required) {
    if (record[field] === null) problems.push(`${field} não pode ser null com status ${status}`);
  }
  if (status === 'completed' && record.tickets_count === 0)
    problems.push('um sorteio realizado precisa de N ≥ 1');
  return problems;
}

/** Version 2 (docs/protocols/draw-v2.md): tickets_root, the anchor and the headers from A − 10. */
function v2ShapeProblems(record: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!nullable(isLowerHex64)(record.tickets_root ?? null))
    problems.push('tickets_root deve ter 64 hex minúsculos');
  const anchor = record.anchor as Record<string, unknown> | null | undefined;
  if (anchor !== undefined && anchor !== null) {
    const ok =
      typeof anchor === 'object' &&
      isLowerHex64(anchor.txid) &&
      typeof anchor.raw_tx === 'string' &&
      isLowerHex64(anchor.block_hash) &&
      isInt(0)(anchor.height) &&
      isInt(0)(anchor.tx_index) &&
      Array.isArray(anchor.merkle_branch) &&
      anchor.merkle_branch.every(isLowerHex64);
    if (!ok)
      problems.push(
        `anchor = ${preview(anchor)} (esperado: txid, raw_tx, block_hash, height, tx_index, merkle_branch)`,
      );
  }
  const headers = record.chain_headers;
  if (
    headers !== undefined &&
    headers !== null &&
    !(Array.isArray(headers) && headers.every(isString))
  )
    problems.push('chain_headers deve ser uma lista de cabeçalhos em hexadecimal');
  if (!nullable(isInt(0))(record.chain_headers_start ?? null))
    problems.push('chain_headers_start deve ser um inteiro ≥ 0');
  const status = record.status as DrawStatus;
  if (status !== 'open' && status !== 'cancelled' && !record.tickets_root)
    problems.push(`tickets_root não pode faltar com status ${status}`);
  if (status === 'awaiting_confirmations' || status === 'completed') {
    for (const field of ['anchor', 'chain_headers', 'chain_headers_start'])
      if (record[field] === null || record[field] === undefined)
        problems.push(`${field} não pode faltar com status ${status}`);
  }
  return problems;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
