// docs/decisions/0015-anchored-proof-signed-receipts.md end to end in real Chromium against the real server in demo mode (its devnode signs
// as LND does): a participant pays, opens the receipt and sees ✓ 'Assinado pelo nó …', checked
// by the browser itself against the node key; the same receipt with one number changed on the
// way (a tampered answer) shows ✗. No third-party request, no page error.
import { beforeAll, expect, it } from 'vitest';
import type { AuthResponse, DrawProof, Health, Purchase } from '@rifa/shared';
import { verifySignedReceipt } from '@rifa/shared/receipt';
import { buyTickets } from '../support/buy-tickets.ts';
import { eventually } from '../support/poll.ts';
import {
  expectClean,
  horizontalOverflow,
  screenshot,
  type GuardedPage,
} from './support/browser.ts';
import { activeRaffle, payInDemo, postRaffle, registerParticipant } from './support/demo-api.ts';
import { adminLogin } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();
let buyer: AuthResponse;
let tab: GuardedPage;
let paid: Purchase;

beforeAll(async () => {
  const raffle = await activeRaffle(e2e.api);
  buyer = await registerParticipant(e2e.api, 'Rita Assinada', 'rita@example.com');
  const bought = await buyTickets<Purchase>(e2e.api, buyer.token, raffle, 2);
  await payInDemo(e2e.api, buyer.token, bought);
  // The receipt is signed right after the credit, outside the settlement.
  paid = await eventually('recibo assinado', async () => {
    const tx = await e2e.api.call<Purchase>('GET', `/api/transaction/${bought.id}`, {
      token: buyer.token,
    });
    return tx.body.receipt ? tx.body : undefined;
  });
  tab = await e2e.openAs(buyer.token, { width: 1280, height: 900 });
});

it('pays, opens the receipt and sees ✓ signed by the node, checked in the browser', async () => {
  const health = (await e2e.api.call<Health>('GET', '/api/health')).body;
  const receipt = paid.receipt!;
  expect(receipt.node_pubkey).toBe(health.lightning.pubkey);
  expect(verifySignedReceipt(receipt, health.lightning.pubkey)).toBe(true);

  const { page } = tab;
  await page.goto(`/comprovante/${paid.id}`);
  const signature = page.getByTestId('check-signature');
  await expect.poll(() => signature.getAttribute('data-ok'), { timeout: 10_000 }).toBe('true');
  expect(await signature.textContent()).toContain(`Assinado pelo nó ${receipt.node_pubkey}`);
  expect(await page.getByTestId('check-purchase').getAttribute('data-ok')).toBe('true');
  await expect.poll(() => page.getByTestId('check-site-key').getAttribute('data-ok')).toBe('true');
  expect(await page.getByTestId('receipt-signed-text').textContent()).toBe(receipt.text);
  // Sales still open: the list check waits for the close.
  await page.getByText(/Quando as vendas terminarem/).waitFor();
  await screenshot(page, 'signed-receipt');
  // The 66-character key and the signature wrap on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'signed-receipt-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  expectClean(tab);
});

it('the same receipt with a number changed on the way: ✗', async () => {
  const { page } = tab;
  const tampered = paid.receipt!.text.replace(
    /^(rifa-recibo-v1\n\d+\n)(\d+)/,
    (_, head: string, first: string) => `${head}${Number(first) === 1 ? 2 : 1}`,
  );
  expect(tampered).not.toBe(paid.receipt!.text);
  await page.route(`**/api/transaction/${paid.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Purchase;
    await route.fulfill({
      response,
      json: { ...body, receipt: { ...body.receipt!, text: tampered } },
    });
  });
  await page.goto(`/comprovante/${paid.id}`);
  const signature = page.getByTestId('check-signature');
  await expect.poll(() => signature.getAttribute('data-ok'), { timeout: 10_000 }).toBe('false');
  expect(await signature.textContent()).toMatch(/não confere/);
  await page.unroute(`**/api/transaction/${paid.id}`);
  expect(tab.errors).toEqual([]);
});

it("after the close of a version 2 raffle: ✓ 'Meu bilhete está na lista', each number checked against tickets_root", async () => {
  const admin = await adminLogin(e2e.api);
  const created = await postRaffle(e2e.api, admin.token, {
    name: 'Rifa que fecha já',
    prize_amount: 10_000,
    ticket_price: 100,
    total_tickets: 20,
    end_date: new Date(Date.now() + 4_000).toISOString(),
    status: 'active',
  });
  const bought = await buyTickets<Purchase>(e2e.api, buyer.token, created, 3, [2, 9, 17]);
  await payInDemo(e2e.api, buyer.token, bought);
  // Sales close at end_date; the draw scheduler freezes the list and its Merkle root.
  const proof = await eventually(
    'lista fixada',
    async () => {
      const read = await e2e.api.call<DrawProof>('GET', `/api/rifa/${created.id}/draw`);
      return read.body.tickets_root ? read.body : undefined;
    },
    30_000,
    250,
  );
  expect(proof.version).toBe(2);

  const { page } = tab;
  await page.goto(`/comprovante/${bought.id}`);
  const included = page.getByTestId('check-inclusion');
  await expect.poll(() => included.getAttribute('data-ok'), { timeout: 10_000 }).toBe('true');
  expect(await included.textContent()).toContain('Meu bilhete está na lista');
  for (const number of [2, 9, 17])
    expect(await page.getByTestId(`check-ticket-${number}`).getAttribute('data-ok')).toBe('true');
  expect(await page.getByTestId('receipt-fraud').count()).toBe(0);
  await screenshot(page, 'signed-receipt-included');
  expectClean(tab);
}, 60_000);
