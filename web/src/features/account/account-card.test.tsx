import type { User } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md in the profile: the public nickname ('Participante #<id>' without one, edited in
// 'Editar Perfil'), a new recovery code for the password, the LGPD download and the
// account's deletion (a dialog naming what is at stake, with a claim link when money is owed;
// never the admin's).

function setup(me: User = user({ id: 7, name: 'Ana' })) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: me },
    'GET /api/transaction/user': { json: { data: [] } },
    'GET /api/user/wins': { json: { data: [] } },
    'GET /api/user/refunds': { json: { data: [] } },
    'GET /api/rifa': { json: { data: [] } },
  });
  return { fetch, ...renderApp('/dashboard') };
}

const card = async () => within(await screen.findByTestId('account-card'));

describe('the nickname in the profile', () => {
  it("shows 'Participante #id' without one and sends the typed nickname", async () => {
    const app = setup();
    expect(await screen.findByText('Participante #7')).toBeTruthy();
    app.fetch.on('PUT /user/me', { json: user({ id: 7, name: 'Ana', nickname: 'Sortuda' }) });
    await app.user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    const field = await screen.findByLabelText('Apelido público');
    expect(screen.getByText(/Sem apelido, você aparece como Participante #7/)).toBeTruthy();
    await app.user.type(field, 'Sortuda');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.fetch.callsTo('PUT /user/me')[0]?.body).toEqual({ nickname: 'Sortuda' }),
    );
    expect(await screen.findByText('Sortuda')).toBeTruthy();
  });

  it('warns before sending an e-mail as nickname', async () => {
    const app = setup();
    await app.user.click(await screen.findByRole('button', { name: 'Editar Perfil' }));
    await app.user.type(await screen.findByLabelText('Apelido público'), 'ana@example.com');
    expect(screen.getByText('Não use seu e-mail como apelido')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

// docs/protocols/lnurl.md#lightning-address-payouts: the winner's own Lightning Address.
describe('the Lightning Address in the profile', () => {
  it("shows 'Nenhum' without one; the dialog says what it is for and sends it", async () => {
    const app = setup();
    const profile = (await screen.findByText('Lightning Address')).parentElement!;
    expect(within(profile).getByText('Nenhum')).toBeTruthy();
    app.fetch.on('PUT /user/me', ({ body }) => ({
      json: user({ id: 7, name: 'Ana', ...(body as Partial<User>) }),
    }));
    await app.user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    const field = await screen.findByLabelText('Lightning Address (opcional)');
    expect(field.getAttribute('aria-describedby')).toBe('profile-lightning_address-help');
    expect(document.getElementById('profile-lightning_address-help')?.textContent).toContain(
      'Prêmios em Lightning chegam sozinhos neste endereço',
    );
    await app.user.type(field, 'Ana@Carteira.Exemplo');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.fetch.callsTo('PUT /user/me')[0]?.body).toEqual({
        lightning_address: 'ana@carteira.exemplo',
      }),
    );
    expect(await screen.findByText('ana@carteira.exemplo')).toBeTruthy();
  });

  it("clearing the field sends null; the server's refusal is shown", async () => {
    const app = setup(user({ id: 7, name: 'Ana', lightning_address: 'ana@carteira.exemplo' }));
    expect(await screen.findByText('ana@carteira.exemplo')).toBeTruthy();
    const error =
      'Lightning Address inválido: depois do @ vem o domínio da carteira, não um endereço IP.';
    app.fetch.on('PUT /user/me', { status: 400, json: { error, field: 'lightning_address' } });
    await app.user.click(screen.getByRole('button', { name: 'Editar Perfil' }));
    const field = await screen.findByLabelText('Lightning Address (opcional)');
    await app.user.clear(field);
    await app.user.type(field, 'ana@127.0.0.1');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await findToast()).textContent).toContain(error);
    app.fetch.on('PUT /user/me', { json: user({ id: 7, name: 'Ana', lightning_address: null }) });
    await app.user.clear(field);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(app.fetch.callsTo('PUT /user/me').at(-1)?.body).toEqual({ lightning_address: null }),
    );
  });
});

