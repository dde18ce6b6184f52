import type { LightningClaimResult, UserRefund, UserWin } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userRefund, userWin } from '../../test/draw-fixtures.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, loginAs, renderApp } from '../../test/render-app.tsx';

// docs/protocols/draw.md 'Receber via Lightning': the recipient of a prize or of refunds pastes a
// BOLT11 of exactly the amount; the button shows only when
// server/src/domain/payouts/lightning-claims.ts accepts the claim, and the dialog shows the
// server's answer.

const INVOICE = 'lnbcrt50u1pjclaiminvoice000000000000000000000000000000';

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

const result = (overrides: Partial<LightningClaimResult> = {}): LightningClaimResult => ({
  status: 'sent',
  amount: 5_000,
  payment_hash: 'ab'.repeat(32),
  fee: 1,
  last_error: null,
  ...overrides,
});

const smallPrize = userWin({
  raffle_id: 42,
  raffle_name: 'Rifa pequena',
  prize_amount: 5_000,
  payout_status: 'awaiting_invoice',
  payout_method: 'lightning',
  txid: null,
});

async function openClaim(app: ReturnType<typeof setup>, raffleName: string) {
  await app.user.click(
    await screen.findByRole('button', { name: `Receber via Lightning: ${raffleName}` }),
  );
  return screen.findByTestId('lightning-claim-dialog');
}

