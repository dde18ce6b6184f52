import type { NotificationSettings } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type Handler } from '../../../test/fetch-mock.ts';
import { health, user } from '../../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0016-operator-cockpit-release.md: Configurações → 'Notificações' saves the ntfy topic (its token never shown back)
// and the Nostr relay and key, shows the server's npub and the pushes that failed, and
// 'Enviar teste' answers per channel with ok or the server's pt-BR reason.

const NPUB = 'npub1' + 'q'.repeat(58);
const EMPTY: NotificationSettings = {
  ntfy: { url: null, token_set: false },
  nostr: { relay_url: null, recipient: null, server_npub: NPUB },
  failed_pushes: 0,
  last_failure: null,
};

function setup(initial: NotificationSettings, extra: Record<string, Handler> = {}) {
  loginAs();
  return mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user({ id: 1, is_admin: true, name: 'Root' }) },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/admin/notifications/settings': { json: initial },
    ...extra,
  });
}

async function openCard() {
  const app = renderApp('/admin');
  await app.user.click(await screen.findByRole('tab', { name: 'Configurações' }));
  return { app, card: await screen.findByTestId('notifications-card') };
}

describe("Configurações → 'Notificações'", () => {
  it('saves ntfy and Nostr; tests stay off until a channel is saved; the token is not shown back', async () => {
    const fetch = setup(EMPTY, {
      'PUT /api/admin/notifications/settings': {
        json: {
          ...EMPTY,
          ntfy: { url: 'https://ntfy.sh/rifa-x', token_set: true },
          nostr: { ...EMPTY.nostr, relay_url: 'wss://relay.meu', recipient: NPUB },
        },
      },
    });
    const { app, card } = await openCard();
    expect(within(card).getByTestId('server-npub').textContent).toContain(NPUB);
    expect(within(card).getByText('Nenhum envio falhou.')).toBeTruthy();
    const tests = () =>
      within(card)
        .getAllByRole('button', { name: 'Enviar teste' })
        .map((b) => (b as HTMLButtonElement).disabled);
    expect(tests()).toEqual([true, true]);
    // The disabled buttons say why (what is typed is not tested until saved).
    const hint = 'Preencha e salve este canal para enviar um teste.';
    expect(within(card).getByTestId('test-ntfy-result').textContent).toBe(hint);
    expect(within(card).getByTestId('test-nostr-result').textContent).toBe(hint);

    await app.user.type(
      within(card).getByLabelText('URL do tópico ntfy'),
      'https://ntfy.sh/rifa-x',
    );
    await app.user.type(within(card).getByLabelText('Token de acesso (opcional)'), 'tk_1');
    await app.user.type(within(card).getByLabelText('Relay Nostr'), 'wss://relay.meu');
    await app.user.type(
      within(card).getByLabelText('Sua chave pública (npub ou hex)'),
      `  ${NPUB} `,
    );
    await app.user.click(within(card).getByRole('button', { name: 'Salvar notificações' }));
    expect((await findToast()).textContent).toContain('Notificações salvas');
    expect(fetch.callsTo('PUT /api/admin/notifications/settings')[0]?.body).toEqual({
      ntfy_url: 'https://ntfy.sh/rifa-x',
      ntfy_token: 'tk_1',
      nostr_relay_url: 'wss://relay.meu',
      nostr_recipient: NPUB,
    });
    const token = within(card).getByLabelText('Token de acesso (opcional)') as HTMLInputElement;
    expect(token.value).toBe('');
    expect(
      within(card).getByText('Token configurado. Deixe em branco para mantê-lo.'),
    ).toBeTruthy();
    expect(tests()).toEqual([false, false]);
    expect(within(card).getByTestId('test-ntfy-result').textContent).toBe('');
  });

  it('another ntfy server drops the saved token: said before saving, and after', async () => {
    const withToken: NotificationSettings = {
      ...EMPTY,
      ntfy: { url: 'https://ntfy.sh/rifa-x', token_set: true },
    };
    const fetch = setup(withToken, {
      'PUT /api/admin/notifications/settings': {
        json: { ...EMPTY, ntfy: { url: 'https://ntfy.meu.host/rifa-x', token_set: false } },
      },
    });
    const { app, card } = await openCard();
    const url = within(card).getByLabelText('URL do tópico ntfy');
    const tokenField = () => within(card).getByLabelText('Token de acesso (opcional)');
    const describedBy = () =>
      document.getElementById(tokenField().getAttribute('aria-describedby')!.split(' ')[0]!)!
        .textContent;
    expect(describedBy()).toBe('Token configurado. Deixe em branco para mantê-lo.');
    // Another topic on the same server keeps it: no warning.
    await app.user.clear(url);
    await app.user.type(url, 'https://ntfy.sh/outro');
    expect(describedBy()).toBe('Token configurado. Deixe em branco para mantê-lo.');
    await app.user.clear(url);
    await app.user.type(url, 'https://ntfy.meu.host/rifa-x');
    expect(describedBy()).toMatch(/^O token salvo vale só para o servidor ntfy atual/);

    await app.user.click(within(card).getByRole('button', { name: 'Salvar notificações' }));
    expect((await findToast()).textContent).toContain(
      'O token do ntfy foi apagado porque o servidor mudou. Digite-o de novo se o novo servidor pedir.',
    );
    expect(fetch.callsTo('PUT /api/admin/notifications/settings')[0]?.body).not.toHaveProperty(
      'ntfy_token',
    );
    expect(describedBy()).toBe('Enviado como Authorization: Bearer; nunca é mostrado de volta.');
  });

  it('shows the server’s pt-BR refusal', async () => {
    setup(EMPTY, {
      'PUT /api/admin/notifications/settings': {
        status: 400,
        json: { error: 'URL do tópico ntfy inválida: use um endereço http:// ou https://' },
      },
    });
    const { app, card } = await openCard();
    await app.user.type(within(card).getByLabelText('URL do tópico ntfy'), 'ntfy.sh/x');
    await app.user.click(within(card).getByRole('button', { name: 'Salvar notificações' }));
    expect((await within(card).findByTestId('notifications-error')).textContent).toBe(
      'URL do tópico ntfy inválida: use um endereço http:// ou https://',
    );
  });

  it("'Enviar teste' per channel: ok, or the reason; failed pushes are counted", async () => {
    const configured: NotificationSettings = {
      ntfy: { url: 'https://ntfy.sh/rifa-x', token_set: false },
      nostr: { relay_url: 'wss://relay.meu', recipient: NPUB, server_npub: NPUB },
      failed_pushes: 2,
      last_failure: {
        channel: 'nostr',
        error: 'o relay recusou',
        at: '2030-01-01T15:00:00.000Z',
      },
    };
    const fetch = setup(configured, {
      'POST /api/admin/notifications/test': ({ body }) =>
        (body as { channel: string }).channel === 'ntfy'
          ? { json: { ok: true } }
          : { status: 503, json: { error: 'Falha no envio de teste pelo Nostr: tempo esgotado' } },
    });
    const { app, card } = await openCard();
    expect(within(card).getByTestId('failed-pushes').textContent).toContain(
      'Envios que falharam depois de todas as tentativas: 2.',
    );
    expect(within(card).getByTestId('failed-pushes').textContent).toContain(
      'Última falha (Nostr, 01/01/2030, 12:00): o relay recusou',
    );
    const [ntfy, nostr] = within(card).getAllByRole('button', { name: 'Enviar teste' });
    await app.user.click(ntfy!);
    expect((await within(card).findByText('Teste enviado pelo ntfy.')).id).toBe('test-ntfy-result');
    await app.user.click(nostr!);
    expect(
      await within(card).findByText('Falha no envio de teste pelo Nostr: tempo esgotado'),
    ).toBeTruthy();
    expect(fetch.callsTo('POST /api/admin/notifications/test').map((c) => c.body)).toEqual([
      { channel: 'ntfy' },
      { channel: 'nostr' },
    ]);
  });
});
