// Bitcoin addresses for tests, fixtures and benchmarks: valid on regtest (the devnode's
// network), and one valid only on mainnet, for "address of another network" cases.

export const REGTEST_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
export const REGTEST_ADDRESS_2 = 'bcrt1qqurswpc8qurswpc8qurswpc8qurswpc8dxm0gk';
export const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
