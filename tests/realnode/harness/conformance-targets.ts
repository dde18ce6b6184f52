// The two targets of the LND conformance run (tests/realnode/lnd-conformance.test.ts): the
// devnode, and real LND ("loja" of a regtest world, with "carteira" as the payer and payee
// elsewhere). Each gives the shop's `lightning` client and what the world around it does on
// demand: a payer settling one of the shop's invoices, a wallet elsewhere with an invoice the
// shop can pay, blocks. Also what the cases compare (the shapes of the client's answers,
// errors as the app maps them), the app's own ways of calling LND, and the run's count.
import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type AuthenticatedLnd,
  type GetInvoiceResult,
  type SubscribeToInvoicesInvoiceUpdatedEvent as InvoiceEvent,
  createInvoice,
  getChainTransactions,
  getInvoice,
  getWalletInfo,
  sendToChainOutputScripts,
  subscribeToInvoices,
} from 'lightning';
import { startDevnode } from '@rifa/devnode';
import { anchorScriptHex, parseRawTransaction } from '../../../shared/src/draw/index.ts';
import { toLightningError } from '../../../server/src/adapters/lnd/lnd-errors.ts';
import { lndClient } from '../../../devnode/src/test-helpers.ts';
import { REGTEST_ADDRESS } from '../../support/addresses.ts';
import { eventually } from '../../support/poll.ts';
import { payFromCarteira } from './shop-app.ts';
import { type RegtestWorld, startWorld, stopWorld } from './world.ts';

export type TargetName = 'devnode' | 'lnd';
export const TARGET_NAMES: readonly TargetName[] = ['devnode', 'lnd'];

export interface Target {
  name: TargetName;
  /** The shop's LND: the devnode's, or loja's admin client. */
  lnd: AuthenticatedLnd;
  pubkey: string;
  /** A payer elsewhere pays the shop's invoice (devnode: its settle control; lnd: carteira). */
  payShop(invoice: { id: string; request: string }): Promise<void>;
  /** An invoice of a wallet elsewhere for the shop to pay (devnode: external; lnd: carteira's). */
  foreignInvoice(tokens: number, description: string): Promise<ForeignInvoice>;
  mine(blocks?: number): Promise<void>;
  /** An on-chain address outside the shop's wallet. */
  address: string;
  close(): Promise<void>;
}

export interface ForeignInvoice {
  id: string;
  request: string;
  destination: string;
}

export async function openTarget(name: TargetName): Promise<Target> {
  if (name === 'lnd') return lndTarget(await startWorld());
  // One public anchor channel (with its LSP), so a reserve of 10 000 sat, as the default.
  const devnode = await startDevnode({ ports: { control: false } });
  const lnd = lndClient(devnode);
  return {
    name,
    lnd,
    pubkey: (await getWalletInfo({ lnd })).public_key,
    payShop: async ({ id }) => void devnode.settleInvoice(id),
    foreignInvoice: async (tokens, description) => {
      const external = devnode.createExternalInvoice({ tokens, description });
      return { id: external.hash, request: external.request, destination: external.destination };
    },
    mine: async (blocks = 1) => void devnode.mine(blocks),
    address: REGTEST_ADDRESS,
    close: () => devnode.stop(),
  };
}

async function lndTarget(world: RegtestWorld): Promise<Target> {
  return {
    name: 'lnd',
    lnd: world.loja.lnd(),
    pubkey: world.loja.pubkey,
    payShop: async ({ request }) => void (await payFromCarteira(world, request)),
    foreignInvoice: async (tokens, description) => {
      const invoice = await createInvoice({ lnd: world.carteira.lnd(), tokens, description });
      return { id: invoice.id, request: invoice.request, destination: world.carteira.pubkey };
    },
    mine: async (blocks = 1) => void (await world.mine(blocks)),
    address: REGTEST_ADDRESS,
    close: () => stopWorld(world),
  };
}

// --- The cases, their run and the count ---------------------------------------------------

export interface ConformanceCase {
  group: string;
  name: string;
  run: (target: Target) => Promise<void>;
  /** Set for a kept difference: why the devnode does not (or should not) do what LND does. */
  difference?: string;
}

