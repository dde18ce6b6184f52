import { defineConfig } from 'vitest/config';

// One run, two environments: node for everything but the SPA's component tests (jsdom).
// e2e tests drive a real Chromium and take longer, hence their own timeouts; fault tests run
// real processes, and the long ones are a project of their own that `npm test` leaves out.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/build-server.ts'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'devnode/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/packaging/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/devnode/**/*.test.ts',
          ],
          exclude: ['tests/packaging/**/*.long.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Fault tests over real processes (server/dist/main.js and the devnode CLI as children).
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          exclude: ['tests/faults/**/*.long.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The long ones (kill -9 bursts, draws waiting on the scheduler's 10 s tick): only in
        // `npm run test:all` (CI), `npm test` runs every project but this one.
        test: {
          name: 'long',
          environment: 'node',
          include: ['tests/**/*.long.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // A page under a loaded machine (the whole suite at once on 2 cores) can take
          // longer than expect.poll's default second to show what it will show.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