describe("the dashboard's payout states and 'Receber via Lightning'", () => {
  it('shows each state in pt-BR, and the button only where the server accepts a claim', async () => {
    setup(
      [
        smallPrize,
        userWin({
          raffle_id: 2,
          raffle_name: 'Paga por Lightning',
          payout_status: 'sent',
          payout_method: 'lightning',
          txid: null,
          payment_hash: 'cd'.repeat(32),
        }),
        userWin({ raffle_id: 3, raffle_name: 'Sem saldo', payout_status: 'awaiting_balance' }),
        userWin({ raffle_id: 4, raffle_name: 'Enviando', payout_status: 'sending' }),
        userWin({ raffle_id: 5, raffle_name: 'Enviada', payout_status: 'sent' }),
      ],
      [
        userRefund({ id: 3, raffle_id: 7, raffle_name: 'Cancelada', amount: 1_000 }),
        userRefund({ id: 2, raffle_id: 7, raffle_name: 'Cancelada', amount: 2_000 }),
        userRefund({
          id: 1,
          raffle_id: 8,
          raffle_name: 'Lote on-chain',
          payout_status: 'pending',
          payout_method: 'onchain',
        }),
      ],
    );
    const items = within(await screen.findByTestId('wins-list')).getAllByRole('listitem');
    const states = items.map((item) => within(item).getByTestId('payout-status').textContent);
    expect(states).toEqual([
      'Aguardando fatura',
      'Pago via Lightning',
      'Aguardando saldo',
      'Enviando',
      'Enviado',
    ]);
    const buttons = (item: HTMLElement) =>
      within(item).queryAllByRole('button', { name: /^Receber via Lightning/ }).length;
    expect(items.map(buttons)).toEqual([1, 0, 1, 0, 0]);
    expect(within(items[1]!).getByTestId('win-payment-hash').textContent).toBe('cd'.repeat(32));
    expect(within(items[4]!).getByTestId('win-txid')).toBeTruthy();

    // One claim per raffle for refunds: on the first of its unpaid rows, none for a batch.
    const rows = within(await screen.findByTestId('refunds-table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map(buttons)).toEqual([1, 0, 0]);
  });

  it('the dialog asks for an invoice of exactly the amount and sends it only once pasted', async () => {
    const app = setup([smallPrize]);
    const dialog = await openClaim(app, 'Rifa pequena');
    expect(within(dialog).getByTestId('claim-amount').textContent).toBe('5.000 sats');
    expect(dialog.textContent).toContain('fatura de exatamente 5.000 sats');
    expect(dialog.textContent).toContain('Faturas sem valor são recusadas');
    const send = within(dialog).getByRole('button', { name: 'Enviar fatura' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await app.user.click(within(dialog).getByLabelText('Fatura Lightning (BOLT11)'));
    await app.user.paste(`  ${INVOICE}\n`);
    expect(send.disabled).toBe(false);
  });

  it('paid at once: a success toast, the dialog closes and the prize reloads', async () => {
    const app = setup([smallPrize]);
    app.fetch.on('POST /api/user/wins/42/lightning', { json: result() });
    const dialog = await openClaim(app, 'Rifa pequena');
    await app.user.click(within(dialog).getByLabelText('Fatura Lightning (BOLT11)'));
    await app.user.paste(INVOICE);
    app.fetch.on('GET /api/user/wins', {
      json: { data: [{ ...smallPrize, payout_status: 'sent', payment_hash: 'ab'.repeat(32) }] },
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar fatura' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Pago via Lightning!');
    expect(toast.textContent).toContain('5.000 sats enviados para a sua fatura.');
    expect(app.fetch.callsTo('POST /api/user/wins/42/lightning')[0]?.body).toEqual({
      invoice: INVOICE,
    });
    await waitFor(() => expect(screen.queryByTestId('lightning-claim-dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('payout-status').textContent).toBe('Pago via Lightning'),
    );
    expect(screen.queryByRole('button', { name: /^Receber via Lightning/ })).toBeNull();
  });

  it("a refused invoice: the server's pt-BR error in the dialog, which stays open", async () => {
    const app = setup([smallPrize]);
    const error = 'A fatura deve ser de exatamente 5.000 sats (esta é de 4.000 sats)';
    app.fetch.on('POST /api/user/wins/42/lightning', { status: 400, json: { error } });
    const dialog = await openClaim(app, 'Rifa pequena');
    const field = within(dialog).getByLabelText('Fatura Lightning (BOLT11)');
    await app.user.click(field);
    await app.user.paste(INVOICE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar fatura' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(error);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('lightning-claim-dialog')).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a payment that failed: its reason in the dialog, for a new invoice', async () => {
    const app = setup([smallPrize]);
    const reason = 'O pagamento Lightning de 5.000 sats falhou (sem rota): cole uma nova fatura';
    app.fetch.on('POST /api/user/wins/42/lightning', {
      json: result({ status: 'failed', payment_hash: null, fee: null, last_error: reason }),
    });
    const dialog = await openClaim(app, 'Rifa pequena');
    const field = within(dialog).getByLabelText('Fatura Lightning (BOLT11)') as HTMLTextAreaElement;
    await app.user.click(field);
    await app.user.paste(INVOICE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar fatura' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(field.value).toBe('');
    await waitFor(() => expect(app.fetch.callsTo('GET /api/user/wins')).toHaveLength(2));
  });

  it("refunds of a raffle are claimed together, for their sum; 'Fatura recebida' when queued", async () => {
    const app = setup(
      [],
      [
        userRefund({ id: 3, raffle_id: 7, raffle_name: 'Cancelada', amount: 1_000 }),
        userRefund({ id: 2, raffle_id: 7, raffle_name: 'Cancelada', amount: 2_000 }),
      ],
    );
    app.fetch.on('POST /api/user/refunds/7/lightning', {
      json: result({ status: 'pending', amount: 3_000, fee: null }),
    });
    const dialog = await openClaim(app, 'Cancelada');
    expect(dialog.textContent).toContain('Reembolsos da rifa "Cancelada" (2), somados');
    expect(within(dialog).getByTestId('claim-amount').textContent).toBe('3.000 sats');
    await app.user.click(within(dialog).getByLabelText('Fatura Lightning (BOLT11)'));
    await app.user.paste(INVOICE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Enviar fatura' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Fatura recebida');
    expect(toast.textContent).toContain('Situação: Na fila de envio');
    expect(app.fetch.callsTo('POST /api/user/refunds/7/lightning')).toHaveLength(1);
  });

  it('a larger on-chain prize may switch to Lightning, and the dialog says so', async () => {
    const app = setup([
      userWin({ raffle_name: 'Grande', payout_status: 'awaiting_admin', txid: null }),
    ]);
    const dialog = await openClaim(app, 'Grande');
    expect(within(dialog).getByTestId('claim-amount').textContent).toBe('1.000.000 sats');
    expect(dialog.textContent).toContain('Sem fatura, o valor é enviado on-chain');
  });

  it("the last failure's reason shows under the state while unpaid", async () => {
    setup([
      {
        ...smallPrize,
        payout_error: 'A fatura expirou antes do envio: cole uma nova fatura',
      },
    ]);
    expect((await screen.findByTestId('payout-error')).textContent).toBe(
      'Último erro: A fatura expirou antes do envio: cole uma nova fatura',
    );
  });
});
