import { defineConfig } from 'vitest/config';

// The fast tests (`npm run test:unit`): pure modules beside their code, and the domain's rules
// over an in-memory SQLite with fake node ports (tests/unit). Nothing is built and nothing is
// started — no globalSetup, no devnode — and the SPA's pure helpers need no DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'server/src/**/*.test.ts',
            'shared/src/**/*.test.ts',
            'web/src/lib/**/*.test.ts',
            'web/src/features/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
