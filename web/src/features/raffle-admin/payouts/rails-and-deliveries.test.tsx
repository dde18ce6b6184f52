import type { AdminDelivery, AdminPayout, AdminRefund } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPayout, adminRefund } from '../../../test/draw-fixtures.ts';
import { mockAdmin } from '../../../test/admin.ts';
import type { Handler } from '../../../test/fetch-mock.ts';
import { raffle } from '../../../test/fixtures.ts';
import { findToast, renderApp } from '../../../test/render-app.tsx';

// Gerenciar tells the rails apart and offers only what can succeed (docs/protocols/draw.md,
// docs/protocols/prize-delivery.md): a Lightning payout with its hash and routing fee, no
// on-chain batch for refunds below the threshold, closing a refund nobody can receive, and
// the steps of a physical prize.

const HASH = 'ab'.repeat(32);

function delivery(overrides: Partial<AdminDelivery> = {}): AdminDelivery {
  return {
    raffle_id: 1,
    raffle_name: 'Em andamento',
    position: 2,
    description: 'Camiseta oficial',
    winning_ticket: 7,
    user_id: 8,
    winner_name: 'Bia',
    winner_email: 'bia@example.com',
    account_deleted: false,
    drawn_at: '2025-08-17T18:10:00.000Z',
    status: 'contact_given',
    contact: 'Rua das Flores, 123\nSão Paulo',
    tracking: null,
    contact_at: '2025-08-18T10:00:00.000Z',
    shipped_at: null,
    delivered_at: null,
    ...overrides,
  };
}

async function openManage(
  payouts: AdminPayout[],
  refunds: AdminRefund[] = [],
  deliveries: AdminDelivery[] = [],
  extra: Record<string, Handler> = {},
) {
  const fetch = mockAdmin({
    'GET /api/rifa': {
      json: { data: [raffle({ id: 1, name: 'Em andamento', status: 'completed' })] },
    },
    'GET /api/admin/payouts': { json: { data: payouts } },
    'GET /api/admin/refunds': { json: { data: refunds } },
    'GET /api/admin/prize-deliveries': { json: { data: deliveries } },
    ...extra,
  });
  const app = { fetch, ...renderApp('/admin') };
  await app.user.click(await screen.findByRole('tab', { name: 'Gerenciar' }));
  return app;
}

describe('Gerenciar: each payout on its real rail', () => {
  it('a Lightning payout reads as one: method, hash, routing fee; no address, no on-chain words', async () => {
    await openManage([
      adminPayout({
        id: 3,
        method: 'lightning',
        status: 'sent',
        txid: null,
        payment_hash: HASH,
        fee: 2,
        amount: 200,
      }),
    ]);
    const item = within(await screen.findByTestId('payout-3'));
    expect(item.getByTestId('payout-method').textContent).toBe('Lightning');
    expect(item.getByText('Pago via Lightning')).toBeTruthy();
    expect(item.getByText('Pago à fatura Lightning informada.')).toBeTruthy();
    expect(item.queryByText('Incluído numa transação on-chain.')).toBeNull();
    expect(item.getByTestId('payout-hash').textContent).toBe(HASH);
    expect(item.getByTestId('payout-fee').textContent).toBe('2 sats');
    expect(item.queryByText(/bcrt1q/)).toBeNull();
  });

  it('an on-chain payout keeps its outputs, txid and label', async () => {
    await openManage([adminPayout({ id: 1, txid: 'ef'.repeat(32) })]);
    const item = within(await screen.findByTestId('payout-1'));
    expect(item.getByTestId('payout-method').textContent).toBe('On-chain');
    expect(item.getByText('Incluído numa transação on-chain.')).toBeTruthy();
    expect(item.getByTestId('payout-txid').textContent).toBe('ef'.repeat(32));
  });
});

