// Cross-cutting HTTP behaviour: body limits, malformed JSON, unknown routes, headers,
// health and the SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

/** POSTs `text` as is, with this Content-Type. */
const postRaw = (route: string, contentType: string, text: string) =>
  t.api.post(route).set('Content-Type', contentType).send(text);

describe('request bodies', () => {
  it('answers a 100 KB body with 413 and a JSON pt-BR error', async () => {
    const response = await postRaw(
      '/auth/register',
      'application/json',
      JSON.stringify({ name: 'x'.repeat(100 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'Corpo da requisição muito grande' });
  });

  it('answers malformed JSON with 400 and a JSON pt-BR error', async () => {
    const response = await postRaw('/auth/login', 'application/json', '{"email": "a@b.com",');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'JSON malformado no corpo da requisição' });
  });

  it('treats a non-JSON content type as a missing body, not a crash', async () => {
    const response = await postRaw('/auth/register', 'text/plain', 'name=x');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Corpo da requisição deve ser um objeto JSON' });
  });
});

describe('routing', () => {
  it.each(['/api/nada', '/api/rifa/1/nada', '/auth/nada', '/user/nada'])(
    'answers unknown API route %s with JSON 404',
    async (route) => {
      const response = await t.api.get(route);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Rota não encontrada' });
    },
  );

  it('serves index.html for client routes, never for API paths', async () => {
    const dist = path.join(t.dataDir, 'no-web-dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Rifa</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const page = await t.api.get('/raffles/12');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Rifa</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.api.get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect((await t.api.get('/assets/missing.js')).status).toBe(404);
    expect((await t.api.get('/api/x')).headers['content-type']).toMatch(/json/);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts or third-party origins, and no HSTS', async () => {
    const response = await t.api.get('/api/rifa');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});

describe('GET /api/health', () => {
  it('reports status, version, mode, network and both node ports', async () => {
    const response = await t.api.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      version: 'test',
      mode: 'node',
      network: 'regtest',
      lightning: {
        status: 'ok',
        alias: expect.any(String),
        synced: true,
        block_height: expect.any(Number),
      },
      bitcoin: { status: 'ok', block_height: expect.any(Number) },
    });
  });

  it("says 'aguardando LND' while LND is locked and 'indisponível' when the node stops answering", async () => {
    t.devnode.setLocked(true);
    try {
      expect((await t.api.get('/api/health')).body.lightning.status).toBe('aguardando LND');
    } finally {
      t.devnode.setLocked(false);
    }
    await t.devnode.setUnresponsive(true);
    try {
      const body = (await t.api.get('/api/health')).body;
      expect(body.status).toBe('ok');
      expect(body.lightning.status).toBe('indisponível');
      expect(body.bitcoin.status).toBe('indisponível');
    } finally {
      await t.devnode.setUnresponsive(false);
    }
  });
});

describe('GET /api/rifa fast path', () => {
  it('answers exactly as the Express route does: same body, status and headers', async () => {
    await t.createRaffle({ name: 'Caminho rápido' });
    // A query string takes the Express route; the bare path takes the fast path.
    const viaExpress = await t.api.get('/api/rifa?via=express');
    const fast = await t.api.get('/api/rifa');
    expect(fast.status).toBe(200);
    expect(fast.text).toBe(viaExpress.text);
    const comparable = (headers: Record<string, string>) => {
      const { date: _d, 'x-request-id': _r, connection: _c, 'keep-alive': _k, ...rest } = headers;
      return rest;
    };
    expect(comparable(fast.headers as Record<string, string>)).toEqual(
      comparable(viaExpress.headers as Record<string, string>),
    );
    expect(fast.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(
      (await t.api.get('/api/rifa').set('X-Request-Id', 'pedido-42')).headers['x-request-id'],
    ).toBe('pedido-42');
  });

  it('answers 304 to a matching ETag and only takes GET on the exact path', async () => {
    const first = await t.api.get('/api/rifa');
    const again = await t.api.get('/api/rifa').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect((await t.api.post('/api/rifa').send({})).status).toBe(404);
    expect((await t.api.head('/api/rifa')).status).toBe(200);
  });
});
