import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillField,
  fillRequiredFields,
  renderCreateForm,
} from '../../../test/admin-create-form.ts';
import { findToast } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, packages: the admin create form adds package rows (quantity and price) and sends
// `packages`; an incomplete row keeps the form from being sent.

describe('admin create form with packages', () => {
  it('adds packages, removes one, and sends `packages`', async () => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '1000');
    const add = screen.getByRole('button', { name: 'Adicionar pacote' });
    await app.user.click(add);
    await app.user.click(add);
    const submit = screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
    await app.user.click(screen.getByRole('button', { name: 'Remover o pacote 2' }));
    await fillField(app, screen.getByLabelText('Bilhetes do pacote 1'), '10');
    // A package needs its price: said beside it, nothing sent.
    await app.user.click(submit);
    expect(await screen.findByText('Pacote 1: preço (sats) é obrigatório')).toBeTruthy();
    expect(app.fetch.callsTo('POST /api/rifa/admin')).toHaveLength(0);
    await fillField(app, screen.getByLabelText('Preço do pacote 1 (sats)'), '9000');
    await app.user.click(submit);
    await findToast();
    expect(app.fetch.callsTo('POST /api/rifa/admin')[0]?.body).toMatchObject({
      packages: [{ quantity: 10, price: 9_000 }],
    });
    expect(screen.queryByLabelText('Bilhetes do pacote 1')).toBeNull();
  });

  it('stops offering more rows at 6, and sends no `packages` without rows', async () => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '1000');
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
