// docs/decisions/0015-anchored-proof-signed-receipts.md, "known-answer vectors … used by the tests, the browser and verify-draw": proof
// version 2's vectors (shared/src/draw/vectors-v2.json, computed by vectors_v2.py with Python's
// hashlib) checked by the SPA's own code in real Chromium. The server is real (demo mode); the
// answers of our own API for one raffle are replaced on the way (page.route) by a completed proof
// built from the vectors — its ticket list, tickets_root, anchor transaction and Merkle branch
// are the vector's (shared/src/draw/testing/vector-proof.ts). The receipt page's 'Meu bilhete
// está na lista' passes on a vector's inclusion path and fails on a tampered one; the raffle
// page's plain steps and 'Verificar' pass on the proof and fail on a changed ticket.
import type { Page, Route } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { DrawProof, Raffle, RaffleDetail, Purchase } from '@rifa/shared';
import {
  buildVectorProof,
  tamperedPath,
  type VectorProof,
} from '../../shared/src/draw/testing/vector-proof.ts';
import { buyTickets } from '../support/buy-tickets.ts';
import { expectClean, screenshot } from './support/browser.ts';
import { payInDemo, postRaffle, registerParticipant } from './support/demo-api.ts';
import { adminLogin } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
let buyerToken: string;
let raffle: Raffle;
let purchase: Purchase;
let vector: VectorProof;

beforeAll(async () => {
  const admin = await adminLogin(e2e.api);
  raffle = await postRaffle(e2e.api, admin.token, {
    name: 'Rifa dos vetores',
    prize_amount: 10_000,
    ticket_price: 100,
    total_tickets: 20,
    end_date: new Date(Date.now() + 86_400_000).toISOString(),
    status: 'active',
  });
  buyerToken = (await registerParticipant(e2e.api, 'Vera Vetor', 'vera@example.com')).token;
  purchase = await buyTickets<Purchase>(e2e.api, buyerToken, raffle, 1);
  await payInDemo(e2e.api, buyerToken, purchase);
  // The 12-ticket vector, anchored in a block of 7 transactions (the anchor paired with itself).
  vector = await buildVectorProof({ raffleId: raffle.id });
});

const loggedInTab = () => e2e.openAs(buyerToken);

/** Our API's answer for `route`, its JSON body changed by `change`. */
async function rewrite<T>(route: Route, change: (body: T) => T): Promise<void> {
  const response = await route.fetch();
  await route.fulfill({ response, json: change((await response.json()) as T) });
}

it.each([9, 2])(
  "receipt page: ticket %i's inclusion path from the vectors ✓, the same path tampered ✗",
  async (number) => {
    const inclusion = vector.merkle.proofs.find((p) => p.number === number)!;
    const tab = await loggedInTab();
    const { page } = tab;
    let tampered = false;
    // The purchase is that vector ticket (no signed receipt: the signature is not at stake here).
    await page.route(`**/api/transaction/${purchase.id}`, (route) =>
      rewrite<Purchase>(route, (tx) => ({
        ...tx,
        tickets: [number],
        payment_hash: inclusion.payment_hash,
        receipt: null,
      })),
    );
    await page.route(`**/api/rifa/${raffle.id}/draw`, (route) =>
      route.fulfill({ json: vector.proof }),
    );
    await page.route(`**/api/rifa/${raffle.id}/tickets/${number}/proof`, (route) =>
      route.fulfill({
        json: {
          ...inclusion,
          tickets_root: vector.proof.tickets_root,
          path: tampered ? tamperedPath(inclusion) : inclusion.path,
        },
      }),
    );

    await page.goto(`/comprovante/${purchase.id}`);
    const line = page.getByTestId(`check-ticket-${number}`);
    await expect.poll(() => line.getAttribute('data-ok')).toBe('true');
    expect(await line.textContent()).toContain(`Bilhete nº ${number} está na lista`);
    expect(await page.getByTestId('check-inclusion').getAttribute('data-ok')).toBe('true');
    await screenshot(page, `proof-vectors-receipt-${number}`);

    tampered = true;
    await page.reload();
    await expect.poll(() => line.getAttribute('data-ok')).toBe('false');
    expect(await line.textContent()).toContain('NÃO está na lista registrada');
    expect(await page.getByTestId('check-inclusion').count()).toBe(0);
    await screenshot(page, `proof-vectors-receipt-${number}-tampered`);
    expectClean(tab);
    await tab.context.close();
  },
);

