// How verify-draw shows its result: one ✓/✗ line per check in pt-BR with the check id (so a
// failure names the check), the formula with the numbers filled in, and a verdict.

import type { DrawProof, DrawVerification } from '../../shared/src/draw/index.ts';

export interface NodeInfo {
  display: string;
  chain: string | null;
  blocks: number | null;
}

export interface Report {
  source: string;
  node: NodeInfo | null;
  verification: DrawVerification;
  notes: string[];
}

export function reportText({ source, node, verification, notes }: Report, proof: unknown): string {
  const lines: string[] = [];
  const named = typeof proof === 'object' && proof !== null ? (proof as Partial<DrawProof>) : {};
  lines.push(
    `Verificação do sorteio${named.raffle_id !== undefined ? ` da rifa ${named.raffle_id}` : ''}${named.raffle_name ? ` "${named.raffle_name}"` : ''}`,
  );
  lines.push(`Prova: ${source}`);
  lines.push(
    node
      ? `Nó Bitcoin: ${node.display}${node.chain ? ` (rede ${node.chain}, altura ${node.blocks ?? '?'})` : ''}`
      : 'Nó Bitcoin: nenhum. O bloco NÃO foi conferido com um nó; use --rpc http://usuario:senha@host:porta do seu bitcoind.',
  );
  lines.push('');
  for (const check of verification.checks) {
    lines.push(`${check.ok ? '✓' : '✗'} ${check.label_ptBR} [${check.id}]`);
    lines.push(`    ${check.detail}`);
  }
  const draw = verification.recomputed.draw;
  if (draw && typeof named.block_hash === 'string') {
    lines.push('');
    lines.push('Fórmula:');
    lines.push(`    n = sha256(utf8("${named.block_hash}" + ${JSON.stringify(named.draw_id)}))`);
    lines.push(`      = 0x${draw.digest}`);
    lines.push(`      = ${draw.n}`);
    lines.push(`    i = n mod N = n mod ${draw.tickets_count} = ${draw.index}`);
    lines.push(
      `    vencedor = ${draw.index + 1}º número pago em ordem crescente = bilhete nº ${draw.winning_ticket}`,
    );
  }
  const allNotes = [...notes, ...verification.notes_ptBR];
  if (allNotes.length > 0) {
    lines.push('');
    lines.push('Observações:');
    for (const note of allNotes) lines.push(`  - ${note}`);
  }
  lines.push('');
  const failed = verification.checks.filter((check) => !check.ok);
  lines.push(
    failed.length === 0
      ? `Resultado: ✓ todas as ${verification.checks.length} verificações passaram.`
      : `Resultado: ✗ ${failed.length} de ${verification.checks.length} verificações falharam: ${failed.map((check) => check.id).join(', ')}.`,
  );
  return `${lines.join('\n')}\n`;
}

export function reportJson({ source, node, verification, notes }: Report): string {
  return `${JSON.stringify({ ok: verification.ok, source, node, checks: verification.checks, notes_ptBR: [...notes, ...verification.notes_ptBR], recomputed: verification.recomputed }, null, 2)}\n`;
}
