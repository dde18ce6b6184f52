// The least-privilege macaroon of README 'Plain Docker': every LND call the adapters make
// (server/src/adapters/lnd: the `lightning` functions they import, from the package or one by
// one through lnd-methods.ts, and the raw gRPC methods they call) with the permission LND
// checks for it (lnd's rpcserver.go and the subservers' permission maps), and the
// `lncli bakemacaroon` line in the README, which must list exactly the permissions of the calls
// in use: a new call fails here until its permission is in the table and the README.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './umbrel-files.ts';

/** `lightning` function or raw `lnd.<service>.<method>` → [LND RPC, permission or null]. */
const PERMISSIONS: Record<string, [rpc: string, permission: string | null]> = {
  getWalletInfo: ['Lightning.GetInfo', 'info:read'],
  // State service: answers before the wallet is unlocked, with no macaroon at all.
  getWalletStatus: ['State.GetState', null],
  createInvoice: ['Lightning.AddInvoice', 'invoices:write'],
  getInvoice: ['Lightning.LookupInvoice', 'invoices:read'],
  subscribeToInvoices: ['Lightning.SubscribeInvoices', 'invoices:read'],
  cancelHodlInvoice: ['Invoices.CancelInvoice', 'invoices:write'],
  'default.walletBalance': ['Lightning.WalletBalance', 'onchain:read'],
  getChainTransactions: ['Lightning.GetTransactions', 'onchain:read'],
  getChainFeeEstimate: ['Lightning.EstimateFee', 'onchain:read'],
  getChainFeeRate: ['WalletKit.EstimateFee', 'onchain:read'],
  sendToChainAddress: ['Lightning.SendCoins', 'onchain:write'],
  sendToChainAddresses: ['Lightning.SendMany', 'onchain:write'],
  sendToChainOutputScripts: ['WalletKit.SendOutputs', 'onchain:write'],
  requestChainFeeIncrease: ['WalletKit.BumpFee', 'onchain:write'],
  getChannelBalance: ['Lightning.ChannelBalance', 'offchain:read'],
  decodePaymentRequest: ['Lightning.DecodePayReq', 'offchain:read'],
  getPayment: ['Router.TrackPaymentV2', 'offchain:read'],
  payViaPaymentRequest: ['Router.SendPaymentV2', 'offchain:write'],
  signMessage: ['Lightning.SignMessage', 'message:write'],
};

const ADAPTERS = path.join(ROOT, 'server/src/adapters/lnd');
const sources = fs
  .readdirSync(ADAPTERS)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => fs.readFileSync(path.join(ADAPTERS, file), 'utf8'));

/** Every `lightning` function imported and every raw gRPC method called, by the adapters. */
function callsInUse(): Set<string> {
  const calls = new Set<string>();
  for (const source of sources) {
    for (const [, names] of source.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(?:lightning|\.\/lnd-methods\.ts)'/g,
    ))
      for (const name of names!.split(',').map((n) => n.trim()))
        if (name && !name.startsWith('type ') && !/^[A-Z]/.test(name)) calls.add(name);
    for (const [, service, method] of source.matchAll(
      /\blnd\.(default|wallet|invoices|router|chain|signer|peers|version)\.([a-zA-Z]+)\(/g,
    ))
      calls.add(`${service}.${method}`);
  }
  return calls;
}

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const baked = /lncli bakemacaroon ((?:[a-z]+:[a-z]+ ?)+) --save_to/
  .exec(readme)?.[1]
  ?.trim()
  .split(' ');

describe('the least-privilege macaroon', () => {
  it('knows the permission of every LND call the adapters make', () => {
    const calls = callsInUse();
    expect(calls.size).toBeGreaterThan(10);
    for (const call of calls)
      expect(PERMISSIONS, `${call}: add its LND permission`).toHaveProperty([call]);
  });

  it("README's lncli bakemacaroon lists exactly those permissions", () => {
    const needed = new Set<string>();
    for (const call of callsInUse()) {
      const permission = PERMISSIONS[call]?.[1];
      if (permission) needed.add(permission);
    }
    expect(baked).toBeDefined();
    expect(new Set(baked)).toEqual(needed);
    // Never the permissions that would let a stolen macaroon do more than the app does.
    for (const broad of ['macaroon:generate', 'peers:write', 'address:write', 'signer:generate'])
      expect(baked).not.toContain(broad);
  });

  it('the README table names every permission baked', () => {
    for (const permission of baked ?? []) expect(readme).toContain(`| \`${permission}\` |`);
  });
});
