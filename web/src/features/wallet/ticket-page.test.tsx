import type { LnurlWithdrawLink, TicketPage } from '@rifa/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userRefund, userWin } from '../../test/draw-fixtures.ts';
import { mockFetch, type Handler } from '../../test/fetch-mock.ts';
import { health, paidPurchase, transaction, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// docs/protocols/lnurl.md#success-actions: /bilhete/:secret, a wallet buyer's tickets without an
// account — the numbers, the raffle's result, the prize or refund by LNURL-withdraw or a pasted
// invoice (both authorised by the secret), and 'Guardar na minha conta'.

const SECRET = 'Zx9_secreto-0123456789abcdef';
const API = `/api/bilhete/${SECRET}`;
const LNURL =
  'lnurl1dp68gurn8ghj7mrww4exctt5dahkccn00qhxget8wfjk2um0veax2un09e3k7mf0w5lhgct884kx7emfdcnxkvfa8yunje3cxqunjwpnxgc';

const page = (overrides: Partial<TicketPage> = {}): TicketPage => ({
  purchase: paidPurchase({ user_id: 0 }),
  raffle_status: 'active',
  raffle_end_date: new Date(Date.now() + 86_400_000).toISOString(),
  wins: [],
  refunds: [],
  saved: false,
  ...overrides,
});

const withdrawLink = (amount: number): LnurlWithdrawLink => ({
  lnurl: LNURL,
  qr: `LIGHTNING:${LNURL.toUpperCase()}`,
  link: `lightning:${LNURL}`,
  lud17: null,
  amount,
});

/** A drawn raffle whose 1st prize went to ticket 0042 of this purchase, awaiting an invoice. */
const won = page({
  raffle_status: 'completed',
  wins: [
    userWin({
      raffle_id: 1,
      raffle_name: 'Rifa do Satoshi',
      winning_ticket: 42,
      raffle_total_tickets: 1_000,
      prize_amount: 21_000,
      payout_status: 'awaiting_invoice',
      payout_method: 'lightning',
      txid: null,
    }),
  ],
});

function open(answer: Handler, routes: Record<string, Handler> = {}) {
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    [`GET ${API}`]: answer,
    ...routes,
  });
  return { fetch, ...renderApp(`/bilhete/${SECRET}`) };
}

