// verify-draw: the auditor's tool (docs/protocols/draw.md). Given a raffle's published proof (a URL or a
// JSON file) and optionally the auditor's own bitcoind, it recomputes tickets_hash and the
// winning ticket, checks the draw block rule and the confirmations, and prints each check.
// Exit code: 0 only when every check passes; 1 otherwise; 2 for a bad command line.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { verifyProof, type DrawProof, type HeaderAtHeight } from '../../shared/src/draw/index.ts';
import { anchorNodeChecks } from './anchor-node.ts';
import { loadProof, LoadError } from './load-proof.ts';
import { reportJson, reportText, type NodeInfo } from './report.ts';
import { createRpcClient, networkOfChain, parseRpcUrl, RpcError, rpcHeaderSource } from './rpc.ts';
import { runSelfTest } from './self-test.ts';
import { runSelfTestV2 } from './self-test-v2.ts';

export const USAGE = `Uso: verify-draw <url-da-prova | arquivo.json> [opções]

Confere o sorteio de uma rifa do Rifa Relâmpago a partir da prova publicada em
GET /api/rifa/<id>/draw (ou da página /raffles/<id>), sem confiar no servidor.

Opções:
  --rpc <url>            seu bitcoind: http://usuario:senha@host:porta (JSON-RPC);
                         confere hash, mediantimes e confirmações do bloco no seu nó
                         e, na prova versão 2, a transação âncora no bloco dela
                         (getrawtransaction <txid> true <bloco>: sem -txindex)
  --rpc-cookie <arq>     usa o arquivo .cookie do bitcoind no lugar de usuario:senha
  --tickets <url|arq>    lista de bilhetes, se a prova não a trouxer
  --payment-hash <hex>   confere que o seu pagamento está na lista (repetível)
  --json                 saída em JSON
  --self-test            roda os vetores de referência do algoritmo e sai
  -h, --help             mostra esta ajuda

Código de saída: 0 se todas as verificações passarem, 1 se alguma falhar, 2 se o
comando estiver errado.
`;

export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        rpc: { type: 'string' },
        'rpc-cookie': { type: 'string' },
        tickets: { type: 'string' },
        'payment-hash': { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        'self-test': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (values['self-test']) return await selfTest(io, values.json);
  if (positionals.length !== 1) {
    io.stderr.write(
      `${positionals.length === 0 ? 'Falta a prova (URL ou arquivo).' : 'Passe uma prova só.'}\n\n${USAGE}`,
    );
    return 2;
  }
  if (values['rpc-cookie'] && !values.rpc) {
    io.stderr.write('--rpc-cookie precisa de --rpc http://host:porta\n');
    return 2;
  }

  let getHeader: HeaderAtHeight | undefined;
  let rpcClient: ReturnType<typeof createRpcClient> | undefined;
  let node: NodeInfo | null = null;
  const notes: string[] = [];
  if (values.rpc) {
    let cookie: string | undefined;
    if (values['rpc-cookie']) {
      try {
        cookie = await readFile(values['rpc-cookie'], 'utf8');
      } catch (error) {
        io.stderr.write(
          `não foi possível ler --rpc-cookie ${values['rpc-cookie']} (${(error as NodeJS.ErrnoException).code})\n`,
        );
        return 2;
      }
    }
    let client;
    try {
      const endpoint = parseRpcUrl(values.rpc, cookie);
      client = createRpcClient(endpoint);
      node = { display: endpoint.display, chain: null, blocks: null };
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    getHeader = rpcHeaderSource(client);
    rpcClient = client;
    try {
      const info = await client.call<{ chain: string; blocks: number }>('getblockchaininfo');
      node.chain = networkOfChain(info.chain);
      node.blocks = info.blocks;
    } catch (error) {
      notes.push(`getblockchaininfo falhou: ${(error as Error).message}`);
    }
  }

  let loaded;
  try {
    loaded = await loadProof(positionals[0] as string, values.tickets);
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    if (values.json)
      io.stdout.write(`${JSON.stringify({ ok: false, error: error.message }, null, 2)}\n`);
    else io.stderr.write(`✗ ${error.message}\n`);
    return 1;
  }
  const proof = loaded.proof as DrawProof;
  if (node?.chain && typeof proof?.network === 'string' && node.chain !== proof.network) {
    notes.push(`O seu nó está na rede ${node.chain}, a prova é da rede ${proof.network}.`);
  }
  const verification = await verifyProof(proof, {
    getHeader,
    paymentHashes: values['payment-hash'] ?? [],
  });
  // Proof v2 (§8.2): the anchor and the headers as the auditor's node has them.
  if (rpcClient && verification.checks[0]?.ok) {
    verification.checks.push(...(await anchorNodeChecks(proof, rpcClient)));
    verification.ok = verification.checks.every((check) => check.ok);
  }
  const report = { source: loaded.source, node, verification, notes: [...loaded.notes, ...notes] };
  io.stdout.write(values.json ? reportJson(report) : reportText(report, loaded.proof));
  return verification.ok ? 0 : 1;
}

async function selfTest(io: Io, json: boolean): Promise<number> {
  const lines = [...runSelfTest(), ...(await runSelfTestV2())];
  const ok = lines.every((line) => line.ok);
  if (json) io.stdout.write(`${JSON.stringify({ ok, vectors: lines }, null, 2)}\n`);
  else {
    for (const line of lines) io.stdout.write(`${line.ok ? '✓' : '✗'} ${line.name}\n`);
    io.stdout.write(
      ok
        ? `\nResultado: ✓ ${lines.length} vetores conferem.\n`
        : '\nResultado: ✗ há vetores que não conferem: esta cópia do algoritmo está errada.\n',
    );
  }
  return ok ? 0 : 1;
}
