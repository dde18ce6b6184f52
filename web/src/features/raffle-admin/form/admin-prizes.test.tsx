import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillField,
  fillRequiredFields,
  renderCreateForm,
} from '../../../test/admin-create-form.ts';
import { findToast } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md / docs/protocols/draw.md#several-prizes: the create form takes the 2nd, 3rd… prizes (add/remove rows,
// sats or a described physical prize) and sends `prizes` with the 1st = the prize field.

describe('admin create form with several prizes', () => {
  it('adds a sats prize and a physical one, removes a row, and sends `prizes`', async () => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '10000');
    const add = screen.getByRole('button', { name: 'Adicionar prêmio' });
    await app.user.click(add);
    await app.user.click(add);
    await app.user.click(add);
    const submit = screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
    await app.user.click(screen.getByRole('button', { name: 'Remover o 4º prêmio' }));
    await fillField(app, screen.getByLabelText('Valor do 2º prêmio (sats)'), '50000');
    await fillField(app, screen.getByLabelText('Valor do 3º prêmio (sats)'), '0');
    // A physical prize needs its description: said beside it, nothing sent.
    await app.user.click(submit);
    expect(
      await screen.findByText('3º prêmio: informe um valor em sats ou descreva o prêmio físico'),
    ).toBeTruthy();
    expect(app.fetch.callsTo('POST /api/rifa/admin')).toHaveLength(0);
    await fillField(app, screen.getByLabelText(/^Descrição do 3º prêmio/), 'Camiseta oficial');
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
    const app = renderCreateForm();
    await fillRequiredFields(app, '10000');
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).not.toHaveProperty('prizes');
  });
});
