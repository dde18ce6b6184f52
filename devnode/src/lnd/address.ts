import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';

import { GRPC_UNKNOWN, GrpcError } from '../errors.ts';

// On-chain addresses checked the way LND's SendCoins does (btcutil.DecodeAddress, then
// IsForNet), with LND's texts, so the app's payout path sees the failures it would see.

// Taproot (bech32m) outputs need an ECC backend in bitcoinjs-lib; tiny-secp256k1 is it.
bitcoin.initEccLib(ecc);

const { regtest, bitcoin: mainnet, testnet } = bitcoin.networks;

const decodesFor = (address: string, network: bitcoin.Network): boolean => {
  try {
    bitcoin.address.toOutputScript(address, network);
    return true;
  } catch {
    return false;
  }
};

/**
 * Throws LND's error when `address` cannot receive coins on regtest. SendCoins and SendMany
 * word a wrong network differently: rpcserver.go SendCoins ("address: … is not valid for
 * this network: regtest") and addrPairsToOutputs, used by SendMany and EstimateFee
 * ("address is not for regtest").
 */
export function assertRegtestAddress(
  address: string,
  rpc: 'SendCoins' | 'SendMany' = 'SendCoins',
): void {
  if (decodesFor(address, regtest)) return;
  if (decodesFor(address, mainnet) || decodesFor(address, testnet)) {
    throw new GrpcError(
      GRPC_UNKNOWN,
      rpc === 'SendCoins'
        ? `address: ${address} is not valid for this network: regtest`
        : 'address is not for regtest',
    );
  }
  throw new GrpcError(GRPC_UNKNOWN, 'decoded address is of unknown format');
}

/** The devnode wallet's own P2WPKH address (bcrt1q…), derived from its node key. */
export function walletAddress(publicKey: Buffer): string {
  const { address } = bitcoin.payments.p2wpkh({ pubkey: publicKey, network: regtest });
  if (!address) throw new Error('could not derive the wallet address');
  return address;
}

/**
 * The wallet's change address: P2TR, because btcwallet takes change from the BIP 86 scope
 * when LND names none (wallet/createtx.go addrMgrWithChangeSource, KeyScopeBIP0086).
 */
export function walletChangeAddress(publicKey: Buffer): string {
  const { address } = bitcoin.payments.p2tr({
    internalPubkey: publicKey.subarray(1, 33),
    network: regtest,
  });
  if (!address) throw new Error('could not derive the wallet change address');
  return address;
}

/** The output script a regtest address pays to (txscript.PayToAddrScript). */
export function outputScript(address: string): Buffer {
  return Buffer.from(bitcoin.address.toOutputScript(address, regtest));
}

/** BIP 141: a version opcode (OP_0, OP_1…OP_16) then one push of 2 to 40 bytes. */
export function isWitnessProgram(script: Buffer): boolean {
  const version = script[0] ?? -1;
  const pushed = script[1] ?? -1;
  return (
    (version === 0x00 || (version >= 0x51 && version <= 0x60)) &&
    pushed >= 2 &&
    pushed <= 40 &&
    script.length === pushed + 2
  );
}

/**
 * The address as LND reports it in GetTransactions: decoded to its output script and encoded
 * again (lnrpc/rpc_utils.go RPCTransaction, `a.EncodeAddress()`), so a bech32 address sent
 * to in upper case comes back in lower case; base58 is case-sensitive and comes back as is.
 */
export function reencodedAddress(address: string): string {
  return bitcoin.address.fromOutputScript(
    bitcoin.address.toOutputScript(address, regtest),
    regtest,
  );
}
