// The coinbases' owner: btcd mines to a P2WPKH address of a fixed test key, and this tiny
// wallet spends those coinbases (mature after 100 blocks) to fund the LNDs and pay whatever a
// test needs — btcd itself has no wallet. Mine at least 101 blocks before the first fund().
import { createHash } from 'node:crypto';
import {
  address as bitcoinAddress,
  initEccLib,
  networks,
  payments,
  script,
  Transaction,
} from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';
import type { Btcd } from './btcd.ts';

// Taproot (P2TR) outputs need the curve library; so do the LNDs' default addresses.
initEccLib(ecc);

const PRIVATE_KEY = createHash('sha256').update('rifa-realnode-miner').digest();
const PUBLIC_KEY = Buffer.from(ecc.pointFromScalar(PRIVATE_KEY, true)!);
const P2WPKH = payments.p2wpkh({ pubkey: PUBLIC_KEY, network: networks.regtest });

/** Where btcd mines to (`--miningaddr`). */
export const minerAddress: string = P2WPKH.address!;

const COINBASE_MATURITY = 100;
const FEE_RATE = 2; // sat/vB, above btcd's relay floor

interface Coin {
  txid: string;
  vout: number;
  sats: number;
}

/** An output to an address, or one with a script of its own (an OP_RETURN, say), as hex. */
export type Output = { address: string; sats: number } | { script: string; sats: number };

export interface MinerWallet {
  address: string;
  /** One transaction paying each output from a mature coinbase; its txid (unconfirmed). */
  fund(outputs: Output[]): Promise<string>;
}

export function createMinerWallet(btcd: Btcd): MinerWallet {
  const spent = new Set<string>();
  let scannedTo = 0;
  const coins: Coin[] = [];

  /** Coinbases of blocks now mature, in height order, that this wallet has not spent. */
  async function matureCoin(): Promise<Coin> {
    const tip = await btcd.rpc<number>('getblockcount');
    for (; scannedTo < tip - COINBASE_MATURITY + 1;) {
      scannedTo += 1;
      const hash = await btcd.rpc<string>('getblockhash', [scannedTo]);
      const block = await btcd.rpc<{ tx: string[] }>('getblock', [hash, 1]);
      const coinbase = await btcd.rpc<{
        txid: string;
        vout: { value: number; n: number; scriptPubKey: { hex: string } }[];
      }>('getrawtransaction', [block.tx[0], 1]);
      for (const out of coinbase.vout)
        if (out.scriptPubKey.hex === P2WPKH.output!.toString('hex'))
          coins.push({ txid: coinbase.txid, vout: out.n, sats: Math.round(out.value * 1e8) });
    }
    for (const coin of coins) {
      const key = `${coin.txid}:${coin.vout}`;
      if (spent.has(key)) continue;
      // Another wallet over the same btcd (a second createMinerWallet) may have spent it.
      if (await btcd.rpc('gettxout', [coin.txid, coin.vout, true])) return coin;
      spent.add(key);
    }
    throw new Error('miner wallet: no mature coinbase left (mine more blocks)');
  }

  return {
    address: minerAddress,
    async fund(outputs) {
      const coin = await matureCoin();
      const tx = new Transaction();
      tx.version = 2;
      tx.addInput(Buffer.from(coin.txid, 'hex').reverse(), coin.vout);
      let total = 0;
      // vbytes: 11 of the transaction, 68 of the signed P2WPKH input, 31 of the change, and
      // 9 + the script's length for each output.
      let vbytes = 11 + 68 + 31;
      for (const output of outputs) {
        const outputScript =
          'script' in output
            ? Buffer.from(output.script, 'hex')
            : bitcoinAddress.toOutputScript(output.address, networks.regtest);
        tx.addOutput(outputScript, output.sats);
        total += output.sats;
        vbytes += 9 + outputScript.length;
      }
      const fee = FEE_RATE * vbytes;
      const change = coin.sats - total - fee;
      if (change < 0) throw new Error('miner wallet: a coinbase cannot pay that much');
      if (change > 1_000) tx.addOutput(P2WPKH.output!, change);

      const scriptCode = payments.p2pkh({ pubkey: PUBLIC_KEY }).output!;
      const sighash = tx.hashForWitnessV0(0, scriptCode, coin.sats, Transaction.SIGHASH_ALL);
      const signature = Buffer.from(ecc.sign(sighash, PRIVATE_KEY));
      tx.setWitness(0, [script.signature.encode(signature, Transaction.SIGHASH_ALL), PUBLIC_KEY]);

      spent.add(`${coin.txid}:${coin.vout}`);
      return btcd.rpc<string>('sendrawtransaction', [tx.toHex()]);
    },
  };
}
