import type { PayoutSettings } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type Handler } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// Configurações → Pagamentos (docs/protocols/draw.md): payout mode and Lightning threshold, read with
// GET and saved with PUT /api/admin/payout-settings; the server judges the threshold (never
// below the 546-sat dust floor) and its pt-BR refusal is shown. Prizes to the winner's
// Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts): off by default, and the
// card says what turning them on reveals, with the node's Tor or without.

const SAVED: PayoutSettings = {
  mode: 'manual',
  lightning_threshold: 20_000,
  lightning_address_payouts: false,
  tor_proxy: true,
};

async function openCard(settings: Handler = { json: SAVED }) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/users': { json: { data: [] } },
    'GET /api/admin/payout-settings': settings,
  });
  const app = { fetch, ...renderApp('/admin') };
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  const card = await screen.findByTestId('payout-settings-card');
  return { ...app, card };
}

const threshold = (card: HTMLElement) =>
  within(card).getByLabelText('Limite para Lightning (sats)') as HTMLInputElement;
const radio = (card: HTMLElement, name: string) =>
  within(card).getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const save = (card: HTMLElement) =>
  within(card).getByRole('button', { name: 'Salvar pagamentos' }) as HTMLButtonElement;

describe("Configurações → 'Pagamentos'", () => {
  it('loads the mode and threshold, and explains why small amounts go over Lightning', async () => {
    const { card } = await openCard();
    await waitFor(() => expect(threshold(card).value).toBe('20000'));
    expect(radio(card, 'Manual').checked).toBe(true);
    expect(radio(card, 'Automático').checked).toBe(false);
    expect(card.textContent).toContain(
      'Prêmios e reembolsos abaixo deste valor são pagos via Lightning: quem recebe cola uma fatura no próprio dashboard.',
    );
    expect(card.textContent).toContain('taxa de uma transação on-chain');
    expect(card.textContent).toContain('abaixo de 546 sats nada vai on-chain');
  });

  it('saves the edited mode and threshold with PUT and toasts what the server kept', async () => {
    const app = await openCard();
    app.fetch.on('PUT /api/admin/payout-settings', ({ body }) => ({
      json: body as PayoutSettings,
    }));
    const field = await waitFor(() => threshold(app.card));
    await app.user.click(radio(app.card, 'Automático'));
    await app.user.clear(field);
    await app.user.type(field, '5000');
    await app.user.click(save(app.card));
    const toast = await findToast();
    expect(toast.textContent).toContain('Pagamentos salvos');
    expect(toast.textContent).toContain('Modo: Automático · Limite para Lightning: 5.000 sats');
    expect(app.fetch.callsTo('PUT /api/admin/payout-settings')[0]?.body).toEqual({
      mode: 'auto',
      lightning_threshold: 5000,
      lightning_address_payouts: false,
    });
    expect(radio(app.card, 'Automático').checked).toBe(true);
  });

  it('a threshold the server refuses: its pt-BR message in the card, nothing saved', async () => {
    const app = await openCard();
    const error = 'Limite para pagamento via Lightning deve estar entre 546 e 100.000.000';
    app.fetch.on('PUT /api/admin/payout-settings', { status: 400, json: { error } });
    const field = await waitFor(() => threshold(app.card));
    await app.user.clear(field);
    await app.user.type(field, '100');
    await app.user.click(save(app.card));
    expect((await within(app.card).findByRole('alert')).textContent).toBe(error);
    expect(app.fetch.callsTo('PUT /api/admin/payout-settings')[0]?.body).toEqual({
      mode: 'manual',
      lightning_threshold: 100,
      lightning_address_payouts: false,
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("the winner's Lightning Address: off, says what it reveals over Tor, saved on", async () => {
    const app = await openCard();
    const toggle = (await within(app.card).findByRole('checkbox', {
      name: 'Enviar prêmios Lightning ao Lightning Address do ganhador',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const described = (toggle.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain('recebe o prêmio sem colar fatura');
    expect(described).toContain(
      'aquele serviço fica sabendo o endereço de onde vem o pedido e o valor do prêmio',
    );
    expect(described).toContain('O pedido sai pelo proxy Tor do nó');
    app.fetch.on('PUT /api/admin/payout-settings', ({ body }) => ({
      json: { ...SAVED, ...(body as object) },
    }));
    await app.user.click(toggle);
    await app.user.click(save(app.card));
    expect(await findToast()).toBeTruthy();
    expect(app.fetch.callsTo('PUT /api/admin/payout-settings')[0]?.body).toEqual({
      mode: 'manual',
      lightning_threshold: 20_000,
      lightning_address_payouts: true,
    });
    expect(toggle.checked).toBe(true);
  });

  it("without the Tor proxy it says the node's IP is seen", async () => {
    const { card } = await openCard({
      json: { ...SAVED, lightning_address_payouts: true, tor_proxy: false },
    });
    const toggle = (await within(card).findByRole('checkbox')) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(card.textContent).toContain(
      'Sem proxy Tor configurado (TOR_PROXY), o pedido sai direto: aquele serviço vê o endereço IP do seu nó.',
    );
    expect(card.textContent).not.toContain('O pedido sai pelo proxy Tor do nó');
  });

  it('an empty threshold cannot be saved', async () => {
    const app = await openCard();
    const field = await waitFor(() => threshold(app.card));
    await app.user.clear(field);
    expect(save(app.card).disabled).toBe(true);
    expect(within(app.card).getByRole('alert').textContent).toBe(
      'Informe um número inteiro de sats.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('settings that cannot be loaded: the error with a retry', async () => {
    const app = await openCard({
      status: 403,
      json: { error: 'Acesso restrito a administradores' },
    });
    expect((await within(app.card).findByRole('alert')).textContent).toContain(
      'Acesso restrito a administradores',
    );
    app.fetch.on('GET /api/admin/payout-settings', {
      json: { ...SAVED, mode: 'auto', lightning_threshold: 10_000 },
    });
    await app.user.click(within(app.card).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(threshold(app.card).value).toBe('10000'));
    expect(radio(app.card, 'Automático').checked).toBe(true);
  });
});
