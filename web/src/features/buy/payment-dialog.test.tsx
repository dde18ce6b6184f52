import type { Purchase } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type FetchMock } from '../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// The real payment dialog (docs/protocols/payment.md): QR of the lightning: URI, Copiar, countdown,
// WebLN, demo 'Simular pagamento', polling until paid or expired.

const POLL_WAIT = { timeout: 4000 };

async function openPayment(
  tx: Purchase,
  options: { demo?: boolean; txStatus?: (n: number) => Purchase } = {},
) {
  loginAs();
  let polls = 0;
  const fetch: FetchMock = mockFetch({
    'GET /api/health': { json: health(options.demo ? { mode: 'demo', network: 'regtest' } : {}) },
    'GET /user/me': { json: user() },
    'GET /api/rifa': { json: { data: [raffle({ id: tx.raffle_id })] } },
    'GET /api/rifa/1': { json: { ...raffle({ id: 1 }), draw: null } },
    'POST /api/transaction': { status: 201, json: tx },
    [`GET /api/transaction/${tx.id}`]: () => ({
      json: options.txStatus ? options.txStatus(++polls) : tx,
    }),
  });
  const app = renderApp('/raffles');
  if (options.demo) await screen.findByTestId('demo-banner');
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhetes' }));
  const dialog = await screen.findByTestId('payment-dialog');
  return { app, fetch, dialog };
}

