// An LND still syncing to the chain (docs/decisions/0012-lnd-as-it-behaves.md item 7), through the real `lightning` client:
//   - LND ≥ 0.13 serves calls from RPC_ACTIVE on (lnrpc/stateservice.proto: "active but not
//     fully ready for calls"), before SERVER_ACTIVE;
//   - GetInfo's synced_to_chain is the wallet's IsSynced() (rpcserver.go GetInfo,
//     `SyncedToChain: syncInfo.isSynced`), false until the chain backend caught up;
//   - invoices can be added, but no payer reaches the node yet.
import { createInvoice, getWalletInfo, getWalletStatus, unauthenticatedLndGrpc } from 'lightning';
import { describe, expect, it } from 'vitest';

import { ControlError } from '../errors.ts';
import { useDevnode } from '../test-helpers.ts';

const { devnode, lnd } = useDevnode({ syncing: true, ports: { control: false } });
const status = () =>
  getWalletStatus({
    lnd: unauthenticatedLndGrpc({ cert: devnode.lnd.certBase64, socket: devnode.lnd.socket }).lnd,
  });

describe('an LND syncing to the chain', () => {
  it('is active (RPC_ACTIVE), not ready, and says synced_to_chain false', async () => {
    const state = await status();
    expect(state.is_active).toBe(true);
    expect(state.is_ready).toBeFalsy();
    expect(await getWalletInfo({ lnd })).toMatchObject({ is_synced_to_chain: false });
  });

  it('adds invoices, but no payment can arrive until it is synced', async () => {
    const invoice = await createInvoice({ lnd, tokens: 1_000 });
    expect(() => devnode.settleInvoice(invoice.id)).toThrow(ControlError);
    devnode.setSyncing(false);
    expect(await status()).toMatchObject({ is_ready: true });
    expect(await getWalletInfo({ lnd })).toMatchObject({ is_synced_to_chain: true });
    expect(devnode.settleInvoice(invoice.id).state).toBe('SETTLED');
    expect(devnode.state().syncing).toBe(false);
  });
});
