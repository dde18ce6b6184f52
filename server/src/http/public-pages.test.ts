import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import type { DrawProofs } from '../domain/draws/index.ts';
import type { Raffles } from '../domain/raffles/index.ts';
import { createPageTemplate } from './page-template.ts';
import { publicPages, type RenderPage } from './public-pages.ts';

// docs/decisions/0013-built-for-tor.md: a public page that cannot be rendered on the server still works — the request
// goes on to the SPA shell, which fetches (and reports) what failed by itself.

const template = createPageTemplate(
  '<html><head></head><body><div id="root"></div></body></html>',
  {},
);

const SITE = {
  organiser_contact: null,
  terms: 'Termos',
  terms_default: true,
  version: '1.0.0',
  explorer_url: null,
  explorer_url_default: true,
  brl_per_btc: null,
  draw_timing: { mtp_lag_seconds: null, confirmations: 6 },
};

function app(render: RenderPage, list: () => unknown = () => []) {
  const server = express();
  server.use(
    publicPages({
      renderer: { template, render },
      raffles: { list } as unknown as Raffles,
      draws: {} as DrawProofs,
      ranking: () => [],
      winners: () => [],
      site: () => SITE,
      now: () => new Date('2025-08-17T17:00:00.000Z'),
      demo: false,
    }),
  );
  server.use((_req, res) => res.send('shell'));
  return supertest(server);
}

describe('public pages when the server-side render fails', () => {
  it('falls back to the SPA shell when the render throws', async () => {
    const response = await app(async () => {
      throw new Error('render quebrado');
    }).get('/raffles');
    expect(response.status).toBe(200);
    expect(response.text).toBe('shell');
  });

  it('falls back to the SPA shell when reading the data fails unexpectedly', async () => {
    const render: RenderPage = async () => ({ html: '<h1>x</h1>', modules: [] });
    const response = await app(render, () => {
      throw new Error('disco cheio');
    }).get('/raffles');
    expect(response.text).toBe('shell');
  });

  it('renders the page with the time, mode, origin and answers it was given', async () => {
    let seen: unknown;
    const render: RenderPage = async (url, data) => {
      seen = { url, data };
      return { html: '<h1>Rifas</h1>', modules: [] };
    };
    const response = await app(render).get('/raffles?aba=finalizadas').set('Host', 'abc.onion');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"><h1>Rifas</h1></div>');
    expect(seen).toEqual({
      url: '/raffles?aba=finalizadas',
      data: {
        now: '2025-08-17T17:00:00.000Z',
        demo: false,
        origin: 'http://abc.onion',
        responses: {
          '/api/rifa': { status: 200, body: { data: [] } },
          '/api/site': { status: 200, body: SITE },
        },
      },
    });
  });
});
