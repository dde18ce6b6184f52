// The test-only fault hooks (server/src/test-only/fault-injection.ts) are inert unless set, and no
// production config can arm them: the server refuses to start with RIFA_FAULT* and
// NODE_ENV=production, one line per problem, exit code 1 — like any bad variable.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  CRASH_POINTS,
  faultsFromEnv,
  FaultConfigError,
} from '../../server/src/test-only/fault-injection.ts';
import { SERVER_ENTRY } from '../../server/build.ts';

describe('faultsFromEnv', () => {
  it('is undefined when nothing is set, or set empty', () => {
    expect(faultsFromEnv({})).toBeUndefined();
    expect(faultsFromEnv({ RIFA_FAULT: '', RIFA_FAULT_MAX_PAGES: ' ' })).toBeUndefined();
  });

  it.each(CRASH_POINTS)('arms %s outside production', (point) => {
    expect(faultsFromEnv({ RIFA_FAULT: point, NODE_ENV: 'test' })).toEqual({ crashPoint: point });
  });

  it('reads the page cap', () => {
    expect(faultsFromEnv({ RIFA_FAULT_MAX_PAGES: '120' })).toEqual({ maxPageCount: 120 });
  });

  it.each([
    [
      { NODE_ENV: 'production', RIFA_FAULT: 'payout:after-send' },
      'RIFA_FAULT: injeção de falhas é só para testes e é recusada com NODE_ENV=production',
    ],
    [
      { NODE_ENV: 'production', RIFA_FAULT_MAX_PAGES: '10' },
      'RIFA_FAULT: injeção de falhas é só para testes e é recusada com NODE_ENV=production',
    ],
    [{ RIFA_FAULT: 'draw:whenever' }, `RIFA_FAULT: deve ser um de ${CRASH_POINTS.join(', ')}`],
    [{ RIFA_FAULT_MAX_PAGES: '-3' }, 'RIFA_FAULT_MAX_PAGES: deve ser um número inteiro positivo'],
  ])('refuses %o', (env, line) => {
    expect(() => faultsFromEnv(env)).toThrow(FaultConfigError);
    try {
      faultsFromEnv(env);
    } catch (error) {
      expect((error as FaultConfigError).lines).toContain(line);
    }
  });
});

it('main.js will not start with a fault armed and NODE_ENV=production', async () => {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DEMO: '1',
      RIFA_FAULT: 'payout:after-send',
      DATA_DIR: '/nonexistent/never-created',
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([
    'configuração inválida: RIFA_FAULT: injeção de falhas é só para testes e é recusada com NODE_ENV=production',
  ]);
});
