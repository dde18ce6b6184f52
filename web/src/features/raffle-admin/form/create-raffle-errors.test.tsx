import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fillField,
  fillRequiredFields,
  renderCreateForm,
} from '../../../test/admin-create-form.ts';
import { findToast } from '../../../test/render-app.tsx';

// 'Criar Rifa' marks each field with the server's own rule and pt-BR text (shared
// raffle-rules.ts, docs/protocols/http-api.md#errors), and keeps what the server refused
// beside the field it names. The button never greys out without saying why.

/** The message shown beside a field (its `…-error` description), or null. */
function errorBeside(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label);
  return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}

const submit = () => screen.getByRole('button', { name: 'Criar Rifa' }) as HTMLButtonElement;
const sent = (app: ReturnType<typeof renderCreateForm>) =>
  app.fetch.callsTo('POST /api/rifa/admin');

describe("'Criar Rifa' field messages", () => {
  it('an empty form: the button answers, each required field says it is required, the first takes the focus', async () => {
    const app = renderCreateForm();
    await screen.findByLabelText(/^Nome da rifa/);
    expect(submit().disabled).toBe(false);
    await app.user.click(submit());
    expect(errorBeside(/^Nome da rifa/)).toBe('Nome da rifa é obrigatório');
    expect(errorBeside(/^Prêmio \(sats\)/)).toBe('Prêmio (sats) é obrigatório');
    expect(errorBeside(/^Preço do bilhete/)).toBe('Preço do bilhete (sats) é obrigatório');
    expect(errorBeside(/^Total de bilhetes/)).toBe('Total de bilhetes é obrigatório');
    expect(errorBeside(/^Data de término/)).toBe('Data de encerramento é obrigatória');
    expect(errorBeside(/^Senha de administrador/)).toBe('Senha de administrador é obrigatória');
    // Optional fields left empty are fine.
    expect(errorBeside(/^Mínimo de bilhetes/)).toBeNull();
    expect(errorBeside(/^Endereço Bitcoin do prêmio/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nome da rifa/));
    expect(screen.getByLabelText(/^Nome da rifa/).getAttribute('aria-invalid')).toBe('true');
    expect(sent(app)).toHaveLength(0);
  });

  it('a field left with a bad value is marked at once, before any submit', async () => {
    const app = renderCreateForm();
    await fillField(app, await screen.findByLabelText(/^Prêmio \(sats\)/), '0');
    expect(errorBeside(/^Prêmio \(sats\)/)).toBeNull(); // still typing
    await app.user.tab();
    expect(errorBeside(/^Prêmio \(sats\)/)).toBe(
      'Prêmio (sats) deve estar entre 1 e 2.100.000.000.000.000',
    );
    // Untouched fields stay quiet.
    expect(errorBeside(/^Nome da rifa/)).toBeNull();
    await fillField(app, screen.getByLabelText(/^Prêmio \(sats\)/), '5000');
    expect(errorBeside(/^Prêmio \(sats\)/)).toBeNull();
  });

  it.each([
    [/^Preço do bilhete/, '1.5', 'Preço do bilhete (sats) deve ser um número inteiro'],
    [/^Total de bilhetes/, '1000001', 'Total de bilhetes deve estar entre 1 e 1.000.000'],
    [/^Total de bilhetes/, '0', 'Total de bilhetes deve estar entre 1 e 1.000.000'],
    [/^Mínimo de bilhetes/, '0', 'Mínimo de bilhetes deve estar entre 1 e 1.000.000'],
    [
      /^Mínimo de bilhetes/,
      '1001',
      'Mínimo de bilhetes não pode ser maior que o total de bilhetes',
    ],
    [/^Data de término/, '2020-01-01T10:00', 'A data de encerramento deve estar no futuro'],
    [
      /^Nome da rifa/,
      'Rifa \u202Eetset',
      'Nome da rifa não pode conter caracteres que invertem a direção do texto',
    ],
    [/^Nome da rifa/, 'r'.repeat(101), 'Nome da rifa deve ter no máximo 100 caracteres'],
    [
      /^Preço do bilhete/,
      '2100000000000000',
      'O valor de todos os bilhetes somados excede 21 milhões de bitcoins',
    ],
  ])('%s = %j: “%s”, and nothing is sent', async (label, text, message) => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '1000');
    await fillField(app, screen.getByLabelText(label), text);
    await app.user.click(submit());
    expect(errorBeside(label)).toBe(message);
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(sent(app)).toHaveLength(0);
  });

  it('prizes and packages: each row field says what is wrong with it', async () => {
    const app = renderCreateForm();
    await fillRequiredFields(app, '1000');
    await app.user.click(screen.getByRole('button', { name: 'Adicionar prêmio' }));
    await fillField(app, screen.getByLabelText('Valor do 2º prêmio (sats)'), '0');
    const addPackage = screen.getByRole('button', { name: 'Adicionar pacote' });
    await app.user.click(addPackage);
    await app.user.click(addPackage);
    await fillField(app, screen.getByLabelText('Bilhetes do pacote 1'), '2000');
    await fillField(app, screen.getByLabelText('Preço do pacote 1 (sats)'), '900');
    await app.user.click(submit());
    expect(errorBeside(/^Descrição do 2º prêmio/)).toBe(
      '2º prêmio: informe um valor em sats ou descreva o prêmio físico',
    );
    expect(errorBeside('Bilhetes do pacote 1')).toBe(
      'Pacote 1: quantidade de bilhetes deve estar entre 1 e 1.000',
    );
    await fillField(app, screen.getByLabelText('Bilhetes do pacote 1'), '10');
    await fillField(app, screen.getByLabelText('Bilhetes do pacote 2'), '10');
    await fillField(app, screen.getByLabelText('Preço do pacote 2 (sats)'), '800');
    expect(errorBeside('Bilhetes do pacote 2')).toBe(
      'Pacotes: cada pacote deve ter uma quantidade de bilhetes diferente',
    );
    expect(sent(app)).toHaveLength(0);
  });

  it("the server's refusal stays beside the field it names, until that field changes", async () => {
    const app = renderCreateForm();
    app.fetch.on('POST /api/rifa/admin', {
      status: 400,
      json: {
        error: 'Endereço Bitcoin do prêmio inválido para a rede regtest',
        field: 'prize_btc_address',
      },
    });
    await fillRequiredFields(app, '1000');
    await fillField(app, screen.getByLabelText(/^Endereço Bitcoin do prêmio/), 'bc1qmainnet');
    await app.user.click(submit());
    // The toast says it (spec §8), and the field keeps it after the toast is gone.
    expect((await findToast()).textContent).toContain('Erro ao criar rifa');
    await waitFor(() =>
      expect(errorBeside(/^Endereço Bitcoin do prêmio/)).toBe(
        'Endereço Bitcoin do prêmio inválido para a rede regtest',
      ),
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/^Endereço Bitcoin do prêmio/));
    await fillField(app, screen.getByLabelText(/^Endereço Bitcoin do prêmio/), 'bcrt1qok');
    expect(errorBeside(/^Endereço Bitcoin do prêmio/)).toBeNull();
  });

  it('a wrong step-up password (403) is said beside the password', async () => {
    const app = renderCreateForm();
    app.fetch.on('POST /api/rifa/admin', {
      status: 403,
      json: { error: 'Senha de administrador incorreta', field: 'admin_password' },
    });
    await fillRequiredFields(app, '1000');
    await app.user.click(submit());
    await waitFor(() =>
      expect(errorBeside(/^Senha de administrador/)).toBe('Senha de administrador incorreta'),
    );
  });

  it('a 2nd prize refused by the server is shown beside its amount', async () => {
    const app = renderCreateForm();
    app.fetch.on('POST /api/rifa/admin', {
      status: 400,
      json: { error: '2º prêmio (sats) deve ser um número inteiro', field: 'prizes.2.amount' },
    });
    await fillRequiredFields(app, '1000');
    await app.user.click(screen.getByRole('button', { name: 'Adicionar prêmio' }));
    await fillField(app, screen.getByLabelText('Valor do 2º prêmio (sats)'), '500');
    await app.user.click(submit());
    await waitFor(() =>
      expect(errorBeside('Valor do 2º prêmio (sats)')).toBe(
        '2º prêmio (sats) deve ser um número inteiro',
      ),
    );
  });
});
