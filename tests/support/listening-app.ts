// The test app on a loopback port, for clients that need real sockets: many parallel
// requests through fetch (jsonClient) or a real browser. Requests reach the app running at
// that moment, so the listener survives the file's restarts.
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { jsonClient, type JsonClient } from './json-client.ts';

export interface ListeningApp {
  /** http://127.0.0.1:<port>, set in beforeAll. */
  readonly url: string;
  /** A JSON client of that URL. */
  readonly client: JsonClient;
}

export function useListeningApp(t: { app: RequestListener }): ListeningApp {
  let server: http.Server | undefined;
  let url = '';
  let client: JsonClient | undefined;
  beforeAll(async () => {
    server = http.createServer((req, res) => t.app(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = jsonClient(url);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get url() {
      return url;
    },
    get client() {
      if (!client) throw new Error('the app listens from beforeAll on');
      return client;
    },
  };
}
