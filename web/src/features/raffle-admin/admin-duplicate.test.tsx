import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillField, renderCreateForm } from '../../test/admin-create-form.ts';
import { raffle } from '../../test/fixtures.ts';
import { findToast } from '../../test/render-app.tsx';

// docs/decisions/0016-operator-cockpit-release.md: Gerenciar → 'Duplicar' (any status) opens 'Criar Rifa' filled from the raffle's
// GET /api/rifa/:id, with the name focused, no end date, no password and a note that the
// photos stay behind; after an end date and the password, POST /api/rifa/admin gets the copy.

const source = raffle({
  id: 12,
  name: 'Bicicleta',
  status: 'completed',
  prize_amount: 500_000,
  ticket_price: 1_000,
  total_tickets: 100,
  sold_tickets: 100,
  available_tickets: 0,
  min_tickets: 20,
  end_date: '2025-01-15T23:00:00.000Z',
  prize_btc_address: 'bcrt1qexample',
});
// Only the raffle's own page carries the prizes, packages, texts and photos.
const full = {
  ...source,
  prizes: [
    { position: 1, amount: 500_000, description: null },
    { position: 2, amount: 0, description: 'Capacete' },
  ],
  packages: [{ id: 9, quantity: 10, price: 9_000 }],
  description: 'Uma bicicleta aro 29.',
  rules: 'Sorteio pelo bloco.',
  contact: 'wa.me/55',
  photos: [{ id: 1, url: '/p/1.webp', thumb_url: '/p/1-t.webp', width: 800, height: 600 }],
  draw: null,
};

const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function duplicate() {
  const app = renderCreateForm();
  app.fetch.on('GET /api/rifa', { json: { data: [source] } });
  app.fetch.on('GET /api/rifa/12', { json: full });
  await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
  const list = await screen.findByTestId('manage-list');
  await app.user.click(within(list).getByRole('button', { name: 'Duplicar a rifa Bicicleta' }));
  await screen.findByTestId('duplicate-notice');
  return app;
}

describe("Gerenciar → 'Duplicar'", () => {
  it('opens Criar Rifa filled from the raffle, the name focused, without end date or photos', async () => {
    const app = await duplicate();
    expect(screen.getByRole('tab', { name: 'Criar Rifa' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const name = screen.getByLabelText(/^Nome da rifa/);
    expect((name as HTMLInputElement).value).toBe('Bicicleta (cópia)');
    expect(document.activeElement).toBe(name);
    expect(value(/^Prêmio \(sats\)/)).toBe('500000');
    expect(value(/^Preço do bilhete/)).toBe('1000');
    expect(value(/^Total de bilhetes/)).toBe('100');
    expect(value(/^Mínimo de bilhetes/)).toBe('20');
    expect(value(/^Endereço Bitcoin do prêmio/)).toBe('bcrt1qexample');
    expect(value(/^Data de término/)).toBe('');
    expect(value(/^Senha de administrador/)).toBe('');
    expect(value('Valor do 2º prêmio (sats)')).toBe('0');
    expect(value(/^Descrição do 2º prêmio/)).toBe('Capacete');
    expect(value('Bilhetes do pacote 1')).toBe('10');
    expect(value('Preço do pacote 1 (sats)')).toBe('9000');
    expect(value('Descrição (opcional)')).toBe('Uma bicicleta aro 29.');
    expect(value('Regulamento (opcional)')).toBe('Sorteio pelo bloco.');
    expect(value('Contato do organizador (opcional)')).toBe('wa.me/55');
    const notice = screen.getByTestId('duplicate-notice');
    expect(notice.textContent).toContain('Cópia de “Bicicleta”');
    expect(notice.textContent).toContain('As fotos não foram copiadas');
    // The end date and the password are left to fill: the form says so and sends nothing.
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    expect(await screen.findByText('Data de encerramento é obrigatória')).toBeTruthy();
    expect(screen.getByText('Senha de administrador é obrigatória')).toBeTruthy();
    expect(app.fetch.callsTo('POST /api/rifa/admin')).toHaveLength(0);
  });

  it('after an end date and the password, sends the copy', async () => {
    const app = await duplicate();
    await fillField(app, screen.getByLabelText(/^Data de término/), '2030-02-01T20:00');
    await fillField(app, screen.getByLabelText(/^Senha de administrador/), 'admin-pass');
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).toEqual({
      name: 'Bicicleta (cópia)',
      prize_amount: 500_000,
      ticket_price: 1_000,
      total_tickets: 100,
      end_date: '2030-02-01T23:00:00.000Z',
      status: 'active',
      min_tickets: 20,
      prize_btc_address: 'bcrt1qexample',
      description: 'Uma bicicleta aro 29.',
      rules: 'Sorteio pelo bloco.',
      contact: 'wa.me/55',
      admin_password: 'admin-pass',
      prizes: [{ amount: 500_000 }, { amount: 0, description: 'Capacete' }],
      packages: [{ quantity: 10, price: 9_000 }],
    });
    // The form starts over, not from the copy.
    expect(value(/^Nome da rifa/)).toBe('');
    expect(screen.queryByTestId('duplicate-notice')).toBeNull();
  });
});
