// verify-draw on proof version 2 (docs/protocols/draw-v2.md), as a separate process running the
// committed single-file bundle: passes a valid anchored proof offline and with --rpc against
// the devnode (a real bitcoind double: getrawtransaction with the block hash, getblockheader),
// and fails — exit 1, naming the check — on a changed ticket, an anchor from another raffle, a
// header out of chain, a draw block before the anchor, a wrong winner at any position, and an
// anchor block the auditor's node no longer has in its best chain. A v1 proof still passes
// (verify-draw.test.ts).
import { execFile } from 'node:child_process';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnode, type Devnode } from '@rifa/devnode';
import {
  anchorTransaction,
  buildAnchoredProof,
  type AnchoredFixture,
} from '../../shared/src/draw/testing/anchored-proof-fixture.ts';
import { withPrizes } from '../../shared/src/draw/testing/prize-fixture.ts';
import { parseRawTransaction } from '../../shared/src/draw/index.ts';
import { removeDir, tempDir } from '../../tests/support/temp-dirs.ts';
import { BUNDLE_FILE, REPO_ROOT } from './bundle.ts';
import { devnodeAnchoredProof, type DevnodeProof } from './testing/devnode-v2-proof.ts';

let dir: string;
let script: string;
let fixture: AnchoredFixture;
let devnode: Devnode;
let onDevnode: DevnodeProof;

function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { cwd: dir, timeout: 15_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

async function proofFile(name: string, content: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(content, null, 2));
  return file;
}

const rpcUrl = () =>
  devnode.bitcoind.url.replace(
    'http://',
    `http://${encodeURIComponent(devnode.bitcoind.user)}:${encodeURIComponent(devnode.bitcoind.pass)}@`,
  );

beforeAll(async () => {
  dir = tempDir('verify-draw-v2-');
  script = join(dir, 'verify-draw.mjs');
  await copyFile(join(REPO_ROOT, BUNDLE_FILE), script);
  fixture = await buildAnchoredProof();
  devnode = await startDevnode({ dir: join(dir, 'devnode'), initialBalance: 1_000_000 });
  onDevnode = await devnodeAnchoredProof(devnode);
});

afterAll(async () => {
  await devnode?.stop();
  removeDir(dir);
});

const failed = (stdout: string) =>
  [...stdout.matchAll(/^✗ .*\[(\w+)\]$/gm)].map((match) => match[1]);

describe('verify-draw on a proof version 2, offline', () => {
  it('passes a valid anchored proof: root, anchor commitment and inclusion, the rule after the anchor', async () => {
    const result = await run(await proofFile('v2.json', fixture.proof));
    expect(result.code).toBe(0);
    expect(failed(result.stdout)).toEqual([]);
    for (const id of ['tickets_root', 'anchor_commitment', 'anchor_inclusion', 'block_rule'])
      expect(result.stdout).toMatch(new RegExp(`✓ .*\\[${id}\\]`));
  });

  it('a ticket changed: exit 1, naming tickets_hash and tickets_root', async () => {
    const tickets = fixture.proof.tickets!.map((t) =>
      t.number === 3 ? { ...t, payment_hash: 'b'.repeat(64) } : t,
    );
    const result = await run(await proofFile('bilhete.json', { ...fixture.proof, tickets }));
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toEqual(expect.arrayContaining(['tickets_hash', 'tickets_root']));
  });

  it('an anchor from another raffle (another root): exit 1, naming anchor_commitment', async () => {
    const raw = anchorTransaction('cd'.repeat(32));
    const anchor = { ...fixture.proof.anchor, raw_tx: raw, txid: parseRawTransaction(raw).txid };
    const result = await run(await proofFile('ancora.json', { ...fixture.proof, anchor }));
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toEqual(
      expect.arrayContaining(['anchor_commitment', 'anchor_inclusion']),
    );
  });

  it('a header out of chain: exit 1, naming block_rule', async () => {
    const headers = [...fixture.proof.chain_headers!];
    const k = fixture.proof.block_height! - fixture.proof.chain_headers_start! - 1;
    headers[k] = fixture.chain[fixture.proof.block_height! + 2]!.header_hex;
    const result = await run(
      await proofFile('cabecalho.json', { ...fixture.proof, chain_headers: headers }),
    );
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toContain('block_rule');
  });

  it('a draw block before the anchor (the future-stamped-blocks attack): exit 1, naming block_rule', async () => {
    const attacked = await buildAnchoredProof({ attack: true });
    const early = attacked.chain[attacked.v1DrawHeight]!;
    expect(early.height).toBeLessThanOrEqual(attacked.proof.anchor.height);
    const before = {
      ...attacked.proof,
      block_height: early.height,
      block_hash: early.hash,
      block_mediantime: early.mediantime,
    };
    const result = await run(await proofFile('antes.json', before));
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toContain('block_rule');
  });

  it('a wrong winner at position 2: exit 1, naming prize', async () => {
    const several = withPrizes(fixture.proof, [50_000, 20_000, 10_000]);
    const winners = several.winners!.map((w) =>
      w.position === 2 ? { ...w, winning_ticket: ((w.winning_ticket ?? 0) % 12) + 1 } : w,
    );
    expect((await run(await proofFile('premios.json', several))).code).toBe(0);
    const result = await run(await proofFile('premio-2.json', { ...several, winners }));
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toEqual(['prize']);
  });
});

describe("verify-draw --rpc on a proof version 2 (the auditor's bitcoind: the devnode)", () => {
  it('passes: the anchor is in its block on the node, the headers are the node’s, the draw block is the first after it', async () => {
    const result = await run(await proofFile('devnode.json', onDevnode.proof), '--rpc', rpcUrl());
    expect(result.stderr).toBe('');
    expect(failed(result.stdout)).toEqual([]);
    expect(result.code).toBe(0);
    for (const id of ['anchor_node', 'headers_node', 'block_node', 'anchor_inclusion'])
      expect(result.stdout).toMatch(new RegExp(`✓ .*\\[${id}\\]`));
  });

  it('a transaction changed in the proof (the node has other bytes): exit 1, naming anchor_node', async () => {
    // Another lock time: the last byte of the transaction.
    const original = onDevnode.proof.anchor.raw_tx;
    const raw = original.slice(0, -2) + (original.endsWith('01') ? '02' : '01');
    const proof = { ...onDevnode.proof, anchor: { ...onDevnode.proof.anchor, raw_tx: raw } };
    const result = await run(await proofFile('bytes.json', proof), '--rpc', rpcUrl());
    expect(result.code).toBe(1);
    expect(failed(result.stdout)).toContain('anchor_node');
  });

  it('after a reorg that drops the anchor block, the same proof fails on the node (offline it still holds)', async () => {
    const proof = (await devnodeAnchoredProof(devnode, 10)).proof;
    const depth = (await onDevnode.rpc.command<number>('getblockcount')) - proof.anchor.height + 1;
    devnode.reorg(depth, { empty: true, blocks: depth + 1 });
    expect((await run(await proofFile('reorg-offline.json', proof))).code).toBe(0);
    const result = await run(await proofFile('reorg.json', proof), '--rpc', rpcUrl());
    expect(result.code).toBe(1);
    // The node still knows the stale blocks' headers (headers_node holds); it says they left
    // its best chain: the anchor's block and the draw block.
    expect(failed(result.stdout)).toEqual(expect.arrayContaining(['anchor_node', 'block_node']));
    expect(result.stdout).toMatch(/não está na melhor cadeia do seu nó/);
  });
});
