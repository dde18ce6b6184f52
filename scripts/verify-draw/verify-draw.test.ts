// verify-draw passes on a real draw and fails — exit 1, naming the check — on a tampered
// ticket list, a wrong block and a wrong winner (issue: scripts/verify-draw). The committed
// bundle is copied to an empty temp folder and run with plain `node`: no node_modules.
import { execFile } from 'node:child_process';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletedProof } from '../../shared/src/draw/testing/proof-fixture.ts';
import { withPrizes } from '../../shared/src/draw/testing/prize-fixture.ts';
import { buildChain, type SyntheticBlock } from '../../shared/src/draw/testing/synthetic-chain.ts';
import { winningTicket, type DrawProof } from '../../shared/src/draw/index.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { BUNDLE_FILE, REPO_ROOT } from './bundle.ts';
import { startFakeBitcoind, type FakeBitcoind } from './testing/fake-bitcoind.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let dir: string;
let script: string;
let proof: DrawProof;
let chain: SyntheticBlock[];
let bitcoind: FakeBitcoind;

function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: dir, timeout: 15_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
      },
    );
  });
}

async function proofFile(name: string, content: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(content, null, 2));
  return file;
}

const rpcUrl = () => bitcoind.url.replace('http://', 'http://auditor:s3nh%40@');

beforeAll(async () => {
  dir = tempDir('verify-draw-');
  script = join(dir, 'verify-draw.mjs');
  await copyFile(join(REPO_ROOT, BUNDLE_FILE), script);
  ({ proof, chain } = await buildCompletedProof());
  bitcoind = await startFakeBitcoind({
    chain,
    user: 'auditor',
    password: 's3nh@',
    routes: {
      '/api/rifa/42/draw': { ...proof, tickets: null },
      '/api/rifa/42/tickets': { data: proof.tickets },
    },
  });
});

afterAll(async () => {
  await bitcoind?.close();
  removeDir(dir);
});

