import { defineConfig } from 'vitest/config';

// The real-node suite (`npm run test:realnode`, docs/real-node.md): the app in node mode
// against real LND and btcd built from their Go modules (tests/realnode/node-binaries). One
// file at a time: each starts its own regtest world (btcd and two LNDs), heavy on 2 cores.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/build-server.ts', 'tests/realnode/harness/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'realnode',
          environment: 'node',
          include: ['tests/realnode/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
