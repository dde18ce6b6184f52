import type { AdminPayout, AdminRefund } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPayout, adminRefund } from '../../../test/draw-fixtures.ts';
import { mockAdmin } from '../../../test/admin.ts';
import type { Handler } from '../../../test/fetch-mock.ts';
import { raffle } from '../../../test/fixtures.ts';
import { findToast, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0005-verifiable-draws-payouts.md / docs/protocols/draw.md: Gerenciar shows each raffle's payout state, the on-chain payouts
// with 'Confirmar pagamento' and 'Tentar novamente', and the refunds owed with 'Pagar
// reembolsos' (one batched transaction); every money action is confirmed in a dialog.

const TXID = 'ef'.repeat(32);

async function openManage(
  payouts: AdminPayout[],
  refunds: AdminRefund[] = [],
  extra: Record<string, Handler> = {},
) {
  const fetch = mockAdmin({
    'GET /api/rifa': {
      json: {
        data: [
          raffle({ id: 1, name: 'Em andamento', status: 'completed' }),
          raffle({ id: 2, name: 'Velha', status: 'cancelled' }),
        ],
      },
    },
    'GET /api/admin/payouts': { json: { data: payouts } },
    'GET /api/admin/refunds': { json: { data: refunds } },
    ...extra,
  });
  const app = { fetch, ...renderApp('/admin') };
  await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
  return app;
}

describe('Gerenciar: payouts', () => {
  it('lists each payout: kind, raffle, state, amount, address, txid, attempts, last error; the raffle shows its prize state', async () => {
    await openManage([
      adminPayout({ id: 1, status: 'sent', txid: TXID }),
      adminPayout({
        id: 2,
        raffle_id: 2,
        raffle_name: 'Velha',
        kind: 'refund',
        label: 'rifa:2:reembolso',
        status: 'failed',
        amount: 5_000,
        txid: null,
        attempts: 2,
        last_error: 'saldo insuficiente',
        outputs: [
          { address: 'bcrt1qa', amount: 3_000 },
          { address: 'bcrt1qb', amount: 2_000 },
        ],
      }),
    ]);
    const list = await screen.findByTestId('payouts-list');
    // Needing the admin first.
    const [failed, sent] = [...list.querySelectorAll<HTMLElement>(':scope > li')];
    expect(failed!.dataset.testid).toBe('payout-2');
    expect(failed!.textContent).toContain('Reembolsos');
    expect(within(failed!).getByTestId('payout-status').textContent).toBe('Falhou');
    expect(failed!.textContent).toContain('5.000 sats');
    expect(failed!.textContent).toContain('bcrt1qa');
    expect(failed!.textContent).toContain('2.000 sats');
    expect(failed!.textContent).toContain('saldo insuficiente');
    expect(failed!.textContent).toContain('rifa:2:reembolso');
    expect(within(failed!).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(within(sent!).getByTestId('payout-status').textContent).toBe('Enviado');
    expect(sent!.textContent).toContain(TXID);
    expect(within(sent!).queryByRole('button')).toBeNull();
    const raffles = screen.getByTestId('manage-list');
    expect(within(raffles).getByTestId('raffle-money-state').textContent).toBe('Prêmio:Enviado');
  });

  it("'Confirmar pagamento' (manual mode) with a txid: validated, sent, toasted, lists reloaded", async () => {
    const app = await openManage(
      [adminPayout({ status: 'awaiting_admin', txid: null, attempts: 0 })],
      [],
      {
        'POST /api/admin/payouts/1/confirm': ({ body }) => ({
          json: adminPayout({ status: 'sent', txid: (body as { txid: string }).txid }),
        }),
      },
    );
    const item = await screen.findByTestId('payout-1');
    expect(within(item).getByTestId('payout-status').textContent).toBe(
      'Aguardando o administrador',
    );
    await app.user.click(within(item).getByRole('button', { name: 'Confirmar pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pagamento?' });
    const input = within(dialog).getByLabelText('txid da transação (opcional)');
    const submit = within(dialog).getByRole('button', {
      name: 'Sim, confirmar pagamento',
    }) as HTMLButtonElement;
    await app.user.type(input, 'xyz');
    expect(within(dialog).getByText('O txid deve ter 64 caracteres hexadecimais.')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await app.user.clear(input);
    await app.user.type(input, TXID.toUpperCase());
    await app.user.click(submit);
    const toast = await findToast();
    expect(toast.textContent).toContain('Pagamento confirmado');
    expect(toast.textContent).toContain('Situação: Enviado');
    expect(app.fetch.callsTo('POST /api/admin/payouts/1/confirm')[0]?.body).toEqual({ txid: TXID });
    await waitFor(() => expect(app.fetch.callsTo('GET /api/admin/payouts')).toHaveLength(2));
    expect(app.fetch.callsTo('GET /api/admin/refunds')).toHaveLength(2);
  });

  it("'Confirmar pagamento' without a txid sends an empty body (the server records 'Pago manualmente')", async () => {
    const app = await openManage([adminPayout({ status: 'unknown', txid: null })], [], {
      'POST /api/admin/payouts/1/confirm': { json: adminPayout({ status: 'manual', txid: null }) },
    });
    await app.user.click(
      within(await screen.findByTestId('payout-1')).getByRole('button', {
        name: 'Confirmar pagamento',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pagamento?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sim, confirmar pagamento' }));
    expect((await findToast()).textContent).toContain('Situação: Pago manualmente');
    expect(app.fetch.callsTo('POST /api/admin/payouts/1/confirm')[0]?.body).toEqual({});
  });

  it("'Tentar novamente' on an unknown outcome warns to check the wallet first, then sends", async () => {
    const app = await openManage(
      [adminPayout({ status: 'unknown', txid: null, last_error: 'sem resposta do LND' })],
      [],
      {
        'POST /api/admin/payouts/1/retry': {
          json: adminPayout({ status: 'sent', txid: TXID, attempts: 2 }),
        },
      },
    );
    await app.user.click(
      within(await screen.findByTestId('payout-1')).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar pelo LND?' });
    expect(dialog.textContent).toContain('rifa:1:premio');
    expect(within(dialog).getByRole('note').textContent).toContain('Confira a carteira do LND');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sim, enviar agora' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Pagamento enviado');
    expect(toast.textContent).toContain('Situação: Enviado');
    expect(app.fetch.callsTo('POST /api/admin/payouts/1/retry')).toHaveLength(1);
  });

  it('a refused action: a destructive toast with the server message; closing the dialog sends nothing', async () => {
    const app = await openManage([adminPayout({ status: 'failed', txid: null })], [], {
      'POST /api/admin/payouts/1/retry': {
        status: 409,
        json: { error: 'Este pagamento está sendo enviado agora' },
      },
    });
    const item = await screen.findByTestId('payout-1');
    await app.user.click(within(item).getByRole('button', { name: 'Tentar novamente' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voltar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.fetch.callsTo('POST /api/admin/payouts/1/retry')).toHaveLength(0);
    await app.user.click(within(item).getByRole('button', { name: 'Tentar novamente' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, enviar agora' }),
    );
    const toast = await findToast();
    expect(toast.textContent).toContain('Falha no pagamento on-chain');
    expect(toast.textContent).toContain('Este pagamento está sendo enviado agora');
  });

  it("'Enviar pelo LND' for a manual-mode payout, and no action while pending or sending", async () => {
    await openManage([
      adminPayout({ id: 1, status: 'awaiting_admin', txid: null }),
      adminPayout({ id: 2, status: 'pending', txid: null }),
      adminPayout({ id: 3, status: 'sending', txid: null }),
    ]);
    expect(
      within(await screen.findByTestId('payout-1')).getByRole('button', {
        name: 'Enviar pelo LND',
      }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('payout-2')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('payout-3')).queryByRole('button')).toBeNull();
  });
});

describe('Gerenciar: refunds owed', () => {
  it("per raffle: buyers, addresses, amounts; 'Pagar reembolsos' pays them in one call after a confirmation", async () => {
    const app = await openManage(
      [],
      [
        adminRefund({ id: 1, amount: 3_000, address: 'bcrt1qbuyer1' }),
        adminRefund({
          id: 2,
          amount: 2_000,
          user_name: 'Caio',
          user_email: 'caio@example.com',
          address: 'bcrt1qbuyer2',
          reason: 'late_payment',
        }),
      ],
      {
        'POST /api/admin/raffles/2/refunds/pay': {
          json: adminPayout({ id: 9, raffle_id: 2, kind: 'refund', status: 'sent', amount: 5_000 }),
        },
      },
    );
    const group = await screen.findByTestId('refunds-raffle-2');
    expect(group.textContent).toContain('A pagar: 2 · Total: 5.000 sats');
    expect(group.textContent).toContain('caio@example.com');
    expect(group.textContent).toContain('bcrt1qbuyer2');
    expect(group.textContent).toContain('Pago depois do fim das vendas');
    expect(
      within(group)
        .getAllByTestId('payout-status')
        .map((b) => b.textContent),
    ).toEqual(['A pagar', 'A pagar']);
    expect(
      within(screen.getByTestId('manage-list')).getByTestId('raffle-money-state').textContent,
    ).toBe('Reembolsos devidos: 2 (5.000 sats)');

    await app.user.click(within(group).getByRole('button', { name: 'Pagar reembolsos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar os reembolsos?' });
    expect(dialog.textContent).toContain('5.000 sats numa única transação on-chain');
    expect(dialog.textContent).toContain('(endereços: 2)');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sim, pagar reembolsos' }));
    const toast = await findToast();
    expect(toast.textContent).toContain('Reembolsos enviados');
    expect(app.fetch.callsTo('POST /api/admin/raffles/2/refunds/pay')).toHaveLength(1);
  });

  it('waiting for balance: toasted as registered, not as sent', async () => {
    const app = await openManage([], [adminRefund()], {
      'POST /api/admin/raffles/2/refunds/pay': {
        json: adminPayout({ kind: 'refund', raffle_id: 2, status: 'awaiting_balance', txid: null }),
      },
    });
    await app.user.click(
      within(await screen.findByTestId('refunds-raffle-2')).getByRole('button', {
        name: 'Pagar reembolsos',
      }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sim, pagar reembolsos',
      }),
    );
    const toast = await findToast();
    expect(toast.textContent).toContain('Reembolsos registrados');
    expect(toast.textContent).toContain('Situação: Aguardando saldo');
  });

  it('a batch with an unknown outcome blocks a new payment; paid refunds show their txid', async () => {
    await openManage(
      [],
      [
        adminRefund({ id: 1, raffle_id: 2, payout_id: 4, payout_status: 'unknown' }),
        adminRefund({
          id: 2,
          raffle_id: 1,
          raffle_name: 'Em andamento',
          payout_id: 5,
          payout_status: 'sent',
          txid: TXID,
        }),
      ],
    );
    const blocked = await screen.findByTestId('refunds-raffle-2');
    expect(within(blocked).queryByRole('button', { name: 'Pagar reembolsos' })).toBeNull();
    expect(blocked.textContent).toContain('resolva-o em Pagamentos.');
    const paid = screen.getByTestId('refunds-raffle-1');
    expect(paid.textContent).toContain('Todos os reembolsos desta rifa foram pagos.');
    expect(paid.textContent).toContain(TXID);
    expect(within(paid).queryByRole('button', { name: 'Pagar reembolsos' })).toBeNull();
  });

  it('nothing owed: empty texts', async () => {
    await openManage([], []);
    expect(await screen.findByText('Nenhum pagamento ainda.')).toBeTruthy();
    expect(screen.getByText('Nenhum reembolso devido.')).toBeTruthy();
  });
});
