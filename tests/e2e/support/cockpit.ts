// Helpers of the operator's-cockpit browser test (docs/decisions/0016-operator-cockpit-release.md): a local ntfy receiver, its
// raffles through the API in demo mode, a screenshot of the screen only, the settings tab.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Raffle } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../../support/addresses.ts';
import type { JsonClient } from '../../support/json-client.ts';
import { RESULTS_DIR } from './browser.ts';
import { postRaffle } from './demo-api.ts';

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

/** A raffle of `totalTickets` at 100 sats for a 20 000-sat prize, ending in two days. */
export function createRaffle(
  api: JsonClient,
  adminToken: string,
  name: string,
  totalTickets: number,
): Promise<Raffle> {
  return postRaffle(api, adminToken, {
    name,
    prize_amount: 20_000,
    ticket_price: 100,
    total_tickets: totalTickets,
    prize_btc_address: REGTEST_ADDRESS,
    end_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    confirm_large_prize: true,
  });
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
