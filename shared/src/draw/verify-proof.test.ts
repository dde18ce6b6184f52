// verifyProof recomputes a published draw (docs/protocols/draw.md) and names the check that fails.
import { describe, expect, it } from 'vitest';
import { awaitingBlock, buildCompletedProof, OFFLINE_CHECK_IDS } from './testing/proof-fixture.ts';
import { buildChain, headerSource, steadyTimes, toChainHeader } from './testing/synthetic-chain.ts';
import type { DrawCheckId, DrawProof } from './types.ts';
import { verifyProof, type DrawVerification } from './verify-proof.ts';
import { ticketsCommitment } from './tickets-commitment.ts';
import { winningTicket } from './winning-ticket.ts';

const failed = (verification: DrawVerification): DrawCheckId[] =>
  verification.checks.filter((check) => !check.ok).map((check) => check.id);
const ids = (verification: DrawVerification): DrawCheckId[] =>
  verification.checks.map((check) => check.id);

describe('verifyProof', () => {
  it('passes every check of an honest proof, offline and against the node', async () => {
    const { proof, chain } = await buildCompletedProof();
    const offline = await verifyProof(proof);
    expect(failed(offline)).toEqual([]);
    expect(offline.ok).toBe(true);
    expect(ids(offline)).toEqual(OFFLINE_CHECK_IDS);
    expect(offline.notes_ptBR.join()).toMatch(/não foi conferido com um nó/);
    expect(offline.recomputed.tickets_hash).toBe(proof.tickets_hash);
    expect(offline.recomputed.draw?.winning_ticket).toBe(proof.winning_ticket);

    const online = await verifyProof(proof, { getHeader: headerSource(chain) });
    expect(failed(online)).toEqual([]);
    expect(ids(online)).toContain('block_node');
    expect(online.notes_ptBR).toEqual([]);
    expect(online.checks.find((check) => check.id === 'confirmations')?.detail).toMatch(
      /no seu nó/,
    );
  });

  it('fails tickets_hash when the ticket list was changed after the close', async () => {
    const { proof } = await buildCompletedProof();
    const tickets =
      proof.tickets?.map((ticket) =>
        ticket.number === 5 ? { ...ticket, payment_hash: 'f'.repeat(64) } : ticket,
      ) ?? null;
    expect(failed(await verifyProof({ ...proof, tickets }))).toEqual(['tickets_hash']);
  });

  it('fails the count when a ticket is missing; a gap alone is no error', async () => {
    const { proof } = await buildCompletedProof();
    const verification = await verifyProof({
      ...proof,
      tickets: proof.tickets?.filter((ticket) => ticket.number !== 7) ?? null,
    });
    expect(failed(verification)).toEqual(
      expect.arrayContaining(['tickets_numbers', 'tickets_hash']),
    );
    const withSameCount = {
      ...proof,
      tickets_count: 24,
      tickets: proof.tickets?.filter((ticket) => ticket.number !== 7) ?? null,
    };
    // Numbers are fixed at reservation (docs/protocols/payment.md step 5): 1..25 without 7 is a valid
    // list of 24; only the commitment tells it was changed after the close.
    expect(failed(await verifyProof(withSameCount))).not.toContain('tickets_numbers');
    expect(failed(await verifyProof(withSameCount))).toContain('tickets_hash');
  });

  it('verifies a draw over numbers chosen by the buyers (not 1..N)', async () => {
    const { proof } = await buildCompletedProof();
    // The buyers' numbers in a 100,000-number raffle: the same 25 purchases, spread out.
    const tickets = (proof.tickets ?? []).map((ticket) => ({
      ...ticket,
      number: ticket.number * 3_989,
    }));
    const result = winningTicket(
      proof.block_hash as string,
      proof.draw_id,
      tickets.map((ticket) => ticket.number),
    );
    const chosen: DrawProof = {
      ...proof,
      tickets,
      tickets_hash: ticketsCommitment(tickets),
      digest: result.digest,
      n: result.n,
      index: result.index,
      winning_ticket: result.winning_ticket,
    };
    expect(failed(await verifyProof(chosen))).toEqual([]);
  });

  it('fails the winner when the proof names another ticket', async () => {
    const { proof } = await buildCompletedProof();
    const wrong = { ...proof, winning_ticket: ((proof.winning_ticket as number) % 25) + 1 };
    const verification = await verifyProof(wrong);
    expect(failed(verification)).toEqual(['winner']);
    expect(verification.checks.find((check) => check.id === 'winner')?.detail).toMatch(
      /winning_ticket: recalculado/,
    );
  });

  it('fails the block rule when the proof names a later block than the first after end_date', async () => {
    const { proof, chain } = await buildCompletedProof();
    const later = chain[(proof.block_height as number) + 1];
    const laterProof = {
      ...proof,
      block_height: later?.height ?? null,
      block_hash: later?.hash ?? null,
      block_mediantime: later?.mediantime ?? null,
      previous_block_hash: proof.block_hash,
      previous_block_mediantime: proof.block_mediantime,
      block_headers: null,
    };
    expect(failed(await verifyProof(laterProof))).toEqual(
      expect.arrayContaining(['block_rule', 'winner']),
    );
  });

  it('fails block_node when the node has another block at that height (wrong block or reorg)', async () => {
    const { proof, chain } = await buildCompletedProof();
    const fork = buildChain(
      chain.map((block) => block.time),
      'outra cadeia',
    );
    const verification = await verifyProof(proof, { getHeader: headerSource(fork) });
    expect(failed(verification)).toEqual(['block_node']);
    expect(verification.checks.find((check) => check.id === 'block_node')?.detail).toMatch(
      /no seu nó o bloco/,
    );
  });

  it('fails block_headers when a raw header does not support the claimed block', async () => {
    const { proof, chain } = await buildCompletedProof();
    const headers = [...(proof.block_headers ?? [])];
    headers[3] = chain[0]?.header_hex as string;
    expect(failed(await verifyProof({ ...proof, block_headers: headers }))).toEqual([
      'block_headers',
    ]);
    const fakeMtp = { ...proof, block_mediantime: (proof.block_mediantime as number) + 1 };
    expect(failed(await verifyProof(fakeMtp))).toEqual(['block_headers']);
  });

  it('fails confirmations below DRAW_CONFIRMATIONS, using the node count when there is a node', async () => {
    const { proof, chain } = await buildCompletedProof();
    const height = proof.block_height as number;
    expect(failed(await verifyProof({ ...proof, confirmations: 5 }))).toEqual(['confirmations']);
    const shortTip = headerSource(chain, height + 4);
    expect(failed(await verifyProof(proof, { getHeader: shortTip }))).toEqual(['confirmations']);
    const sixth = headerSource(chain, height + 5);
    expect(failed(await verifyProof({ ...proof, confirmations: 0 }, { getHeader: sixth }))).toEqual(
      [],
    );
  });

  it('fails block_node when the node cannot be read', async () => {
    const { proof } = await buildCompletedProof();
    const down = async () => {
      throw new Error('ECONNREFUSED');
    };
    const verification = await verifyProof(proof, { getHeader: down });
    expect(failed(verification)).toEqual(['block_node']);
    expect(verification.checks.find((check) => check.id === 'block_node')?.detail).toMatch(
      /ECONNREFUSED/,
    );
  });

  it('fails draw_id when it is not the raffle id (a free draw_id could be ground against the hash)', async () => {
    const { proof } = await buildCompletedProof();
    expect(failed(await verifyProof({ ...proof, draw_id: 'x' }))).toEqual(
      expect.arrayContaining(['draw_id', 'winner']),
    );
  });

  it('reports a malformed proof as one format failure listing every problem', async () => {
    const { proof } = await buildCompletedProof();
    const broken = {
      ...proof,
      block_hash: proof.block_hash?.toUpperCase(),
      n: 12,
      version: 3,
    } as unknown as DrawProof;
    const verification = await verifyProof(broken);
    expect(ids(verification)).toEqual(['format']);
    expect(verification.checks[0]?.detail).toMatch(/version.*block_hash.*n = 12/);
    expect((await verifyProof(null as unknown as DrawProof)).checks[0]?.detail).toMatch(
      /não é um objeto/,
    );
    expect((await verifyProof({ ...proof, digest: null })).checks[0]?.detail).toMatch(
      /digest não pode ser null com status completed/,
    );
  });

  it('checks what exists before the draw, and is not ok until it is completed', async () => {
    const { proof } = await buildCompletedProof();
    const waiting = awaitingBlock(proof);
    const verification = await verifyProof(waiting);
    expect(ids(verification)).toEqual([
      'format',
      'draw_id',
      'status',
      'tickets_numbers',
      'tickets_hash',
    ]);
    expect(failed(verification)).toEqual(['status']);
  });

  it('asks for the ticket list when the proof leaves it to tickets_url', async () => {
    const { proof } = await buildCompletedProof();
    const verification = await verifyProof({ ...proof, tickets: null });
    expect(failed(verification)).toEqual(['tickets_list']);
    expect(verification.checks.find((check) => check.id === 'winner')?.detail).toMatch(
      /supondo numeração 1..N/,
    );
  });

  it("confirms an auditor's own payment is in the list", async () => {
    const { proof } = await buildCompletedProof();
    const mine = proof.tickets?.[4]?.payment_hash as string;
    const verification = await verifyProof(proof, { paymentHashes: [mine, 'e'.repeat(64)] });
    const included = verification.checks.filter((check) => check.id === 'ticket_included');
    expect(included.map((check) => check.ok)).toEqual([true, false]);
    expect(included[0]?.detail).toBe('bilhetes nº 4, 5, 6');
  });

  it('verifies a draw block at the genesis (no previous block)', async () => {
    const chain = buildChain(steadyTimes(8, 1_755_450_001));
    const base = (await buildCompletedProof()).proof;
    const genesis = chain[0];
    const result = winningTicket(
      genesis?.hash as string,
      '42',
      base.tickets?.map((ticket) => ticket.number) ?? [],
    );
    const proof: DrawProof = {
      ...base,
      end_date: '2025-08-17T17:00:00.000Z',
      block_height: 0,
      block_hash: genesis?.hash ?? null,
      block_mediantime: genesis?.mediantime ?? null,
      previous_block_hash: null,
      previous_block_mediantime: null,
      block_headers: [genesis?.header_hex as string],
      ...result,
    };
    const verification = await verifyProof(proof, {
      getHeader: async (height) => toChainHeader(chain[height] as (typeof chain)[number], 7),
    });
    expect(failed(verification)).toEqual([]);
  });
});
