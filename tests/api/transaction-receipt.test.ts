// docs/decisions/0014-numbers-prizes-packages.md, the receipt (comprovante): GET /api/transaction/:id is what /comprovante/:id
// reads. Its owner and the admin see the purchase; anyone else gets the 404 of a missing one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Raffle, Purchase } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();
let raffle: Raffle;
let owner: AuthResponse;
let paid: Purchase;

beforeAll(async () => {
  raffle = await t.createRaffle({ name: 'Rifa do Comprovante', ticket_price: 1_500 });
  owner = await t.register();
  paid = await t.buyPaid(owner.token, raffle, 3);
});

const read = (token: string, id: number | string) =>
  t.api.get(`/api/transaction/${id}`).set(bearer(token));

describe('GET /api/transaction/:id for the receipt', () => {
  it('gives the owner a paid purchase with everything the receipt prints', async () => {
    const response = await read(owner.token, paid.id);
    expect(response.status).toBe(200);
    const tx = response.body as Purchase;
    expect(tx).toMatchObject({
      id: paid.id,
      user_id: owner.user.id,
      raffle_id: raffle.id,
      raffle_name: 'Rifa do Comprovante',
      amount: 4_500,
      tickets_count: 3,
      status: 'paid',
    });
    expect(tx.payment_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tx.tickets).toHaveLength(3);
    // The numbers fixed at reservation are the tickets credited (docs/protocols/payment.md step 5).
    expect(tx.tickets).toEqual(tx.numbers);
    expect(Date.parse(tx.paid_at ?? '')).not.toBeNaN();
  });

  it('answers another participant with the 404 of a purchase that does not exist', async () => {
    const other = await t.register();
    const theirs = await read(other.token, paid.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Transação não encontrada' });
    const missing = await read(other.token, paid.id + 10_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(theirs.body);
  });

  it("shows the admin any participant's purchase (to answer questions about a receipt)", async () => {
    const response = await read(t.adminToken, paid.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual((await read(owner.token, paid.id)).body);
    const missing = await read(t.adminToken, paid.id + 10_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Transação não encontrada' });
  });

  it('a malformed id is a pt-BR 404 like any id without a purchase, never a 500', async () => {
    for (const id of ['abc', '-1', '1e3', '0', '99999999999999999999']) {
      const response = await read(owner.token, id);
      expect(response.status, id).toBe(404);
      expect(response.body, id).toEqual({ error: 'Transação não encontrada' });
    }
  });

  it('asks for a login', async () => {
    const response = await t.api.get(`/api/transaction/${paid.id}`);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/Token/);
  });

  it('an unpaid purchase carries no tickets yet (the receipt page says so)', async () => {
    const pending = await t.buy(owner.token, raffle, 1);
    const response = await read(owner.token, pending.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'pending', tickets: [], paid_at: null });
  });
});
