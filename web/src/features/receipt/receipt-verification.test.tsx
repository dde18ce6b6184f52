import {
  ticketInclusionProof,
  ticketsRoot,
  type DrawProof,
  type DrawTicket,
  type Purchase,
} from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vectors from '../../../../shared/src/receipt/vectors.json' with { type: 'json' };
import { awaitingBlock, completedProof } from '../../test/draw-fixtures.ts';
import { mockFetch, type Handler } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0015-anchored-proof-signed-receipts.md on the receipt page: the node's signature checked offline in the browser (a real
// LND-format signature from shared/src/receipt/vectors.json, made independently in Python),
// and after the close each number checked against the committed list's Merkle root. A valid
// signed receipt for a number missing from that list is a proof of fraud: said plainly.

const vector = vectors.receipts[1]!; // raffle 12, numbers 420, 7, 99
const NODE_KEY = vector.node_pubkey;
const SIGNED: Purchase = transaction({
  id: 42,
  raffle_id: 12,
  raffle_name: 'Rifa Assinada',
  status: 'paid',
  amount: vector.receipt.amount,
  tickets_count: 3,
  numbers: [7, 99, 420],
  tickets: [7, 99, 420],
  payment_hash: vector.receipt.payment_hash,
  paid_at: vector.receipt.settled_at,
  receipt: { text: vector.text, signature: vector.signature, node_pubkey: NODE_KEY },
});

/** The committed list: other buyers' tickets 1..30 plus `mine` with the buyer's hash. */
function committedList(mine: number[]): DrawTicket[] {
  const others = Array.from({ length: 30 }, (_, i) => ({
    number: i + 1 === 7 ? 500 : i + 1,
    payment_hash: 'ab'.repeat(32),
  }));
  return [...others, ...mine.map((number) => ({ number, payment_hash: SIGNED.payment_hash }))];
}

/** A closed v2 raffle whose list is `list` (the proof carries only its root). */
async function closedProof(list: DrawTicket[]): Promise<DrawProof> {
  const base = awaitingBlock(await completedProof());
  return {
    ...base,
    raffle_id: 12,
    draw_id: '12',
    version: 2,
    tickets_root: ticketsRoot(list),
    tickets: null,
    tickets_count: list.length,
  };
}

/** GET /api/rifa/12/tickets/:n/proof as the server answers it: a path, or 404. */
const inclusionRoutes = (list: DrawTicket[]): Record<string, Handler> =>
  Object.fromEntries(
    [7, 99, 420].map((number) => {
      const proof = ticketInclusionProof(list, number);
      return [
        `GET /api/rifa/12/tickets/${number}/proof`,
        proof ? { json: proof } : { status: 404, json: { error: 'Bilhete não está na lista' } },
      ];
    }),
  );

function open(tx: Purchase, routes: Record<string, Handler> = {}) {
  loginAs();
  mockFetch({
    'GET /api/health': { json: health({ lightning: { status: 'ok', pubkey: NODE_KEY } }) },
    'GET /user/me': { json: user() },
    'GET /api/transaction/42': { json: tx },
    'GET /api/rifa/12': { json: raffle({ id: 12, total_tickets: 1_000 }) },
    'GET /api/rifa/12/draw': { status: 404, json: { error: 'Rifa não encontrada' } },
    ...routes,
  });
  return renderApp('/comprovante/42');
}

const checkOf = async (testId: string) => {
  const line = await screen.findByTestId(testId);
  return { ok: line.dataset.ok, text: line.textContent ?? '' };
};

afterEach(() => vi.unstubAllGlobals());

