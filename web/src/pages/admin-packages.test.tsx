import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { health, raffle, user } from '../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../test/render-app.tsx';

// Issue 14, packages: the admin create form adds package rows (quantity and price) and sends
// `packages`; an incomplete row keeps the form from being sent.

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
  await app.user.type(screen.getByLabelText(/^Preço do bilhete/), '1000');
  await app.user.type(screen.getByLabelText(/^Total de bilhetes/), '1000');
  await app.user.type(screen.getByLabelText(/^Data de término/), '2030-01-15T20:30');
  await app.user.type(screen.getByLabelText(/^Senha de administrador/), 'admin-pass');
}

describe('admin create form with packages', () => {
  it('adds packages, removes one, and sends `packages`', async () => {
    const app = setup();
    await fillBase(app);
    const add = screen.getByRole('button', { name: 'Adicionar pacote' });
    await app.user.click(add);
    await app.user.click(add);
    const submit = screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true); // empty rows are incomplete
    await app.user.click(screen.getByRole('button', { name: 'Remover o pacote 2' }));
    await app.user.type(screen.getByLabelText('Bilhetes do pacote 1'), '10');
    expect(submit.disabled).toBe(true); // a package needs its price
    await app.user.type(screen.getByLabelText('Preço do pacote 1 (sats)'), '9000');
    expect(submit.disabled).toBe(false);
    await app.user.click(submit);
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).toMatchObject({
      packages: [{ quantity: 10, price: 9_000 }],
    });
    expect(screen.queryByLabelText('Bilhetes do pacote 1')).toBeNull();
  });

  it('stops offering more rows at 6, and sends no `packages` without rows', async () => {
    const app = setup();
    await fillBase(app);
    const add = screen.getByRole('button', { name: 'Adicionar pacote' });
    for (let k = 0; k < 6; k += 1) await app.user.click(add);
    expect(screen.queryByRole('button', { name: 'Adicionar pacote' })).toBeNull();
    for (let k = 6; k >= 1; k -= 1)
      await app.user.click(screen.getByRole('button', { name: `Remover o pacote ${k}` }));
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).not.toHaveProperty('packages');
  });
});
