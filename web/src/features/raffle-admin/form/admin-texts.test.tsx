import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillField,
  fillRequiredFields,
  renderCreateForm,
} from '../../../test/admin-create-form.ts';
import { findToast } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the create form takes the description, regulamento and contact (blank ones left
// out), and its end date is Brasília time, as its label says.

describe('admin create form: texts and Brasília time', () => {
  it('sends the texts trimmed and the end date typed in Brasília as UTC', async () => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '10000');
    expect(screen.getByLabelText(/^Data de término \(horário de Brasília\)/)).toBeTruthy();
    await fillField(app, screen.getByLabelText('Descrição (opcional)'), ' Uma bicicleta. ');
    await fillField(app, screen.getByLabelText('Contato do organizador (opcional)'), '@ana');
    expect(screen.getByText(/16 de 5\.000 caracteres/)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Criar Rifa' }));
    await findToast();
    const body = app.fetch.callsTo('POST /api/rifa/admin')[0]?.body;
    expect(body).toMatchObject({
      end_date: '2030-01-15T23:30:00.000Z',
      description: 'Uma bicicleta.',
      contact: '@ana',
    });
    expect(body).not.toHaveProperty('rules');
    expect((screen.getByLabelText('Descrição (opcional)') as HTMLTextAreaElement).value).toBe('');
  });
});
