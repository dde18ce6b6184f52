// Helpers of the operator's-cockpit browser test (docs/decisions/0016-operator-cockpit-release.md): a local ntfy receiver, raffles and
// paid purchases through the API in demo mode, an admin tab, a screenshot of the screen only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Raffle, Purchase } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../../support/addresses.ts';
import type { JsonClient } from '../../support/json-client.ts';
import { eventually } from '../../support/poll.ts';
import { openPage, RESULTS_DIR, type GuardedPage } from './browser.ts';
import { E2E_ADMIN_PASSWORD } from './e2e-server.ts';

export interface Pushed {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface NtfyReceiver {
  /** A topic URL on this receiver. */
  url: string;
  /** What the app posted, in order. */
  pushed: Pushed[];
  close(): Promise<void>;
}

/** A stand-in ntfy server on 127.0.0.1: it keeps every POST and answers as ntfy does. */
export async function startNtfyReceiver(topic: string): Promise<NtfyReceiver> {
  const pushed: Pushed[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      pushed.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"teste"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${topic}`,
    pushed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header values are Latin-1 on the wire: an accented title comes as an RFC 2047 word. */
export function decodeHeaderWord(value: unknown): string {
  const encoded = /^=\?UTF-8\?B\?(.+)\?=$/.exec(String(value))?.[1];
  return encoded === undefined ? String(value) : Buffer.from(encoded, 'base64').toString('utf8');
}

export async function createRaffle(
  api: JsonClient,
  adminToken: string,
  name: string,
  totalTickets: number,
): Promise<Raffle> {
  const created = await api.call<Raffle>('POST', '/api/rifa/admin', {
    token: adminToken,
    body: {
      name,
      prize_amount: 20_000,
      ticket_price: 100,
      total_tickets: totalTickets,
      prize_btc_address: REGTEST_ADDRESS,
      end_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      admin_password: E2E_ADMIN_PASSWORD,
      confirm_large_prize: true,
    },
  });
  if (created.status !== 201) throw new Error(`rifa: ${created.status} ${created.text}`);
  return created.body;
}

/** Buys `count` tickets and pays them with the demo's 'Simular pagamento' call. */
export async function buyPaid(
  api: JsonClient,
  token: string,
  raffle: Raffle,
  count: number,
): Promise<void> {
  const bought = await api.call<Purchase>('POST', '/api/transaction', {
    token,
    body: {
      type_tx: 'buy',
      raffle_id: raffle.id,
      tickets_count: count,
      amount: count * raffle.ticket_price,
    },
  });
  if (bought.status !== 201) throw new Error(`compra: ${bought.status} ${bought.text}`);
  await api.call('POST', `/api/dev/transaction/${bought.body.id}/pay`, { token });
  await eventually(
    'compra paga',
    async () => {
      const tx = await api.call<Purchase>('GET', `/api/transaction/${bought.body.id}`, {
        token,
      });
      return tx.body.status === 'paid' ? true : undefined;
    },
    15_000,
    100,
  );
}

/** A tab logged in as the admin (spec §3: the token in localStorage) on its first load. */
export async function adminTab(
  browser: Browser,
  baseUrl: string,
  token: string,
  viewport: { width: number; height: number },
): Promise<GuardedPage> {
  const tab = await openPage(browser, baseUrl, viewport);
  await tab.context.addInitScript((saved) => {
    const storage = (
      globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
      }
    ).localStorage;
    // Only when absent: a logout or a new login in the tab is the tab's own business.
    if (storage.getItem('jwt_token') === null) storage.setItem('jwt_token', saved);
  }, token);
  return tab;
}

/** What the screen shows now (a dialog over the page), not the whole page. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });
}

/** Admin → Configurações, once the 'Notificações' and 'Backups' cards have loaded. */
export async function openSettings(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await page.getByTestId('notifications-card').getByLabel('URL do tópico ntfy').waitFor();
  await page.getByTestId('backups-card').getByText('Fazer backup agora').waitFor();
}

/** Nothing fetched from another host, no page or console error. */
export function expectClean(tab: GuardedPage): void {
  expect(tab.external).toEqual([]);
  expect(tab.errors).toEqual([]);
}
