import { meetsDifficulty, solvePow, type PowChallenge, type PowSolution } from '@rifa/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../test/fetch-mock.ts';
import { health, user } from '../../test/fixtures.ts';
import { findToast, renderApp } from '../../test/render-app.tsx';

// docs/protocols/limits.md in the SPA: a 428 from login or registration carries a challenge; the page
// shows 'Verificando…' while a Web Worker solves it, then sends the call again with `pow`.
// jsdom has no Worker: FakeWorker stands in, solving with the shared solver when released.

const CHALLENGE: PowChallenge = {
  challenge: 'ab'.repeat(39),
  difficulty: 8,
  expires_at: '2030-01-01T00:02:00.000Z',
};
const REQUIRED = {
  status: 428,
  json: {
    error: 'Muitos acessos neste momento: resolva a verificação do desafio e envie de novo.',
    challenge: CHALLENGE,
  },
};

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<PowSolution>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: PowChallenge | undefined;
  terminated = false;
  readonly url: string | URL;
  readonly options: WorkerOptions | undefined;
  constructor(url: string | URL, options?: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakeWorker.made.push(this);
  }
  postMessage(challenge: PowChallenge) {
    this.received = challenge;
  }
  /** The worker finishes: posts the solution as pow-worker.ts would. */
  release() {
    this.onmessage?.({ data: solvePow(this.received!) } as MessageEvent<PowSolution>);
  }
  terminate() {
    this.terminated = true;
  }
}

function useFakeWorker() {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
}

/** 428 for a call without pow; `after` for one whose pow really meets the challenge. */
const needsWork =
  (after: { status?: number; json: unknown }) =>
  ({ body }: RecordedCall) => {
    const pow = (body as { pow?: PowSolution }).pow;
    if (!pow) return REQUIRED;
    const valid =
      pow.challenge === CHALLENGE.challenge && meetsDifficulty(pow.challenge, pow.nonce, 8);
    return valid ? after : { status: 400, json: { error: 'Prova de trabalho incorreta' } };
  };

async function submitLogin(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
  await app.user.type(screen.getByLabelText('Senha'), 'segredo');
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
}

const dashboardRoutes = {
  'GET /api/health': { json: health() },
  'GET /api/transaction/user': { json: { data: [] } },
  'GET /api/rifa': { json: { data: [] } },
};

describe('login during a burst', () => {
  it("shows 'Verificando…' while the worker solves the 428, then logs in with the pow", async () => {
    useFakeWorker();
    const fetch = mockFetch({
      ...dashboardRoutes,
      'POST /auth/login': needsWork({ json: { token: 't1', user: user() } }),
    });
    const app = renderApp('/login');
    await submitLogin(app);

    await waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    const worker = FakeWorker.made[0]!;
    expect(worker.options).toEqual({ type: 'module' });
    expect(String(worker.url)).toMatch(/pow-worker\.ts/);
    expect(worker.received).toEqual(CHALLENGE);
    const button = screen.getByRole('button', { name: 'Verificando…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/verificação rápida/);

    worker.release();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(worker.terminated).toBe(true);
    const [first, second] = fetch.callsTo('POST /auth/login');
    expect(first?.body).toEqual({ email: 'ana@example.com', password: 'segredo' });
    expect(second?.body).toMatchObject({ email: 'ana@example.com', password: 'segredo' });
    expect((second?.body as { pow: PowSolution }).pow.challenge).toBe(CHALLENGE.challenge);
    expect(localStorage.getItem('jwt_token')).toBe('t1');
  });

  it('is invisible while calm: one call, no worker, no verification', async () => {
    useFakeWorker();
    const fetch = mockFetch({
      ...dashboardRoutes,
      'POST /auth/login': { json: { token: 't1', user: user() } },
    });
    const app = renderApp('/login');
    await submitLogin(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.callsTo('POST /auth/login')).toHaveLength(1);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it("a refused solution is the server's error in the toast, without a loop", async () => {
    useFakeWorker();
    const fetch = mockFetch({
      'GET /api/health': { json: health() },
      'POST /auth/login': ({ body }) =>
        (body as { pow?: unknown }).pow
          ? {
              status: 400,
              json: { error: 'Este desafio de verificação já foi usado: peça um novo.' },
            }
          : REQUIRED,
    });
    const app = renderApp('/login');
    await submitLogin(app);
    await waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    FakeWorker.made[0]!.release();
    const toast = await findToast();
    expect(toast.textContent).toContain('Erro no login');
    expect(toast.textContent).toContain('Este desafio de verificação já foi usado');
    expect(fetch.callsTo('POST /auth/login')).toHaveLength(2);
    expect(app.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('without Worker support the page solves it itself', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetch = mockFetch({
      ...dashboardRoutes,
      'POST /auth/login': needsWork({ json: { token: 't2', user: user() } }),
    });
    const app = renderApp('/login');
    await submitLogin(app);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(fetch.callsTo('POST /auth/login')).toHaveLength(2);
  });
});

describe('registration during a burst', () => {
  it('solves the 428 in the worker and creates the account with the pow', async () => {
    useFakeWorker();
    const fetch = mockFetch({
      ...dashboardRoutes,
      'POST /auth/register': needsWork({ status: 201, json: { token: 'novo', user: user() } }),
    });
    const app = renderApp('/register');
    const values: [RegExp, string][] = [
      [/^Nome/, 'Ana'],
      [/^E-mail/, 'ana@example.com'],
      [/^Endereço Bitcoin/, 'bc1qexample'],
      [/^Senha/, 'segredo'],
      [/^Confirmar senha/, 'segredo'],
    ];
    await screen.findByRole('heading', { name: 'Criar Conta' });
    for (const [label, value] of values) await app.user.type(screen.getByLabelText(label), value);
    await app.user.click(screen.getByRole('button', { name: 'Criar Conta' }));

    await waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Verificando…' })).toBeTruthy();
    FakeWorker.made[0]!.release();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    const calls = fetch.callsTo('POST /auth/register');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
    expect((calls[1]?.body as { pow: PowSolution }).pow.challenge).toBe(CHALLENGE.challenge);
    expect(localStorage.getItem('jwt_token')).toBe('novo');
  });
});