/** The list cases are written into, in order; `differs` takes a kept difference's name. */
export function caseList<D extends Record<string, string>>(differences: D) {
  const cases: ConformanceCase[] = [];
  type Run = ConformanceCase['run'];
  return {
    cases,
    both: (group: string, name: string, run: Run) => void cases.push({ group, name, run }),
    differs: (group: string, name: keyof D & string, run: Run) =>
      void cases.push({ group, name, run, difference: differences[name] }),
  };
}

/** Per case name, the targets it passed on. */
const passed = new Map<string, Set<TargetName>>();

/** Every case on each target (describe.each), grouped, in order; then the count is printed. */
export function runOnBothTargets(cases: readonly ConformanceCase[]): void {
  describe.each(TARGET_NAMES)('%s', (name) => {
    let target: Target;
    beforeAll(async () => {
      target = await openTarget(name);
    });
    afterAll(() => target?.close());
    for (const group of new Set(cases.map((c) => c.group)))
      describe(group, () => {
        for (const c of cases.filter((each) => each.group === group))
          it(c.difference ? `${c.name} [known difference]` : c.name, async () => {
            await c.run(target);
            passed.set(c.name, (passed.get(c.name) ?? new Set()).add(name));
          });
      });
  });
  afterAll(() => console.log(tally(cases)));
}

/** The run's count: cases that passed on both targets, and each difference with its reason. */
function tally(cases: readonly ConformanceCase[]): string {
  const onBoth = (c: ConformanceCase) => TARGET_NAMES.every((t) => passed.get(c.name)?.has(t));
  const same = cases.filter((c) => !c.difference);
  const differences = cases.filter((c) => c.difference);
  const lines = [
    `LND conformance: ${same.filter(onBoth).length} of ${same.length} cases pass on both ` +
      `targets; ${differences.length} differences kept, ${differences.filter(onBoth).length} ` +
      'of them as asserted on each target:',
    ...differences.map((c) => `  - ${c.name}: ${c.difference}`),
  ];
  const failing = cases.filter((c) => !onBoth(c)).map((c) => c.name);
  if (failing.length) lines.push(`  NOT passing on both targets: ${failing.join('; ')}`);
  return lines.join('\n');
}

/** For a kept difference: asserts what each target does. */
export const perTarget = (target: Target, runs: Record<TargetName, () => void>): void =>
  runs[target.name]();

// --- What the cases compare --------------------------------------------------------------

const words = (text: string) => text.trim().split(/\s+/);
/** The keys the `lightning` client sets on each answer (undefined ones left out). */
export const SHAPES = {
  info: words(`active_channels_count alias chains color current_block_hash current_block_height
    features is_synced_to_chain is_synced_to_graph latest_block_at peers_count
    pending_channels_count public_key uris version`),
  invoice: words(`cltv_delta created_at description expires_at features id index is_confirmed
    is_private mtokens payment payments received received_mtokens request secret tokens`),
  htlc: words(`confirmed_at created_at created_height in_channel is_canceled is_confirmed is_held
    messages mtokens timeout tokens total_mtokens`),
  decoded: words(`cltv_delta created_at description destination expires_at features id is_expired
    mtokens payment routes safe_tokens tokens`),
  paid: words(`confirmed_at fee fee_mtokens hops id index mtokens paths safe_fee safe_tokens secret
    timeout tokens`),
  channelBalance: words(`channel_balance channel_balance_mtokens inbound inbound_mtokens
    pending_balance pending_inbound unsettled_balance unsettled_balance_mtokens`),
  walletBalance: words(`account_balance confirmed_balance locked_balance
    reserved_balance_anchor_chan total_balance unconfirmed_balance`),
  transaction: words(`created_at description fee id inputs is_confirmed is_outgoing
    output_addresses tokens transaction`),
  channel: words(`capacity commit_transaction_fee commit_transaction_weight id is_active is_closing
    is_opening is_partner_initiated is_private local_balance local_csv local_dust local_given
    local_max_htlcs local_max_pending_mtokens local_min_htlc_mtokens local_reserve other_ids
    partner_public_key past_states pending_payments received remote_balance remote_csv
    remote_dust remote_given remote_max_htlcs remote_max_pending_mtokens remote_min_htlc_mtokens
    remote_reserve sent time_offline time_online transaction_id transaction_vout type
    unsettled_balance`),
};