describe('Minha conta e meus dados', () => {
  it('a new recovery code asks the password and is shown until saved', async () => {
    const app = setup();
    app.fetch.on('POST /user/me/recovery-code', { json: { recovery_code: 'AAAA-BBBB' } });
    const account = await card();
    const button = account.getByRole('button', { name: 'Gerar novo código de recuperação' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await app.user.type(account.getByLabelText('Senha atual'), 'segredo');
    await app.user.click(button);
    expect((await account.findByTestId('recovery-code')).textContent).toBe('AAAA-BBBB');
    expect(app.fetch.callsTo('POST /user/me/recovery-code')[0]?.body).toEqual({
      current_password: 'segredo',
    });
    await app.user.click(account.getByRole('button', { name: 'Já guardei o código' }));
    expect(account.queryByTestId('recovery-code')).toBeNull();
  });

  it('downloads my data as a JSON file', async () => {
    const app = setup();
    const created = vi.fn(() => 'blob:meus-dados');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    app.fetch.on('GET /user/me/data', { json: { profile: { id: 7 }, purchases: [] } });
    await app.user.click((await card()).getByRole('button', { name: 'Baixar meus dados (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    click.mockRestore();
  });

  it('deletion asks in a dialog that names the stakes, offers a claim link, then deletes', async () => {
    const app = setup();
    app.fetch.on('GET /user/me/deletion', {
      json: {
        live_tickets: 3,
        live_raffles: 1,
        prizes: [
          {
            raffle_id: 4,
            raffle_name: 'Rifa do troco',
            position: 1,
            amount: 200,
            status: 'awaiting_invoice',
          },
        ],
        physical_prizes: [
          {
            raffle_id: 5,
            raffle_name: 'Rifa da camiseta',
            position: 2,
            description: 'Camiseta',
            status: 'awaiting_contact',
          },
        ],
        refunds: [{ raffle_id: 6, raffle_name: 'Rifa cancelada', amount: 2_000 }],
        owed: 2_200,
      },
    });
    app.fetch.on('POST /user/me/claim-link', {
      status: 201,
      json: { token: 'segredo-do-link', created_at: '2025-08-17T17:00:00.000Z' },
    });
    app.fetch.on('DELETE /user/me', { status: 200 });
    const account = await card();
    await app.user.click(account.getByRole('button', { name: 'Apagar minha conta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apagar sua conta?' }));
    const stakes = await dialog.findByTestId('deletion-stakes');
    expect(stakes.textContent).toContain('3 bilhetes em 1 rifa ainda sem sorteio');
    expect(stakes.textContent).toContain('Prêmio de 200 sats da rifa "Rifa do troco"');
    expect(stakes.textContent).toContain('Prêmio "Camiseta" da rifa "Rifa da camiseta"');
    expect(stakes.textContent).toContain('Reembolso de 2.000 sats da rifa "Rifa cancelada"');
    expect(dialog.getByTestId('deletion-owed').textContent).toBe('Total a receber: 2.200 sats');
    const submit = dialog.getByRole('button', { name: 'Apagar minha conta' });
    await app.user.type(dialog.getByLabelText('Sua senha, para confirmar'), 'segredo');
    // Nothing is deleted before the person says they understood.
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await app.user.click(dialog.getByRole('button', { name: 'Gerar link de resgate' }));
    expect(((await dialog.findByTestId('claim-link')) as HTMLTextAreaElement).value).toBe(
      `${window.location.origin}/resgate#segredo-do-link`,
    );
    await app.user.click(dialog.getByLabelText('Guardei o link de resgate'));
    await app.user.click(submit);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.fetch.callsTo('DELETE /user/me').map((c) => c.body)).toEqual([
      { password: 'segredo', confirm: true },
    ]);
    expect((await findToast()).textContent).toContain('Conta apagada');
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('deletion with nothing at stake says so and needs only the password', async () => {
    const app = setup();
    app.fetch.on('GET /user/me/deletion', {
      json: {
        live_tickets: 0,
        live_raffles: 0,
        prizes: [],
        physical_prizes: [],
        refunds: [],
        owed: 0,
      },
    });
    await app.user.click((await card()).getByRole('button', { name: 'Apagar minha conta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apagar sua conta?' }));
    expect(await dialog.findByText(/Nada em jogo/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Gerar link de resgate' })).toBeNull();
    await app.user.type(dialog.getByLabelText('Sua senha, para confirmar'), 'segredo');
    expect(
      (dialog.getByRole('button', { name: 'Apagar minha conta' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('the admin account cannot be deleted', async () => {
    setup(user({ is_admin: true }));
    const account = await card();
    expect(account.getByText('A conta do administrador não pode ser apagada.')).toBeTruthy();
    expect(account.queryByRole('button', { name: 'Apagar minha conta' })).toBeNull();
  });
});

describe('the ranking on the raffle page', () => {
  it('lists nicknames and tickets, loaded after the page', async () => {
    loginAs();
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /user/me': { json: user() },
      'GET /api/rifa/1': { json: { ...raffle({ id: 1 }), draw: null } },
      'GET /api/rifa/1/ranking': {
        json: {
          data: [
            { nickname: 'Sortuda', tickets: 12 },
            { nickname: 'Participante #3', tickets: 2 },
          ],
        },
      },
    });
    renderApp('/raffles/1');
    const ranking = within(await screen.findByTestId('raffle-ranking'));
    const items = await ranking.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1ºSortuda12 bilhetes',
      '2ºParticipante #32 bilhetes',
    ]);
  });
});