/** The raffle page rendered by the SPA from our API's answers (not the server-rendered one). */
async function openRafflePage(page: Page, proof: DrawProof): Promise<void> {
  await page.route(`**/raffles/${raffle.id}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    // The SPA shell, as every route that is not server-rendered gets it: the page then asks
    // GET /api/rifa/:id, whose answer is replaced below.
    const shell = await route.fetch({ url: `${e2e.server.url}/dashboard` });
    await route.fulfill({ response: shell });
  });
  await page.route(`**/api/rifa/${raffle.id}`, (route) =>
    rewrite<RaffleDetail>(route, (detail) => ({
      ...detail,
      status: 'completed',
      end_date: proof.end_date,
      sold_tickets: proof.tickets_count,
      draw: proof,
    })),
  );
  await page.route(`**/api/rifa/${raffle.id}/draw`, (route) => route.fulfill({ json: proof }));
  await page.goto(`/raffles/${raffle.id}`);
  await page.getByRole('heading', { level: 1, name: raffle.name }).waitFor();
}

it("raffle page: the plain steps and 'Verificar' pass on the vectors' proof", async () => {
  const tab = await e2e.open();
  const { page } = tab;
  await openRafflePage(page, vector.proof);
  const anchored = page.getByTestId('plain-anchored');
  await expect.poll(() => anchored.getAttribute('data-ok')).toBe('true');
  expect(await anchored.textContent()).toContain('A lista foi registrada no bloco 30');
  expect(await page.getByTestId('plain-block').getAttribute('data-ok')).toBe('true');
  const ticket = page.getByTestId('plain-ticket-1');
  expect(await ticket.getAttribute('data-ok')).toBe('true');
  expect(await ticket.textContent()).toContain(`bilhete ${vector.proof.winning_ticket}`);

  await page.getByText('Detalhes técnicos da prova').click();
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  const summary = page.getByTestId('verify-summary');
  await expect.poll(() => summary.textContent()).toMatch(/Todas as \d+ verificações passaram/);
  const checks = page.getByTestId('verify-checks').locator('[data-check]');
  const verdicts = await checks.evaluateAll((items) =>
    items.map((item) => [item.getAttribute('data-check'), item.getAttribute('data-ok')]),
  );
  expect(verdicts.filter(([, ok]) => ok !== 'true')).toEqual([]);
  expect(verdicts.map(([id]) => id)).toEqual(
    expect.arrayContaining(['tickets_root', 'anchor_commitment', 'anchor_inclusion', 'winner']),
  );
  await screenshot(page, 'proof-vectors-raffle');
  expectClean(tab);
  await tab.context.close();
});

it("raffle page: one ticket of the vectors' list changed → ✗ in the plain steps and 'Verificar'", async () => {
  const tab = await e2e.open();
  const { page } = tab;
  const tickets = vector.proof.tickets.map((t, k) =>
    k === 3 ? { ...t, payment_hash: 'f'.repeat(64) } : t,
  );
  await openRafflePage(page, { ...vector.proof, tickets });
  await expect.poll(() => page.getByTestId('plain-anchored').getAttribute('data-ok')).toBe('false');
  await page.getByText('Detalhes técnicos da prova').click();
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect
    .poll(() => page.getByTestId('verify-summary').textContent())
    .toMatch(/verificações falharam/);
  const root = page.getByTestId('verify-checks').locator('[data-check="tickets_root"]');
  expect(await root.getAttribute('data-ok')).toBe('false');
  // The anchor itself is still the vector's: it commits to the published root, not this list.
  expect(
    await page
      .getByTestId('verify-checks')
      .locator('[data-check="anchor_commitment"]')
      .getAttribute('data-ok'),
  ).toBe('true');
  await screenshot(page, 'proof-vectors-raffle-tampered');
  expectClean(tab);
  await tab.context.close();
});