describe('the signed receipt, checked in the browser', () => {
  it('a real receipt: ✓ signed by the node, ✓ it is this purchase, ✓ it is the site’s node', async () => {
    open(SIGNED);
    const section = await screen.findByTestId('receipt-verification');
    expect(within(section).getByTestId('receipt-signed-text').textContent).toBe(vector.text);
    expect(within(section).getByTestId('receipt-signature-value').textContent).toBe(
      vector.signature,
    );
    expect(await checkOf('check-signature')).toEqual({
      ok: 'true',
      text: `✓Aprovado: Assinado pelo nó ${NODE_KEY}`,
    });
    expect((await checkOf('check-purchase')).ok).toBe('true');
    expect((await checkOf('check-site-key')).ok).toBe('true');
  });

  it('a changed number: ✗ the signature does not match', async () => {
    open({ ...SIGNED, receipt: { ...SIGNED.receipt!, text: vector.text.replace('7,99', '7,98') } });
    expect(await checkOf('check-signature')).toMatchObject({ ok: 'false' });
    expect((await checkOf('check-signature')).text).toMatch(/não confere/);
  });

  it('not signed yet (LND away): says it will be, and offers no download', async () => {
    open({ ...SIGNED, receipt: null });
    expect((await screen.findByTestId('receipt-signature-pending')).textContent).toMatch(
      /ainda não está pronto/,
    );
    expect(screen.queryByTestId('receipt-download')).toBeNull();
  });
});

describe("'Meu bilhete está na lista' after the close", () => {
  it('every number on the committed list: ✓ for each, no fraud message', async () => {
    const list = committedList([7, 99, 420]);
    open(SIGNED, {
      'GET /api/rifa/12/draw': { json: await closedProof(list) },
      ...inclusionRoutes(list),
    });
    expect((await checkOf('check-inclusion')).text).toMatch(/Meu bilhete está na lista/);
    for (const number of [7, 99, 420])
      expect((await checkOf(`check-ticket-${number}`)).ok).toBe('true');
    expect(screen.queryByTestId('receipt-fraud')).toBeNull();
  });

  it('a receipted number missing from the list (404): proof of fraud, and the signed receipt to download', async () => {
    const list = committedList([7, 420]);
    open(SIGNED, {
      'GET /api/rifa/12/draw': { json: await closedProof(list) },
      ...inclusionRoutes(list),
    });
    expect(await checkOf('check-ticket-99')).toEqual({
      ok: 'false',
      text: '✗Reprovado: Bilhete nº 99 NÃO está na lista registrada',
    });
    const fraud = await screen.findByTestId('receipt-fraud');
    expect(fraud.textContent).toMatch(/Você tem uma prova de fraude/);
    expect(screen.getByRole('button', { name: 'Baixar comprovante assinado (JSON)' })).toBeTruthy();
  });

  it('a path that does not lead to the anchored root (another list) fails too', async () => {
    const list = committedList([7, 99, 420]);
    const otherList = committedList([7, 99, 420, 421]);
    open(SIGNED, {
      'GET /api/rifa/12/draw': { json: await closedProof(list) },
      ...inclusionRoutes(otherList),
    });
    expect((await checkOf('check-ticket-7')).ok).toBe('false');
    expect(await screen.findByTestId('receipt-fraud')).toBeTruthy();
  });

  it('the download is a JSON file made in the page (no request), with the missing numbers', async () => {
    const list = committedList([7, 420]);
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:recibo'),
        revokeObjectURL: () => undefined,
      }),
    );
    const app = open(SIGNED, {
      'GET /api/rifa/12/draw': { json: await closedProof(list) },
      ...inclusionRoutes(list),
    });
    await screen.findByTestId('receipt-fraud');
    await app.user.click(screen.getByTestId('receipt-download'));
    const saved = JSON.parse(await blobs[0]!.text()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      receipt: SIGNED.receipt,
      missing_numbers: [99],
      tickets_root: ticketsRoot(list),
    });
  });

  it('sales still open: nothing to check yet, said so', async () => {
    open(SIGNED, {
      'GET /api/rifa/12/draw': {
        json: {
          ...(await closedProof(committedList([7]))),
          status: 'open',
          tickets_root: null,
          tickets_hash: null,
        },
      },
    });
    expect(await screen.findByText(/Quando as vendas terminarem/)).toBeTruthy();
  });
});
