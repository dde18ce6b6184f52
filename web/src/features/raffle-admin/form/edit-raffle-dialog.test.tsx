import type { Raffle } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillField } from '../../../test/admin-create-form.ts';
import { mockAdmin } from '../../../test/admin.ts';
import { bicycleRaffle } from '../../../test/fixtures.ts';
import { findToast, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: Gerenciar → 'Editar' edits everything PUT /api/rifa/:id allows and sends only
// what changed; what the server would refuse after the first sale is disabled with its
// reason; dates are Brasília wall time (UTC−3) whatever the test process's zone.

const fresh = bicycleRaffle({
  id: 4,
  description: 'Uma bicicleta aro 29.',
  contact: null,
  photos: [],
});

async function openEditor(target: Raffle) {
  const fetch = mockAdmin({
    'GET /api/rifa': { json: { data: [target] } },
    [`GET /api/rifa/${target.id}`]: { json: target },
  });
  fetch.on(`PUT /api/rifa/${target.id}`, ({ body }) => ({
    json: { ...target, ...(body as object) },
  }));
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
  const list = await screen.findByTestId('manage-list');
  await app.user.click(within(list).getByRole('button', { name: `Editar a rifa ${target.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar rifa' });
  return { app, fetch, list: within(list), dialog: within(dialog) };
}

const input = (dialog: ReturnType<typeof within>, label: string | RegExp) =>
  dialog.getByLabelText(label) as HTMLInputElement;

describe("Gerenciar → 'Editar'", () => {
  it('shows the raffle as stored: Brasília end date, prizes, packages and texts', async () => {
    const { list, dialog } = await openEditor(fresh);
    // The list and the dialog show the same instant, in Brasília time (23:00Z = 20:00).
    expect(list.getByText('Término: 15/01/2030, 20:00 (horário de Brasília)')).toBeTruthy();
    expect(input(dialog, 'Nome da rifa').value).toBe('Bicicleta');
    expect(input(dialog, 'Data de término (horário de Brasília)').value).toBe('15/01/2030 20:00');
    expect(input(dialog, 'Valor do 1º prêmio (sats)').value).toBe('500000');
    expect(input(dialog, 'Valor do 2º prêmio (sats)').value).toBe('0');
    expect(input(dialog, /^Descrição do 2º prêmio/).value).toBe('Capacete');
    expect(input(dialog, 'Bilhetes do pacote 1').value).toBe('10');
    expect(input(dialog, 'Preço do pacote 1 (sats)').value).toBe('9000');
    expect(input(dialog, 'Descrição (opcional)').value).toBe('Uma bicicleta aro 29.');
    const save = dialog.getByRole('button', { name: 'Salvar alterações' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(dialog.getByText('Nada mudou ainda.')).toBeTruthy();
  });

  it('before the first sale: edits texts, end date, prizes and packages, sending only those', async () => {
    const { app, fetch, dialog } = await openEditor(fresh);
    await fillField(
      app,
      input(dialog, 'Data de término (horário de Brasília)'),
      '01/02/2030 20:00',
    );
    await fillField(app, input(dialog, 'Regulamento (opcional)'), 'Sorteio pelo bloco.');
    await fillField(app, input(dialog, 'Contato do organizador (opcional)'), 'wa.me/5511999');
    await app.user.click(dialog.getByRole('button', { name: 'Adicionar prêmio' }));
    await fillField(app, input(dialog, 'Valor do 3º prêmio (sats)'), '1000');
    await app.user.click(dialog.getByRole('button', { name: 'Adicionar pacote' }));
    await fillField(app, input(dialog, 'Bilhetes do pacote 2'), '20');
    await fillField(app, input(dialog, 'Preço do pacote 2 (sats)'), '17000');
    await app.user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    expect((await findToast()).textContent).toContain('Rifa atualizada');
    expect(fetch.callsTo('PUT /api/rifa/4')).toHaveLength(1);
    expect(fetch.callsTo('PUT /api/rifa/4')[0]?.body).toEqual({
      end_date: '2030-02-01T23:00:00.000Z',
      rules: 'Sorteio pelo bloco.',
      contact: 'wa.me/5511999',
      prizes: [{ amount: 500_000 }, { amount: 0, description: 'Capacete' }, { amount: 1_000 }],
      packages: [
        { quantity: 10, price: 9_000 },
        { quantity: 20, price: 17_000 },
      ],
    });
    expect(screen.queryByRole('dialog', { name: 'Editar rifa' })).toBeNull();
  });

  it('after the first sale: price, prizes, packages, regulamento and photos are disabled with the reason', async () => {
    const { app, fetch, dialog } = await openEditor({
      ...fresh,
      sold_tickets: 3,
      available_tickets: 95,
    });
    expect(
      dialog.getByText(
        'Preço, prêmios, pacotes, regulamento e fotos não podem mudar depois da primeira venda ou reserva.',
      ),
    ).toBeTruthy();
    for (const label of [
      'Preço do bilhete (sats)',
      'Valor do 1º prêmio (sats)',
      'Valor do 2º prêmio (sats)',
      'Bilhetes do pacote 1',
      'Regulamento (opcional)',
    ])
      expect(input(dialog, label).matches(':disabled')).toBe(true);
    // A disabled <fieldset> disables what it holds (:disabled), its buttons too.
    expect(dialog.getByRole('button', { name: 'Adicionar pacote' }).matches(':disabled')).toBe(
      true,
    );
    expect(dialog.getByTestId('edit-photos-locked').textContent).toBe(
      'As fotos não podem mudar depois da primeira venda ou reserva.',
    );
    expect(dialog.getByText('Mínimo: 5 (bilhetes já vendidos ou reservados).')).toBeTruthy();
    // What may still change does, alone in the payload.
    await fillField(app, input(dialog, 'Total de bilhetes'), '150');
    await app.user.clear(input(dialog, 'Descrição (opcional)'));
    await app.user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    await findToast();
    expect(fetch.callsTo('PUT /api/rifa/4')[0]?.body).toEqual({
      total_tickets: 150,
      description: null,
    });
  });

  it('after sales closed: only the description and the contact may change', async () => {
    const { dialog } = await openEditor({
      ...fresh,
      end_date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(
      dialog.getByText('As vendas já encerraram: só a descrição e o contato ainda podem mudar.'),
    ).toBeTruthy();
    for (const label of [
      'Nome da rifa',
      'Data de término (horário de Brasília)',
      'Preço do bilhete (sats)',
    ])
      expect(input(dialog, label).matches(':disabled')).toBe(true);
    expect(input(dialog, 'Descrição (opcional)').disabled).toBe(false);
    expect(input(dialog, 'Contato do organizador (opcional)').disabled).toBe(false);
    expect(input(dialog, 'Regulamento (opcional)').disabled).toBe(true);
  });

  it('a refused change keeps the dialog open with the server message', async () => {
    const { app, fetch, dialog } = await openEditor(fresh);
    fetch.on('PUT /api/rifa/4', {
      status: 409,
      json: { error: 'Os prêmios não podem mudar depois da primeira venda ou reserva' },
    });
    await fillField(app, input(dialog, 'Valor do 1º prêmio (sats)'), '600000');
    await app.user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro ao atualizar rifa');
    expect(toast.textContent).toContain('Os prêmios não podem mudar depois da primeira venda');
    expect(screen.getByRole('dialog', { name: 'Editar rifa' })).toBeTruthy();
  });
});
