// The app as Tor Browser reaches it (docs/protocols/lnurl.md#routes): Chromium is given this
// HTTP proxy, asks it for http://<name>.onion/…, and the proxy forwards each request to the
// app on loopback with the Host header as sent, so the app builds its onion links, address and
// QR just as behind a Tor hidden service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const ONION_HOST = 'rifarelampagoteste2345abcdefghijklmnopqrstuvwxyzabcdefgh.onion';

export async function startOnionProxy(appUrl: () => string) {
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', `http://${ONION_HOST}`);
    const app = new URL(appUrl());
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
