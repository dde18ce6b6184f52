// docs/decisions/0015-anchored-proof-signed-receipts.md end to end in real Chromium against the real server in demo mode (its devnode signs
// as LND does): a participant pays, opens the receipt and sees ✓ 'Assinado pelo nó …', checked
// by the browser itself against the node key; the same receipt with one number changed on the
// way (a tampered answer) shows ✗. No third-party request, no page error.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthResponse, DrawProof, Health, ListResponse, Raffle, Purchase } from '@rifa/shared';
import { verifySignedReceipt } from '@rifa/shared/receipt';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { jsonClient, type JsonClient } from '../support/json-client.ts';
import { eventually } from '../support/poll.ts';
import {
  horizontalOverflow,
  launchBrowser,
  openPage,
  screenshot,
  type GuardedPage,
} from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startE2eServer, type E2eServer } from './support/e2e-server.ts';

let server: E2eServer;
let browser: Browser;
let api: JsonClient;
let buyer: AuthResponse;
let tab: GuardedPage;
let paid: Purchase;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  api = jsonClient(server.url);
  const raffle = (await api.call<ListResponse<Raffle>>('GET', '/api/rifa')).body.data.find(
    (r) => r.status === 'active',
  )!;
  const registered = await api.call<AuthResponse>('POST', '/auth/register', {
    body: {
      name: 'Rita Assinada',
      email: 'rita@example.com',
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    },
  });
  buyer = registered.body;
  const bought = await api.call<Purchase>('POST', '/api/transaction', {
    token: buyer.token,
    body: {
      type_tx: 'buy',
      raffle_id: raffle.id,
      tickets_count: 2,
      amount: 2 * raffle.ticket_price,
    },
  });
  if (bought.status !== 201) throw new Error(`compra: ${bought.status} ${bought.text}`);
  await api.call('POST', `/api/dev/transaction/${bought.body.id}/pay`, { token: buyer.token });
  // The receipt is signed right after the credit, outside the settlement.
  paid = await eventually('recibo assinado', async () => {
    const tx = await api.call<Purchase>('GET', `/api/transaction/${bought.body.id}`, {
      token: buyer.token,
    });
    return tx.body.receipt ? tx.body : undefined;
  });
  tab = await openPage(browser, server.url, { width: 1280, height: 900 });
  await tab.context.addInitScript((token) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('jwt_token', token);
  }, buyer.token);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('pays, opens the receipt and sees ✓ signed by the node, checked in the browser', async () => {
  const health = (await api.call<Health>('GET', '/api/health')).body;
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
  expect(tab.external).toEqual([]);
  expect(tab.errors).toEqual([]);
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
  const admin = await api.call<AuthResponse>('POST', '/auth/login', {
    body: { email: 'admin@rifa.local', password: E2E_ADMIN_PASSWORD },
  });
  const created = await api.call<Raffle>('POST', '/api/rifa/admin', {
    token: admin.body.token,
    body: {
      name: 'Rifa que fecha já',
      prize_amount: 10_000,
      ticket_price: 100,
      total_tickets: 20,
      end_date: new Date(Date.now() + 4_000).toISOString(),
      status: 'active',
      admin_password: E2E_ADMIN_PASSWORD,
    },
  });
  if (created.status !== 201) throw new Error(`rifa: ${created.status} ${created.text}`);
  const bought = await api.call<Purchase>('POST', '/api/transaction', {
    token: buyer.token,
    body: {
      type_tx: 'buy',
      raffle_id: created.body.id,
      tickets_count: 3,
      amount: 300,
      numbers: [2, 9, 17],
    },
  });
  if (bought.status !== 201) throw new Error(`compra: ${bought.status} ${bought.text}`);
  await api.call('POST', `/api/dev/transaction/${bought.body.id}/pay`, { token: buyer.token });
  // Sales close at end_date; the draw scheduler freezes the list and its Merkle root.
  const proof = await eventually(
    'lista fixada',
    async () => {
      const read = await api.call<DrawProof>('GET', `/api/rifa/${created.body.id}/draw`);
      return read.body.tickets_root ? read.body : undefined;
    },
    30_000,
    250,
  );
  expect(proof.version).toBe(2);

  const { page } = tab;
  await page.goto(`/comprovante/${bought.body.id}`);
  const included = page.getByTestId('check-inclusion');
  await expect.poll(() => included.getAttribute('data-ok'), { timeout: 10_000 }).toBe('true');
  expect(await included.textContent()).toContain('Meu bilhete está na lista');
  for (const number of [2, 9, 17])
    expect(await page.getByTestId(`check-ticket-${number}`).getAttribute('data-ok')).toBe('true');
  expect(await page.getByTestId('receipt-fraud').count()).toBe(0);
  await screenshot(page, 'signed-receipt-included');
  expect(tab.external).toEqual([]);
  expect(tab.errors).toEqual([]);
}, 60_000);