export const shape = (value: object) =>
  Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key]) => key)
    .sort();

/**
 * A rejection as the app sees it, in one line: the client's code and name, LND's gRPC code
 * and detail text when it has them, and the kind lnd-errors.ts maps it to.
 */
export async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (!Array.isArray(error)) throw error;
    const grpc = (error[2] as { err?: { code?: number; details?: string } } | undefined)?.err;
    const status = grpc ? ` (${grpc.code}: ${grpc.details})` : '';
    return `${error[0]} ${error[1]}${status} → ${toLightningError(error).kind}`;
  }
  throw new Error('expected the call to fail');
}

// --- The app's ways of calling LND --------------------------------------------------------

/** WalletBalance itself, as lnd-chain-wallet.ts reads it (the client drops the reserve). */
export const walletBalance = (lnd: AuthenticatedLnd) =>
  new Promise<Record<string, string>>((resolve, reject) =>
    lnd.default.walletBalance({}, (error: unknown, res: Record<string, string>) =>
      error ? reject(error) : resolve(res),
    ),
  );

/** LookupInvoice; the client's type leaves out the add and settle indexes it returns. */
export const lookupInvoice = async (t: Target, id: string) =>
  (await getInvoice({ lnd: t.lnd, id })) as GetInvoiceResult & {
    index: number;
    confirmed_index?: number;
  };

/** The wallet's own row for a transaction (GetTransactions). */
export const txRow = async (t: Target, id: string) =>
  (await getChainTransactions({ lnd: t.lnd })).transactions.find((tx) => tx.id === id);

/** A paid invoice of the shop: created as the app creates them, paid by the target's payer. */
export async function paidInvoice(t: Target, tokens: number) {
  const invoice = await createInvoice({ lnd: t.lnd, tokens, description: `pago ${tokens}` });
  await t.payShop(invoice);
  return lookupInvoice(t, invoice.id);
}

export const ANCHOR = anchorScriptHex(createHash('sha256').update('conformance').digest('hex'));

/** The draw's anchor at 1 sat/vB, as lnd-anchor-wallet.ts sends it, and its change's vout. */
export async function sendAnchor(t: Target) {
  const sent = await sendToChainOutputScripts({
    lnd: t.lnd,
    send_to: [{ script: ANCHOR, tokens: 0 }],
    fee_tokens_per_vbyte: 1,
    description: 'rifa:inst:7:ancora',
    utxo_confirmations: 0,
  });
  const parsed = parseRawTransaction(sent.transaction);
  return { sent, parsed, change: parsed.outputs.findIndex((output) => output.script !== ANCHOR) };
}

/** SubscribeInvoices from these cursors; every event kept (the client re-subscribes itself). */
export function invoiceStream(
  lnd: AuthenticatedLnd,
  cursor: { added_after?: number; confirmed_after?: number } = {},
) {
  const events: InvoiceEvent[] = [];
  const stream: EventEmitter = subscribeToInvoices({ lnd, restart_delay_ms: 200, ...cursor });
  stream.on('invoice_updated', (event: InvoiceEvent) => events.push(event));
  stream.on('error', () => undefined);
  return { events, close: () => void stream.removeAllListeners() };
}

/** The client opens a stream asynchronously: it is live once a probe invoice's add arrives. */
export async function streamLive(lnd: AuthenticatedLnd, events: InvoiceEvent[]): Promise<void> {
  const probed = async () => {
    const probe = await createInvoice({ lnd, tokens: 1, description: 'probe' });
    const seen = () => events.some((event) => event.id === probe.id);
    return eventually('probe streamed', seen, 500).catch(() => false);
  };
  await eventually('the invoice stream open', probed, 15_000, 0);
}
