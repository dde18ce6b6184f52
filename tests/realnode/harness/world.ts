// The regtest world of the real-node suite: btcd, the shop's LND ("loja") that the app runs
// against, a buyer's LND ("carteira"), both funded from coinbases and joined by a channel each
// way (public, or all private for the route-hint case), and the bitcoind facade the app's chain
// half reads. stopWorld() tears it all down by PID (each file's afterAll).
import {
  addPeer,
  createChainAddress,
  createInvoice,
  getChainBalance,
  getChannels,
  getNode,
  getWalletInfo,
  openChannel,
  pay,
} from 'lightning';
import { eventually } from '../../support/poll.ts';
import { removeTempDirs } from '../../support/temp-dirs.ts';
import { startBitcoindFacade, type BitcoindFacade } from './bitcoind-facade.ts';
import { startBtcd, stopAllBtcd, type Btcd } from './btcd.ts';
import { startLndNode, stopAllLnd, type LndNode } from './lnd.ts';
import { createMinerWallet, minerAddress } from './miner-wallet.ts';
import { bakeMacaroon } from './readme-macaroon.ts';
import { mineEmptyBlocks } from './empty-blocks.ts';

const SEGWIT_ACTIVE_HEIGHT = 450;

/** On-chain sats each LND gets, in this many coins (so that several spends need no change). */
export const WALLET_COINS = 4;
export const WALLET_COIN_SATS = 25_000_000;
/** Each channel's size; carteira's pays the shop, loja's pays prizes. */
export const CHANNEL_SATS = 5_000_000;

export interface RegtestWorld {
  btcd: Btcd;
  facade: BitcoindFacade;
  loja: LndNode;
  carteira: LndNode;
  /** The macaroon the app uses: baked on loja with exactly the README's permissions. */
  shopMacaroonPath: string;
  /** Mines `blocks` and waits until every running LND has seen the new tip. */
  mine(blocks?: number): Promise<string[]>;
  /** The same with blocks of a coinbase only: the mempool stays unconfirmed. */
  mineEmpty(blocks?: number): Promise<string[]>;
  /** Pays `address` `sats` from the coinbases (not from an LND). */
  fund(address: string, sats: number): Promise<string>;
}

export interface WorldOptions {
  /** 'private': every channel of loja is unannounced, so its invoices need route hints. */
  channels?: 'public' | 'private';
  /** Extra flags for loja's LND. */
  lojaArgs?: string[];
}

