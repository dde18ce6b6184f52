// btc_address validation per BITCOIN_NETWORK with bitcoinjs-lib (base58, bech32, bech32m).
import * as bitcoin from 'bitcoinjs-lib';
import type { BitcoinNetwork } from '@rifa/shared';
import type { AddressValidator } from '../../domain/ports/index.ts';
import { nobleEcc } from './noble-ecc.ts';

// Taproot (bech32m) output scripts need an ECC library to check the x-only key.
bitcoin.initEccLib(nobleEcc);

const NETWORKS: Record<BitcoinNetwork, bitcoin.Network> = {
  mainnet: bitcoin.networks.bitcoin,
  testnet: bitcoin.networks.testnet,
  // testnet4 shares testnet's address prefixes (tb1…, m/n/2…).
  testnet4: bitcoin.networks.testnet,
  signet: bitcoin.networks.testnet,
  regtest: bitcoin.networks.regtest,
};

export function createAddressValidator(network: BitcoinNetwork): AddressValidator {
  const params = NETWORKS[network];
  return {
    network,
    isValid(address) {
      try {
        bitcoin.address.toOutputScript(address, params);
        return true;
      } catch {
        return false;
      }
    },
  };
}
