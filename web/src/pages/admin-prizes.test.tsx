import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { health, raffle, user } from '../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../test/render-app.tsx';

// Issue 14 / DESIGN.md §8.1: the create form takes the 2nd, 3rd… prizes (add/remove rows,
// sats or a described physical prize) and sends `prizes` with the 1st = the prize field.

function setup() {
  loginAs();
  const fetch = mockFetch({
    'GET /api/admin/payouts': { json: { data: [] } },
    'GET /api/admin/refunds': { json: { data: [] } },
    'GET /api/admin/payout-settings': { json: { mode: 'auto', lightning_threshold: 10_000 } },
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
  });
  fetch.on('POST /api/rifa/admin', ({ body }) => ({
    status: 201,
    json: { ...raffle(), ...(body as object) },
  }));
  return { fetch, ...renderApp('/admin') };
}

async function fillBase(app: ReturnType<typeof setup>) {
  await app.user.type(await screen.findByLabelText(/^Nome da rifa/), 'Rifa Nova');
  await app.user.type(screen.getByLabelText(/^Prêmio \(sats\)/), '1000000');
  await app.user.type(screen.getByLabelText(/^Preço do bilhete/), '10000');
  await app.user.type(screen.getByLabelText(/^Total de bilhetes/), '1000');
  await app.user.type(screen.getByLabelText(/^Data de término/), '2030-01-15T20:30');
  await app.user.type(screen.getByLabelText(/^Senha de administrador/), 'admin-pass');
}

describe('admin create form with several prizes', () => {
  it('adds a sats prize and a physical one, removes a row, and sends `prizes`', async () => {
    const app = setup();
    await fillBase(app);
    const add = screen.getByRole('button', { name: 'Adicionar prêmio' });
    await app.user.click(add);
    await app.user.click(add);
    await app.user.click(add);
    const submit = screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true); // empty rows are incomplete
    await app.user.click(screen.getByRole('button', { name: 'Remover o 4º prêmio' }));
    await app.user.type(screen.getByLabelText('Valor do 2º prêmio (sats)'), '50000');
    await app.user.type(screen.getByLabelText('Valor do 3º prêmio (sats)'), '0');
    expect(submit.disabled).toBe(true); // a physical prize needs its description
    await app.user.type(screen.getByLabelText(/^Descrição do 3º prêmio/), 'Camiseta oficial');
    expect(submit.disabled).toBe(false);
    await app.user.click(submit);
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).toMatchObject({
      prize_amount: 1_000_000,
      prizes: [
        { amount: 1_000_000 },
        { amount: 50_000 },
        { amount: 0, description: 'Camiseta oficial' },
      ],
    });
    expect(screen.queryByLabelText('Valor do 2º prêmio (sats)')).toBeNull();
  });

  it('without extra rows sends no `prizes` (a single prize, as before)', async () => {
    const app = setup();
    await fillBase(app);
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).not.toHaveProperty('prizes');
  });
});
