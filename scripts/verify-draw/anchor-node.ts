// verify-draw --rpc for proof version 2 (docs/protocols/draw-v2.md): what the auditor's own
// bitcoind says about the anchor, beyond the offline checks. `getrawtransaction <txid> true
// <blockhash>` needs no -txindex: the transaction must be the proof's byte for byte, in that
// block, and that block in the node's best chain; and the raw headers of the anchor block and
// of the draw block must be the node's. (verifyProof's block_node check, given the node's
// headers, already checks that the draw block is the first above the anchor whose mediantime
// passes end_date on that node.)

import type { DrawAnchor, DrawCheck, DrawProof } from '../../shared/src/draw/index.ts';
import type { RpcClient } from './rpc.ts';

interface RawTransactionVerbose {
  hex: string;
  txid: string;
  blockhash?: string;
  confirmations?: number;
  in_active_chain?: boolean;
}

interface HeaderVerbose {
  hash: string;
  height: number;
  confirmations: number;
}

type AnchoredProof = DrawProof & { anchor: DrawAnchor };

export function isAnchoredProof(proof: DrawProof): proof is AnchoredProof {
  return proof.version === 2 && typeof proof.anchor === 'object' && proof.anchor !== null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkAnchorTransaction(proof: AnchoredProof, client: RpcClient): Promise<DrawCheck> {
  const { anchor } = proof;
  const label = 'A transação âncora está nesse bloco no seu nó (getrawtransaction)';
  const problems: string[] = [];
  let anchorHeader: HeaderVerbose | null = null;
  try {
    const tx = await client.call<RawTransactionVerbose>('getrawtransaction', [
      anchor.txid,
      true,
      anchor.block_hash,
    ]);
    if (tx.hex !== anchor.raw_tx) problems.push('os bytes da transação no nó diferem dos da prova');
    if (tx.blockhash !== undefined && tx.blockhash !== anchor.block_hash)
      problems.push(`o nó a coloca no bloco ${tx.blockhash}`);
    if (tx.in_active_chain !== true || !(Number(tx.confirmations) > 0))
      problems.push(
        `o bloco ${anchor.block_hash} não está na melhor cadeia do seu nó (in_active_chain ${String(tx.in_active_chain)}, confirmações ${tx.confirmations ?? '?'})`,
      );
    anchorHeader = await client.call<HeaderVerbose>('getblockheader', [anchor.block_hash, true]);
    if (anchorHeader.height !== anchor.height)
      problems.push(
        `no seu nó o bloco da âncora tem altura ${anchorHeader.height}, a prova diz ${anchor.height}`,
      );
  } catch (error) {
    problems.push(`o nó não confirmou a transação ${anchor.txid}: ${message(error)}`);
  }
  return {
    id: 'anchor_node',
    ok: problems.length === 0,
    label_ptBR: label,
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `transação ${anchor.txid} no bloco ${anchor.height} (${anchor.block_hash}), ${anchorHeader?.confirmations ?? '?'} confirmações`,
  };
}

/** The proof's raw headers of the anchor block and of the draw block are the node's. */
async function checkHeaders(proof: AnchoredProof, client: RpcClient): Promise<DrawCheck> {
  const label = 'Os cabeçalhos do bloco da âncora e do bloco do sorteio são os do seu nó';
  const start = proof.chain_headers_start ?? 0;
  const headers = proof.chain_headers ?? [];
  const blocks: [string, number, string | null][] = [
    ['da âncora', proof.anchor.height, proof.anchor.block_hash],
    ['do sorteio', proof.block_height ?? -1, proof.block_hash],
  ];
  const problems: string[] = [];
  for (const [name, height, hash] of blocks) {
    const published = headers[height - start];
    if (hash === null || published === undefined) {
      problems.push(`a prova não traz o cabeçalho do bloco ${name}`);
      continue;
    }
    try {
      const raw = await client.call<string>('getblockheader', [hash, false]);
      if (raw.toLowerCase() !== published.toLowerCase())
        problems.push(`o cabeçalho do bloco ${name} (${height}) difere do seu nó`);
    } catch (error) {
      problems.push(`o seu nó não tem o bloco ${name} ${hash}: ${message(error)}`);
    }
  }
  return {
    id: 'headers_node',
    ok: problems.length === 0,
    label_ptBR: label,
    detail:
      problems.length > 0
        ? problems.join('; ')
        : `blocos ${proof.anchor.height} e ${proof.block_height}: 80 bytes idênticos aos do nó`,
  };
}

/** The --rpc checks of a version 2 proof with its anchor (none for version 1). */
export async function anchorNodeChecks(proof: DrawProof, client: RpcClient): Promise<DrawCheck[]> {
  if (!isAnchoredProof(proof)) return [];
  const checks = [await checkAnchorTransaction(proof, client)];
  if (proof.block_hash !== null) checks.push(await checkHeaders(proof, client));
  return checks;
}
