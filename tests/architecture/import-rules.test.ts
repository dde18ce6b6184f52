// The dependency rules of docs/architecture.md#conventions, held by ESLint: http → domain → ports, adapters
// implement the ports. Each case lints one import line as if it stood in a file of that
// folder, so the rule itself is tested, not just today's tree.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const RULES = new Set(['no-restricted-imports', 'rifa/feature-boundaries']);

async function restricted(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => RULES.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('import rules', () => {
  it.each([
    [
      'server/src/http/routes/probe.ts',
      "import type { Db } from '../../adapters/sqlite/database.ts';",
    ],
    ['server/src/http/probe.ts', "import { createStore } from '../adapters/sqlite/index.ts';"],
    ['server/src/http/probe.ts', "import Database from 'better-sqlite3';"],
    ['server/src/domain/probe.ts', "import { createStore } from '../adapters/sqlite/index.ts';"],
    [
      'server/src/domain/probe.ts',
      "import { createLndLightning } from '../adapters/lnd/lnd-lightning.ts';",
    ],
    ['server/src/domain/probe.ts', "import { Router } from 'express';"],
    ['server/src/domain/probe.ts', "import sharp from 'sharp';"],
    ['server/src/domain/probe.ts', "import { errorHandler } from '../http/error-handler.ts';"],
    ['shared/src/probe.ts', "import fs from 'node:fs';"],
    // Another feature is entered through its index.ts only.
    ['server/src/http/probe.ts', "import { createRaffles } from '../domain/raffles/raffles.ts';"],
    ['server/src/domain/purchases/probe.ts', "import { x } from '../raffles/raffle-texts.ts';"],
    [
      'server/src/domain/draws/anchor/probe.ts',
      "import { x } from '../../payouts/payout-moves.ts';",
    ],
    ['web/src/features/a/probe.ts', "import { x } from '../b/thing.ts';"],
    ['web/src/app.tsx', "import { x } from './features/b/thing.tsx';"],
    // The devnode is an independent oracle: none of the app's code.
    ['devnode/src/probe.ts', "import { formatSats } from '@rifa/shared';"],
    ['devnode/src/probe.ts', "import { x } from '../../shared/src/format.ts';"],
  ])('%s may not: %s', async (file, line) => {
    expect(await restricted(file, `${line}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['server/src/http/probe.ts', "import { DomainError } from '../domain/errors.ts';"],
    ['server/src/domain/probe.ts', "import type { Lightning } from './ports/index.ts';"],
    [
      'server/src/adapters/sqlite/probe.ts',
      "import { unavailable } from '../../domain/errors.ts';",
    ],
    [
      'server/src/composition/compose.ts',
      "import { createStore } from '../adapters/sqlite/index.ts';",
    ],
    ['server/src/http/probe.ts', "import { createRaffles } from '../domain/raffles/index.ts';"],
    ['server/src/domain/purchases/probe.ts', "import { x } from '../raffles/index.ts';"],
    ['server/src/domain/purchases/probe.ts', "import { x } from '../kernel/errors.ts';"],
    ['server/src/domain/draws/anchor/probe.ts', "import { x } from '../ticket-tree.ts';"],
    ['web/src/features/a/probe.ts', "import { x } from '../b/index.ts';"],
    ['web/src/routes.tsx', "const page = () => import('./features/b/b-page.tsx');"],
  ])('%s may: %s', async (file, line) => {
    expect(await restricted(file, `${line}\nexport {};\n`)).toEqual([]);
  });
});