describe('Gerenciar: refunds below the on-chain threshold', () => {
  it('offers no on-chain batch, says why, and closes an erased account’s refund with a reason', async () => {
    const refund = adminRefund({
      id: 9,
      raffle_id: 1,
      raffle_name: 'Em andamento',
      route: 'lightning',
      user_name: 'Conta apagada',
      account_deleted: true,
      claim_link: false,
    });
    const app = await openManage([], [refund], [], {
      'POST /api/admin/refunds/9/close': {
        json: { ...refund, route: null, closed_at: '2025-08-19T00:00:00.000Z', closed_reason: 'x' },
      },
    });
    const group = within(await screen.findByTestId('refunds-raffle-1'));
    expect(group.queryByRole('button', { name: 'Pagar reembolsos' })).toBeNull();
    expect(group.getByTestId('refunds-lightning-only').textContent).toMatch(
      /não entram numa transação on-chain/,
    );
    expect(group.getByText('Conta apagada', { selector: 'span[class*="border"]' })).toBeTruthy();
    expect(group.getByText('Sem link de resgate')).toBeTruthy();
    await app.user.click(
      group.getByRole('button', { name: 'Encerrar o reembolso de 3.000 sats de Conta apagada' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Encerrar este reembolso?' }));
    const submit = dialog.getByRole('button', { name: 'Encerrar reembolso' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await app.user.type(dialog.getByLabelText('Motivo'), 'Conta apagada sem link');
    await app.user.click(submit);
    await waitFor(() =>
      expect(app.fetch.callsTo('POST /api/admin/refunds/9/close')[0]?.body).toEqual({
        reason: 'Conta apagada sem link',
      }),
    );
    expect((await findToast()).textContent).toContain('Reembolso encerrado');
  });

  it('offers the batch for the refunds that qualify, with their sum only', async () => {
    const app = await openManage(
      [],
      [
        adminRefund({ id: 1, raffle_id: 1, amount: 20_000, route: 'onchain' }),
        adminRefund({ id: 2, raffle_id: 1, amount: 300, route: 'lightning' }),
      ],
    );
    const group = within(await screen.findByTestId('refunds-raffle-1'));
    await app.user.click(group.getByRole('button', { name: 'Pagar reembolsos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar os reembolsos?' });
    expect(dialog.textContent).toContain('20.000 sats');
    expect(dialog.textContent).not.toContain('20.300 sats');
  });
});

describe('Gerenciar: physical prizes', () => {
  it('shows the private contact, ships with a note, then offers only "entregue"', async () => {
    const app = await openManage([], [], [delivery()], {
      'POST /api/admin/prize-deliveries/1/2/shipped': { json: delivery({ status: 'shipped' }) },
    });
    const item = within(await screen.findByTestId('delivery-1-2'));
    expect(item.getByTestId('admin-delivery-contact').textContent).toBe(
      'Rua das Flores, 123\nSão Paulo',
    );
    expect(item.getByTestId('delivery-status').textContent).toBe('Contato informado');
    expect(item.queryByRole('button', { name: 'Marcar como entregue' })).toBeNull();
    await app.user.click(item.getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marcar como enviado?' }));
    await app.user.type(dialog.getByLabelText('Nota de envio (opcional)'), 'Correios BR1');
    await app.user.click(dialog.getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() =>
      expect(app.fetch.callsTo('POST /api/admin/prize-deliveries/1/2/shipped')[0]?.body).toEqual({
        tracking: 'Correios BR1',
      }),
    );
  });

  it('a shipped prize offers "entregue"; without a contact the note is required', async () => {
    await openManage(
      [],
      [],
      [
        delivery({ status: 'shipped', shipped_at: '2025-08-19T00:00:00.000Z', tracking: 'BR1' }),
        delivery({
          raffle_id: 2,
          position: 3,
          status: 'awaiting_contact',
          contact: null,
          contact_at: null,
          account_deleted: true,
        }),
      ],
    );
    const shipped = within(await screen.findByTestId('delivery-1-2'));
    expect(shipped.getByRole('button', { name: 'Marcar como entregue' })).toBeTruthy();
    const waiting = within(screen.getByTestId('delivery-2-3'));
    expect(waiting.getByText('Conta apagada: o contato foi apagado junto.')).toBeTruthy();
    expect(waiting.getByTestId('delivery-status').textContent).toBe(
      'Aguardando contato do ganhador',
    );
  });
});
