import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './scripts/lint/feature-boundaries.js';

// docs/architecture.md: the domain stays free of frameworks and drivers, and the
// shared package runs in the browser, so it imports no Node built-ins.
const domainForbidden = [
  'express',
  'better-sqlite3',
  'lightning',
  'bitcoin-core',
  'pino',
  'pino-http',
  'sharp',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'start9/**/node_modules/**',
      'start9/javascript/**',
      'scripts/verify-draw.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: domainForbidden.map((name) => ({
            name,
            message: 'O domínio não depende de frameworks nem drivers (docs/architecture.md).',
          })),
          patterns: [
            {
              group: ['**/adapters/**', '**/http/**', '**/main.ts'],
              message: 'O domínio não importa adaptadores nem HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // http/ speaks to the domain only: storage and node details stay behind the ports.
    files: ['server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['better-sqlite3', 'lightning', 'bitcoin-core'].map((name) => ({
            name,
            message: 'HTTP fala com o domínio, não com drivers (docs/architecture.md#conventions).',
          })),
          patterns: [
            {
              group: ['**/adapters/**'],
              message: 'HTTP não importa adaptadores: use os serviços do domínio.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http', 'https', 'os', 'url', 'buffer'],
              message: 'O pacote shared roda no navegador: nada do Node.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Features are entered through their index.ts (docs/architecture.md).
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { rifa: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'rifa/feature-boundaries': [
        'error',
        {
          roots: [
            { root: 'server/src/domain', open: ['kernel', 'ports'] },
            { root: 'web/src/features' },
          ],
        },
      ],
    },
  },
  {
    // The devnode is an independent oracle of LND and bitcoind: it shares no code with the
    // app it checks (docs/protocols/devnode.md).
    files: ['devnode/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@rifa/shared', message: 'O devnode não importa o pacote shared.' }],
          patterns: [
            {
              group: ['**/shared/**', '**/server/**', '**/web/**'],
              message: 'O devnode é independente: não importa código do app.',
            },
          ],
        },
      ],
    },
  },
);