export async function startWorld(options: WorldOptions = {}): Promise<RegtestWorld> {
  const btcd = await startBtcd({ miningAddress: minerAddress });
  // Segwit activates on btcd's regtest by version bits, after three 144-block windows (LND
  // and the miner's P2WPKH coins need it); coinbases mature 100 blocks later. 450 covers both.
  await btcd.mine(SEGWIT_ACTIVE_HEIGHT);
  const miner = createMinerWallet(btcd);
  const isPrivate = options.channels === 'private';
  const [loja, carteira, roteador] = await Promise.all([
    startLndNode({ name: 'loja', btcd, extraArgs: options.lojaArgs }),
    startLndNode({ name: 'carteira', btcd }),
    // LND gives route hints only through a peer that is itself announced (addinvoice.go
    // chanCanBeHopHint: "we don't leak unadvertised nodes"), as an LSP is: carteira gets a
    // public channel with a third node so that it is.
    ...(isPrivate ? [startLndNode({ name: 'roteador', btcd })] : []),
  ]);
  const nodes = [loja, carteira, ...(roteador ? [roteador] : [])];
  const facade = await startBitcoindFacade(btcd);
  const shopMacaroonPath = await bakeMacaroon(loja, 'rifa.macaroon');

  const world: RegtestWorld = {
    btcd,
    facade,
    loja,
    carteira,
    shopMacaroonPath,
    mine: async (blocks = 1) => synced(await btcd.mine(blocks)),
    mineEmpty: async (blocks = 1) => synced(await mineEmptyBlocks(btcd, blocks)),
    fund: (address, sats) => miner.fund([{ address, sats }]),
  };

  /** Waits until every running LND has seen btcd's tip; passes `hashes` through. */
  async function synced(hashes: string[]): Promise<string[]> {
    const tip = await btcd.rpc<number>('getblockcount');
    await Promise.all(
      nodes
        .filter((node) => node.running())
        .map((node) =>
          eventually(
            `${node.name} at height ${tip}`,
            async () => {
              try {
                const info = await getWalletInfo({ lnd: node.lnd() });
                return info.current_block_height >= tip && info.is_synced_to_chain;
              } catch {
                return false;
              }
            },
            60_000,
            100,
          ),
        ),
    );
    return hashes;
  }

  for (const node of [loja, carteira]) {
    const outputs = [];
    for (let i = 0; i < WALLET_COINS; i++) {
      const { address } = await createChainAddress({ lnd: node.lnd(), format: 'p2wpkh' });
      outputs.push({ address, sats: WALLET_COIN_SATS });
    }
    await miner.fund(outputs);
  }
  await world.mine(1);
  for (const node of [loja, carteira])
    await eventually(
      `${node.name} funded`,
      async () =>
        (await getChainBalance({ lnd: node.lnd() })).chain_balance >=
        WALLET_COINS * WALLET_COIN_SATS,
      30_000,
      200,
    );

  await addPeer({ lnd: carteira.lnd(), public_key: loja.pubkey, socket: loja.p2pSocket });
  await openChannel({
    lnd: carteira.lnd(),
    partner_public_key: loja.pubkey,
    local_tokens: CHANNEL_SATS,
    is_private: isPrivate,
  });
  await openChannel({
    lnd: loja.lnd(),
    partner_public_key: carteira.pubkey,
    local_tokens: CHANNEL_SATS,
    is_private: isPrivate,
  });
  if (roteador) {
    await addPeer({ lnd: carteira.lnd(), public_key: roteador.pubkey, socket: roteador.p2pSocket });
    await openChannel({
      lnd: carteira.lnd(),
      partner_public_key: roteador.pubkey,
      local_tokens: CHANNEL_SATS,
    });
  }
  await world.mine(6);
  for (const [node, partner] of [
    [loja, carteira],
    [carteira, loja],
  ] as const)
    await eventually(
      `${node.name}: both channels with ${partner.name} active`,
      async () => (await activeChannelsWith(node, partner)) === 2,
      60_000,
      200,
    );
  // A channel is listed active before its link forwards (a payment then fails for
  // INSUFFICIENT_BALANCE): one small payment each way, retried, before any test pays.
  for (const [payer, payee] of [
    [carteira, loja],
    [loja, carteira],
  ] as const) {
    const { request } = await createInvoice({ lnd: payee.lnd(), tokens: 1 });
    const paid = () => pay({ lnd: payer.lnd(), request }).then(Boolean, () => false);
    await eventually(`${payer.name} pays ${payee.name}`, paid, 60_000, 500);
  }
  if (roteador)
    await eventually(
      'loja knows carteira as an announced node',
      async () =>
        (await getNode({ lnd: loja.lnd(), public_key: carteira.pubkey }).catch(() => undefined))
          ?.channels?.length ?? 0,
      60_000,
      500,
    );
  return world;
}

/** How many active channels `node` has with `partner`. */
export async function activeChannelsWith(node: LndNode, partner: LndNode): Promise<number> {
  const { channels } = await getChannels({ lnd: node.lnd(), is_active: true });
  return channels.filter((channel) => channel.partner_public_key === partner.pubkey).length;
}

/** afterAll: every process of this file's worlds killed, their folders removed. */
export async function stopWorld(world?: RegtestWorld): Promise<void> {
  await world?.facade.close().catch(() => {});
  await stopAllLnd();
  await stopAllBtcd();
  removeTempDirs();
}
