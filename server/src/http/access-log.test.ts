// The access log an operator reads (docs/decisions/0013-built-for-tor.md): every request at debug, server errors and
// slow requests at info or above, each line's message saying what happened; never a query
// string (docs/protocols/configuration.md#what-the-log-never-shows).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { accessLevel, accessLog, loggedUrl, SLOW_REQUEST_MS } from './access-log.ts';

describe('accessLevel', () => {
  it.each([
    [200, false, 3, 'debug'],
    [304, false, 3, 'debug'],
    [404, false, 3, 'debug'],
    [409, false, 3, 'debug'],
    [200, false, SLOW_REQUEST_MS, 'info'],
    [404, false, SLOW_REQUEST_MS + 500, 'info'],
    [500, false, 3, 'error'],
    [503, false, SLOW_REQUEST_MS * 5, 'error'],
    [200, true, 3, 'error'],
  ] as const)('status %d, failed %s, %d ms → %s', (status, failed, ms, level) => {
    expect(accessLevel(status, failed, ms)).toBe(level);
  });
});

const SECRET = 'segredo-do-link-de-redefinicao';

describe('loggedUrl', () => {
  it.each([
    ['/api/rifa', '/api/rifa'],
    ['/redefinir-senha?token=abc', '/redefinir-senha?[redacted]'],
    ['/api/users?api_key=rr_x&page=2', '/api/users?[redacted]'],
    ['/?', '/?[redacted]'],
    ['/x#frag', '/x?[redacted]'],
    ['/a/b?c?d', '/a/b?[redacted]'],
  ])('%s → %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe('accessLog', () => {
  it('writes `METHOD url status N ms` at the level accessLevel gives, nothing for /api/health', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('debug', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const log = accessLog(logger);
    const server = http.createServer((req, res) =>
      log(req, res, () => {
        const path = req.url?.split('?')[0];
        const slow = path === '/devagar';
        res.statusCode = path === '/falha' ? 500 : path === '/nada' ? 404 : 200;
        setTimeout(() => res.end('ok'), slow ? SLOW_REQUEST_MS + 50 : 0);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const secret = `?token=${SECRET}`;
      for (const route of ['/api/health', '/', '/nada', `/falha${secret}`, `/devagar${secret}`])
        await (
          await fetch(`${base}${route}`, { headers: { Referer: `${base}/x${secret}` } })
        ).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      server.close();
    }
    const summary = lines.map((line) => [line.level, String(line.msg).replace(/\d+ ms/, 'N ms')]);
    expect(summary).toEqual([
      ['debug', 'GET / 200 N ms'],
      ['debug', 'GET /nada 404 N ms'],
      ['error', 'GET /falha?[redacted] 500 N ms: failed with status code 500'],
      ['info', 'GET /devagar?[redacted] 200 N ms (lenta)'],
    ]);
    expect(lines[0]).toMatchObject({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(lines[3]).toMatchObject({
      req: { url: '/devagar?[redacted]', headers: { referer: `${base}/x?[redacted]` } },
    });
    expect(lines[3]!.req).not.toHaveProperty('query');
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });
});