describe('the ticket page /bilhete/:secret', () => {
  it('a paid purchase: the raffle, Pago, the numbers zero-padded, the signed receipt', async () => {
    open({ json: page() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seus bilhetes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rifa do Satoshi' })).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('Pago');
    const numbers = within(screen.getByTestId('ticket-numbers')).getAllByRole('listitem');
    expect(numbers.map((n) => n.textContent)).toEqual(['0007', '0042', '0250']);
    expect(screen.getByTestId('ticket-result').textContent).toContain('Vendas até');
    // The receipt page's own receipt and its offline checks, loaded with its chunk.
    expect(await screen.findByTestId('receipt')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Comprovante de compra' })).toBeTruthy();
    expect(screen.getByTestId('receipt-verification')).toBeTruthy();
    expect(document.title).toBe('Seus bilhetes · Rifa do Satoshi · Rifa Relâmpago');
    // Nothing on the page leads outside this site: the secret stays here.
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^(\/|#|lightning:)/);
  });

  it("pending: 'Aguardando pagamento' with the reserved numbers, read again every 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = page({
      purchase: transaction({ raffle_total_tickets: 1_000, numbers: [42, 7], status: 'pending' }),
    });
    const app = open({ json: pending });
    expect((await screen.findByTestId('ticket-status')).textContent).toBe('Aguardando pagamento');
    expect(screen.getByTestId('ticket-numbers').textContent).toBe('00070042');
    expect(screen.queryByTestId('receipt')).toBeNull();

    app.fetch.on(`GET ${API}`, { json: page() });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Pago'));
    expect(app.fetch.callsTo(`GET ${API}`)).toHaveLength(2);
    // Paid: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(app.fetch.callsTo(`GET ${API}`)).toHaveLength(2);
  });

  it('a win: the number marked, the proof link, and the prize by LNURL-withdraw QR', async () => {
    const app = open({ json: won }, { [`POST ${API}/saque`]: { json: withdrawLink(21_000) } });
    expect((await screen.findByTestId('ticket-result')).textContent).toBe('Parabéns, você ganhou!');
    expect(screen.getByTestId('ticket-winning-number').textContent).toContain('0042');
    expect(screen.getByTestId('ticket-proof').getAttribute('href')).toBe('/raffles/1#sorteio');
    const prize = screen.getByTestId('ticket-prize');
    expect(prize.textContent).toContain('1º prêmio · bilhete 0042 · 21.000 sats');

    await app.user.click(
      within(prize).getByRole('button', {
        name: 'Receber com carteira (LNURL): Rifa do Satoshi',
      }),
    );
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByTestId('withdraw-amount')).textContent).toBe('21.000 sats');
    expect(
      within(dialog)
        .getByRole('link', { name: 'Abrir o saque na carteira Lightning' })
        .getAttribute('href'),
    ).toBe(`lightning:${LNURL}`);
    expect(within(dialog).getByTestId('withdraw-lnurl').textContent).toBe(LNURL);
    expect(await within(dialog).findByTestId('withdraw-qr-image')).toBeTruthy();
    expect(app.fetch.callsTo(`POST ${API}/saque`).map((call) => call.body)).toEqual([
      { kind: 'prize', position: 1 },
    ]);

    // Closing reads the page again: the payout may have been taken.
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(app.fetch.callsTo(`GET ${API}`)).toHaveLength(2));
  });

  it("the withdraw's refusal stays in the dialog with 'Tentar novamente'", async () => {
    const app = open(
      { json: won },
      { [`POST ${API}/saque`]: { status: 409, json: { error: 'Este prêmio já foi pago.' } } },
    );
    await app.user.click(
      await screen.findByRole('button', { name: 'Receber com carteira (LNURL): Rifa do Satoshi' }),
    );
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByTestId('withdraw-error')).textContent).toBe(
      'Este prêmio já foi pago.',
    );
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('a pasted invoice goes to the ticket page claim, not the dashboard one', async () => {
    const app = open(
      { json: won },
      {
        [`POST ${API}/premio`]: {
          json: {
            status: 'sent',
            amount: 21_000,
            payment_hash: 'ab'.repeat(32),
            fee: 1,
            last_error: null,
          },
        },
      },
    );
    await app.user.click(
      await screen.findByRole('button', { name: 'Receber via Lightning: Rifa do Satoshi' }),
    );
    const dialog = await screen.findByTestId('lightning-claim-dialog');
    await app.user.click(within(dialog).getByLabelText('Fatura Lightning (BOLT11)'));
    await app.user.paste('lnbcrt210u1pjticketinvoice');
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar fatura' }));
    expect((await findToast()).textContent).toContain('21.000 sats');
    expect(app.fetch.callsTo(`POST ${API}/premio`).map((call) => call.body)).toEqual([
      { invoice: 'lnbcrt210u1pjticketinvoice' },
    ]);
  });

  it('a refund (paid after the close) is taken by LNURL-withdraw too', async () => {
    const app = open(
      {
        json: page({
          purchase: transaction({ status: 'refund_owed', raffle_total_tickets: 1_000 }),
          refunds: [userRefund({ raffle_id: 1, raffle_name: 'Rifa do Satoshi', amount: 2_000 })],
        }),
      },
      { [`POST ${API}/saque`]: { json: withdrawLink(2_000) } },
    );
    expect((await screen.findByTestId('ticket-status')).textContent).toBe(
      'Pago depois do fim das vendas',
    );
    const refund = screen.getByTestId('ticket-refund');
    expect(refund.textContent).toContain('Reembolso de 2.000 sats');
    await app.user.click(
      within(refund).getByRole('button', { name: 'Receber com carteira (LNURL): Rifa do Satoshi' }),
    );
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect((await within(dialog).findByTestId('withdraw-amount')).textContent).toBe('2.000 sats');
    expect(app.fetch.callsTo(`POST ${API}/saque`)[0]?.body).toEqual({ kind: 'refund' });
  });

  it("'Guardar na minha conta' logged in: POST /guardar with the session, a toast, then the dashboard link", async () => {
    loginAs('token-9');
    let saved = false;
    const app = open(() => ({ json: page({ saved }) }), {
      'GET /user/me': { json: user() },
      [`POST ${API}/guardar`]: () => {
        saved = true;
        return { json: { saved: true } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Guardar na minha conta' }));
    expect((await findToast()).textContent).toContain('Bilhetes guardados na sua conta');
    const [call] = app.fetch.callsTo(`POST ${API}/guardar`);
    expect(call?.headers.authorization).toBe('Bearer token-9');
    const card = await screen.findByTestId('ticket-saved');
    expect(within(card).getByRole('link', { name: 'Ir para o painel' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('logged out: a link to log in and come back to this page', async () => {
    open({ json: page() });
    const link = await screen.findByRole('link', { name: 'Entrar para guardar' });
    expect(link.getAttribute('href')).toBe(
      `/login?voltar=${encodeURIComponent(`/bilhete/${SECRET}`)}`,
    );
  });

  it('already saved: only the way to the dashboard', async () => {
    open({ json: page({ saved: true }) });
    expect((await screen.findByTestId('ticket-saved')).textContent).toContain(
      'Estes bilhetes estão guardados em uma conta.',
    );
    expect(screen.queryByRole('button', { name: 'Guardar na minha conta' })).toBeNull();
  });

  it('an unknown secret: a clear not-found message', async () => {
    open({ status: 404, json: { error: 'Bilhete não encontrado' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bilhetes não encontrados');
    expect(alert.textContent).toContain('Confira se ele foi copiado inteiro');
    expect(document.title).toBe('Bilhetes não encontrados · Rifa Relâmpago');
  });
});
