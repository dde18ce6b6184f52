// Bitcoin addresses for tests, fixtures and benchmarks: valid on regtest (the devnode's
// network), and one valid only on mainnet, for "address of another network" cases.

export const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
export const REGTEST_ADDRESS_2 = 'bcrt1qqurswpc8qurswpc8qurswpc8qurswpc8dxm0gk';
export const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// The next two, like REGTEST_ADDRESS (P2WPKH of hash160 751e76e8…3bd6), come from the
// secp256k1 generator G, whose compressed key is 0279be667e…16f81798. Each was derived
// with bitcoinjs-lib and checked against a separate implementation (base58check and
// bech32m by hand), so their output scripts and dust limits are certain.

/** P2PKH (base58, version 0x6f) of hash160(G): OP_DUP OP_HASH160 751e76e8…3bd6 … */
export const REGTEST_P2PKH_ADDRESS = 'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r';
/** P2TR (bech32m, witness v1): BIP 86 key-path output for the internal key x(G). */
export const REGTEST_P2TR_ADDRESS =
  'bcrt1pmfr3p9j00pfxjh0zmgp99y8zftmd3s5pmedqhyptwy6lm87hf5ssm803es';
