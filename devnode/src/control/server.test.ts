import { createInvoice, getInvoice } from 'lightning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Devnode, startDevnode } from '../index.ts';
import { lndClient } from '../test-helpers.ts';

// The HTTP control API: the same operations as the in-process controls, for a devnode
// running in another process.

let devnode: Devnode;

beforeAll(async () => {
  devnode = await startDevnode();
});

afterAll(async () => {
  await devnode.stop();
});

async function call(
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${devnode.controlUrl}${route}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: res.status, json: await res.json() };
}

describe('control API', () => {
  it('mines blocks, at given timestamps too', async () => {
    const tip = devnode.tip();
    const { status, json } = await call('POST', '/mine', { count: 2 });
    expect(status).toBe(200);
    expect((json as { height: number }[]).map((b) => b.height)).toEqual([
      tip.height + 1,
      tip.height + 2,
    ]);
    const at = devnode.tip().time + 60;
    const dated = await call('POST', '/mine', {
      timestamps: [new Date(at * 1000).toISOString()],
      count: 1,
    });
    expect((dated.json as { time: number }[])[0]?.time).toBe(at);
    expect((await call('GET', '/tip')).json).toMatchObject({ height: tip.height + 3 });
  });

  it('reorgs', async () => {
    const before = devnode.tip();
    const { json } = await call('POST', '/reorg', { depth: 2 });
    expect((json as { height: number }[]).map((b) => b.height)).toEqual([
      before.height - 1,
      before.height,
    ]);
    expect(devnode.tip().hash).not.toBe(before.hash);
  });

  it('settles and expires invoices by payment hash, and lists them', async () => {
    const lnd = lndClient(devnode);
    const paid = await createInvoice({ lnd, tokens: 77 });
    const expired = await createInvoice({ lnd, tokens: 88 });
    expect((await call('POST', `/invoices/${paid.id}/settle`)).json).toMatchObject({
      state: 'SETTLED',
      amtPaidMsat: '77000',
    });
    expect((await call('POST', `/invoices/${expired.id}/expire`)).json).toMatchObject({
      state: 'CANCELED',
    });
    expect((await getInvoice({ lnd, id: paid.id })).is_confirmed).toBe(true);
    const listed = (await call('GET', '/invoices')).json as { hash: string; state: string }[];
    expect(listed.find((i) => i.hash === expired.id)?.state).toBe('CANCELED');
  });

  it('sets the balance, locks, fails the next send, drops streams, reports state', async () => {
    await call('POST', '/balance', { sats: 5000 });
    await call('POST', '/lock', { locked: true, style: 'wallet-locked' });
    expect((await call('GET', '/state')).json).toMatchObject({
      balance: 5000,
      locked: 'wallet-locked',
      network: 'regtest',
    });
    await call('POST', '/lock', { locked: false });
    expect((await call('POST', '/send-coins/fail-next', {})).status).toBe(200);
    expect((await call('POST', '/invoice-streams/drop')).json).toEqual({ dropped: 0 });
    expect((await call('GET', '/sent-coins')).json).toEqual([]);
  });

  it('answers misuse with 4xx and {error}', async () => {
    expect(await call('POST', `/invoices/${'00'.repeat(32)}/settle`)).toMatchObject({
      status: 404,
    });
    expect(await call('POST', '/mine', { count: 1, timestamp: 1 })).toMatchObject({ status: 400 });
    expect(await call('POST', '/cookie/rotate')).toMatchObject({ status: 409 });
    expect(await call('GET', '/nowhere')).toMatchObject({ status: 404 });
    const bad = await fetch(`${devnode.controlUrl}/mine`, { method: 'POST', body: '{' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('error');
  });
});