describe('verify-draw (single-file bundle)', () => {
  it('passes a valid proof file: exit 0, every check ✓, and says the block was not checked on a node', async () => {
    const result = await run(await proofFile('valida.json', proof));
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('✗');
    expect(result.stdout).toContain('[tickets_hash]');
    expect(result.stdout).toContain(`bilhete nº ${proof.winning_ticket}`);
    expect(result.stdout).toMatch(/NÃO foi conferido com um nó/);
    expect(result.stdout).toMatch(/Resultado: ✓ todas as 9 verificações passaram/);
  });

  it('fails a tampered ticket list: exit 1, naming tickets_hash', async () => {
    const tickets = proof.tickets?.map((ticket) =>
      ticket.number === 3 ? { ...ticket, payment_hash: 'a'.repeat(64) } : ticket,
    );
    const result = await run(await proofFile('bilhetes-alterados.json', { ...proof, tickets }));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ .*\[tickets_hash\]/);
    expect(result.stdout).toMatch(/falharam: tickets_hash\./);
  });

  it('fails a wrong block (a later one than the first after end_date): exit 1, naming block_rule', async () => {
    const later = chain[(proof.block_height as number) + 1] as SyntheticBlock;
    const wrong = {
      ...proof,
      block_height: later.height,
      block_hash: later.hash,
      block_mediantime: later.mediantime,
      previous_block_hash: proof.block_hash,
      previous_block_mediantime: proof.block_mediantime,
      block_headers: null,
    };
    const result = await run(await proofFile('bloco-errado.json', wrong));
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ .*\[block_rule\]/);
  });

  it('fails a wrong winner: exit 1, naming winner', async () => {
    const result = await run(
      await proofFile('vencedor-errado.json', {
        ...proof,
        winning_ticket: ((proof.winning_ticket as number) % 25) + 1,
      }),
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ .*\[winner\]/);
    expect(result.stdout).toMatch(/falharam: winner\./);
  });

  it("with --rpc re-reads the block from the auditor's bitcoind (JSON-RPC 1.0, Basic auth) and passes", async () => {
    const result = await run(await proofFile('valida-rpc.json', proof), '--rpc', rpcUrl());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✓ .*\[block_node\]/);
    expect(result.stdout).toMatch(
      /Nó Bitcoin: http:\/\/auditor:\*\*\*@127\.0\.0\.1:\d+ \(rede regtest/,
    );
    expect(result.stdout).not.toContain('s3nh');
    expect(bitcoind.rpcCalls).toEqual(
      expect.arrayContaining(['getblockchaininfo', 'getblockhash', 'getblockheader']),
    );
  });

  it('with --rpc fails a proof whose block is not the one the node has at that height', async () => {
    const fork = buildChain(
      chain.map((block) => block.time),
      'bloco retido',
    );
    const other = fork[proof.block_height as number] as SyntheticBlock;
    const redrawn = winningTicket(
      other.hash,
      '42',
      proof.tickets?.map((ticket) => ticket.number) ?? [],
    );
    const forged = {
      ...proof,
      block_hash: other.hash,
      previous_block_hash: fork[other.height - 1]?.hash,
      block_headers: fork
        .slice(other.height - 11, other.height + 1)
        .map((block) => block.header_hex),
      ...redrawn,
    };
    const offline = await run(await proofFile('bloco-de-outra-cadeia.json', forged));
    expect(offline.code).toBe(0); // self-consistent, with valid proof of work: only a node can tell
    const online = await run(
      await proofFile('bloco-de-outra-cadeia.json', forged),
      '--rpc',
      rpcUrl(),
      '--json',
    );
    expect(online.code).toBe(1);
    const report = JSON.parse(online.stdout) as {
      ok: boolean;
      checks: { id: string; ok: boolean; detail: string }[];
    };
    expect(report.ok).toBe(false);
    expect(report.checks.filter((check) => !check.ok).map((check) => check.id)).toEqual([
      'block_node',
    ]);
  });

  it('fetches a proof URL and its tickets_url, and reports bad credentials as a failed node check', async () => {
    const result = await run(
      `${bitcoind.url}/raffles/42`,
      '--payment-hash',
      proof.tickets?.[0]?.payment_hash as string,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Prova: ${bitcoind.url}/api/rifa/42/draw`);
    expect(result.stdout).toContain(
      `Lista de bilhetes obtida de ${bitcoind.url}/api/rifa/42/tickets`,
    );
    expect(result.stdout).toMatch(/✓ Seu pagamento .* está na lista \[ticket_included\]/);
    const refused = await run(
      `${bitcoind.url}/api/rifa/42/draw`,
      '--rpc',
      bitcoind.url.replace('http://', 'http://auditor:errada@'),
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/✗ .*\[block_node\]\n.*recusou as credenciais \(HTTP 401\)/);
  });

  it('exits 1 when the proof cannot be read, and 2 on a bad command line', async () => {
    expect((await run(join(dir, 'nao-existe.json'))).code).toBe(1);
    const missing = await run(`${bitcoind.url}/api/rifa/7/draw`);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('HTTP 404') });
    expect(missing.stderr).toContain('Rifa não encontrada');
    expect((await run()).code).toBe(2);
    expect((await run('a.json', '--nao-existe')).code).toBe(2);
    expect((await run('a.json', '--rpc', 'ftp://x')).code).toBe(2);
  });

  it('runs the known-answer vectors with --self-test, the several-prize ones included', async () => {
    const result = await run('--self-test');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Resultado: ✓ \d+ vetores conferem/);
    expect(result.stdout).toMatch(/prêmios: 3 prêmios, só 2 bilhetes pagos/);
    // Proof version 2 (docs/protocols/draw-v2.md): the Merkle, anchor and draw-block vectors too.
    expect(result.stdout).toMatch(/✓ raiz de Merkle: três bilhetes/);
    expect(result.stdout).toMatch(/✓ âncora: âncora segwit/);
    expect(result.stdout).toMatch(/✓ bloco do sorteio depois da âncora: ataque/);
  });

  it('checks every position of a several-prize proof (docs/protocols/draw.md#several-prizes) and names a forged one', async () => {
    const multi = withPrizes(proof, [5_000, 0, 1_000]);
    const good = await run(await proofFile('premios.json', multi));
    expect(good.code).toBe(0);
    for (const k of [1, 2, 3]) expect(good.stdout).toMatch(new RegExp(`✓ ${k}º prêmio`));
    const third = multi.winners![2]!;
    const forged = {
      ...multi,
      winners: multi.winners!.map((w) =>
        w.position === 3 ? { ...w, winning_ticket: multi.winners![0]!.winning_ticket } : w,
      ),
    };
    expect(third.winning_ticket).not.toBe(multi.winners![0]!.winning_ticket);
    const bad = await run(await proofFile('premios-forjados.json', forged));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/✗ 3º prêmio.*\[prize\]/);
  });
});
