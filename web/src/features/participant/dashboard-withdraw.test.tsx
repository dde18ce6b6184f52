import type { LnurlWithdrawLink, UserRefund, UserWin } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userRefund, userWin } from '../../test/draw-fixtures.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// docs/protocols/lnurl.md#withdraw-request: beside 'Receber via Lightning', the dashboard offers
// 'Receber com carteira (LNURL)' — the same payouts, as an LNURL-withdraw QR a wallet scans.

const LNURL =
  'lnurl1dp68gurn8ghj7mrww4exctt5dahkccn00qhxget8wfjk2um0veax2un09e3k7mf0w5lhgct884kx7emfdcnxkvfa8yunje3cxqunjwpnxgc';

const link = (amount: number): LnurlWithdrawLink => ({
  lnurl: LNURL,
  qr: `LIGHTNING:${LNURL.toUpperCase()}`,
  link: `lightning:${LNURL}`,
  lud17: 'lnurlw://rifa.exemplo.com.br/api/lnurlw/abc',
  amount,
});

function setup(wins: UserWin[], refunds: UserRefund[] = []) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/transaction/user': { json: { data: [] } },
    'GET /api/rifa': { json: { data: [] } },
    'GET /api/user/wins': { json: { data: wins } },
    'GET /api/user/refunds': { json: { data: refunds } },
  });
  return { fetch, ...renderApp('/dashboard') };
}

const withdrawButton = (name: string) =>
  screen.findByRole('button', { name: `Receber com carteira (LNURL): ${name}` });

describe("the dashboard's 'Receber com carteira (LNURL)'", () => {
  it('shows exactly where a Lightning claim is accepted', async () => {
    setup([
      userWin({ raffle_id: 42, raffle_name: 'A receber', payout_status: 'awaiting_invoice' }),
      userWin({ raffle_id: 5, raffle_name: 'Enviada', payout_status: 'sent' }),
    ]);
    const items = within(await screen.findByTestId('wins-list')).getAllByRole('listitem');
    const withdraws = items.map(
      (item) => within(item).queryAllByRole('button', { name: /^Receber com carteira/ }).length,
    );
    expect(withdraws).toEqual([1, 0]);
  });

  it('a prize: POST /api/user/wins/:id/saque with its position, the QR and the amount', async () => {
    const app = setup([
      userWin({
        raffle_id: 42,
        raffle_name: 'Segundo lugar',
        position: 2,
        prize_amount: 5_000,
        payout_status: 'awaiting_invoice',
        payout_method: 'lightning',
        txid: null,
      }),
    ]);
    app.fetch.on('POST /api/user/wins/42/saque', { json: link(5_000) });
    await app.user.click(await withdrawButton('Segundo lugar'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByTestId('withdraw-amount')).textContent).toBe('5.000 sats');
    expect(
      within(dialog)
        .getByRole('link', { name: 'Abrir o saque na carteira Lightning' })
        .getAttribute('href'),
    ).toBe(`lightning:${LNURL}`);
    expect(
      within(dialog).getByRole('link', { name: 'Abrir com lnurlw://' }).getAttribute('href'),
    ).toBe('lnurlw://rifa.exemplo.com.br/api/lnurlw/abc');
    expect(await within(dialog).findByTestId('withdraw-qr-image')).toBeTruthy();
    expect(app.fetch.callsTo('POST /api/user/wins/42/saque').map((call) => call.body)).toEqual([
      { position: 2 },
    ]);

    // Closed: the prize is read again (the wallet may have taken it).
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(app.fetch.callsTo('GET /api/user/wins')).toHaveLength(2));
    expect(document.activeElement).toBe(await withdrawButton('Segundo lugar'));
  });

  it('refunds of a raffle: POST /api/user/refunds/:id/saque for their sum', async () => {
    const app = setup(
      [],
      [
        userRefund({ id: 3, raffle_id: 7, raffle_name: 'Cancelada', amount: 1_000 }),
        userRefund({ id: 2, raffle_id: 7, raffle_name: 'Cancelada', amount: 2_000 }),
      ],
    );
    app.fetch.on('POST /api/user/refunds/7/saque', { json: link(3_000) });
    await app.user.click(await withdrawButton('Cancelada'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByTestId('withdraw-amount')).textContent).toBe('3.000 sats');
    expect(app.fetch.callsTo('POST /api/user/refunds/7/saque')).toHaveLength(1);
  });

  it("a refusal: the server's pt-BR message in the dialog", async () => {
    const app = setup([
      userWin({ raffle_id: 42, raffle_name: 'A receber', payout_status: 'awaiting_invoice' }),
    ]);
    const error = 'Prêmios on-chain acima do limite não saem por LNURL';
    app.fetch.on('POST /api/user/wins/42/saque', { status: 400, json: { error } });
    await app.user.click(await withdrawButton('A receber'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(error);
  });
});