describe('payment dialog', () => {
  it('shows the raffle, ticket count, total, the QR of the lightning: URI as a wallet link and the invoice', async () => {
    const tx = transaction();
    const { dialog } = await openPayment(tx);
    expect(within(dialog).getByRole('heading', { name: /Pagamento Lightning/ })).toBeTruthy();
    expect(within(dialog).getByText('Rifa do Satoshi')).toBeTruthy();
    expect(within(dialog).getByText('2.000 sats')).toBeTruthy();
    expect(within(dialog).getByText('Válido por 15 minutos')).toBeTruthy();
    const qr = (await within(dialog).findByTestId('invoice-qr', {}, POLL_WAIT)) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(qr.alt).toBe('QR code da fatura Lightning');
    const link = within(dialog).getByRole('link', { name: 'Abrir a fatura na carteira Lightning' });
    expect(link.getAttribute('href')).toBe(`lightning:${tx.payment_request}`);
    expect(
      (within(dialog).getByLabelText('Fatura Lightning (copia e cola)') as HTMLTextAreaElement)
        .value,
    ).toBe(tx.payment_request);
    // A few common wallets, named without links to their sites.
    const wallets = within(dialog).getByTestId('invoice-wallets');
    expect(wallets.textContent).toContain('Phoenix, Breez, Wallet of Satoshi, Blink ou Zeus');
    expect(within(wallets).queryByRole('link')).toBeNull();
    expect(within(dialog).getByText('Aguardando pagamento...')).toBeTruthy();
  });

  it('counts down live from expires_at', async () => {
    const tx = transaction({ expires_at: new Date(Date.now() + 5 * 60 * 1000).toISOString() });
    await openPayment(tx);
    const countdown = screen.getByTestId('payment-countdown');
    expect(countdown.textContent).toMatch(/^Expira em 0[45]:\d\d$/);
    const first = countdown.textContent;
    await waitFor(
      () => expect(screen.getByTestId('payment-countdown').textContent).not.toBe(first),
      { timeout: 2500 },
    );
  });

  it("Copiar puts the invoice on the clipboard: 'Copiado!'", async () => {
    const tx = transaction();
    const { app } = await openPayment(tx);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await app.user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(tx.payment_request);
    const toast = await findToast();
    expect(toast.textContent).toContain('Copiado!');
    expect(toast.textContent).toContain('Endereço Lightning copiado para a área de transferência.');
  });

  it("a failed copy: 'Erro ao copiar'", async () => {
    const { app } = await openPayment(transaction());
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('no')) },
      configurable: true,
    });
    await app.user.click(screen.getByRole('button', { name: 'Copiar' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro ao copiar');
    expect(toast.textContent).toContain('Não foi possível copiar o endereço.');
  });

  it("polls until paid: 'Pagamento confirmado!' with the ticket numbers", async () => {
    const tx = transaction();
    const { fetch } = await openPayment(tx, {
      txStatus: (n) =>
        n < 2
          ? tx
          : { ...tx, status: 'paid', tickets: [21, 22], paid_at: new Date().toISOString() },
    });
    expect(await screen.findByText('Pagamento confirmado!', {}, POLL_WAIT)).toBeTruthy();
    // Zero-padded to the raffle's width (100 numbers: three digits), as everywhere.
    expect(screen.getByTestId('paid-tickets').textContent).toBe('Seus bilhetes: 021, 022');
    // docs/decisions/0014-numbers-prizes-packages.md: the receipt of this purchase is one tap away.
    const receipt = screen.getByRole('link', { name: /^Ver comprovante/ });
    expect(receipt.getAttribute('href')).toBe(`/comprovante/${tx.id}`);
    expect(screen.queryByTestId('invoice-qr')).toBeNull();
    // Paid: the counters and the list refresh.
    await waitFor(() => expect(fetch.callsTo('GET /user/me').length).toBeGreaterThan(1));
    await waitFor(() => expect(fetch.callsTo('GET /api/rifa').length).toBeGreaterThan(1));
  });

  it("an expired invoice: 'Fatura expirada' and 'Comprar novamente' reopens the buy dialog", async () => {
    const tx = transaction();
    const { app } = await openPayment(tx, { txStatus: () => ({ ...tx, status: 'expired' }) });
    expect(await screen.findByText('Fatura expirada', {}, POLL_WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Comprar novamente' }));
    expect(await screen.findByTestId('buy-dialog')).toBeTruthy();
  });

  it('shows the expired state when the countdown reaches zero', async () => {
    const tx = transaction({ expires_at: new Date(Date.now() + 1500).toISOString() });
    await openPayment(tx);
    expect(await screen.findByText('Fatura expirada', {}, POLL_WAIT)).toBeTruthy();
  });

  it("demo mode: 'Simular pagamento' settles through POST /api/dev/transaction/:id/pay", async () => {
    const tx = transaction({ id: 77 });
    const { app, fetch } = await openPayment(tx, { demo: true });
    fetch.on('POST /api/dev/transaction/77/pay', { json: { ok: true } });
    await app.user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(fetch.callsTo('POST /api/dev/transaction/77/pay')).toHaveLength(1);
  });

  it("outside demo mode there is no 'Simular pagamento'", async () => {
    await openPayment(transaction());
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).toBeNull();
  });

  it('pays with WebLN when the browser has a wallet', async () => {
    const tx = transaction();
    const webln = {
      enable: vi.fn().mockResolvedValue(undefined),
      sendPayment: vi.fn().mockResolvedValue({ preimage: '00' }),
    };
    vi.stubGlobal('webln', webln);
    const { app } = await openPayment(tx);
    await app.user.click(screen.getByRole('button', { name: 'Pagar com a carteira do navegador' }));
    expect(webln.enable).toHaveBeenCalled();
    expect(webln.sendPayment).toHaveBeenCalledWith(tx.payment_request);
  });

  it('resumed 10 minutes later, the badge says the 5 minutes the invoice really has left', async () => {
    const now = Date.now();
    const tx = transaction({
      created_at: new Date(now - 10 * 60 * 1000).toISOString(),
      expires_at: new Date(now + 5 * 60 * 1000).toISOString(),
      numbers: [7, 68],
    });
    const { dialog } = await openPayment(tx);
    expect(within(dialog).getByTestId('payment-validity').textContent).toBe('Válido por 5 minutos');
    expect(within(dialog).getByTestId('payment-countdown').textContent).toMatch(
      /^Expira em 0[45]:/,
    );
    // The reserved numbers, zero-padded to the raffle's width.
    expect(within(dialog).getByTestId('reserved-numbers').textContent).toBe('007, 068');
  });
});
