// GET /api/rifa with 50 raffles, autocannon at 100 connections, against the real server
// process (`node server/dist/main.js` in node mode against a devnode process, logging at its
// default level, as in production) and a bare node:http server returning the same JSON bytes,
// in alternating rounds: one run of each per round, each round giving its own ratio.
// Target (docs/protocols/targets.md#public-list): the median of the rounds' ratios ≥ 0.85 of the
// baseline's requests/s, p99 < 50 ms; every round is printed, so the spread is in plain sight.
import { REGTEST_ADDRESS } from '../../tests/support/addresses.ts';
import { jsonClient } from '../../tests/support/json-client.ts';
import { sleep } from '../../tests/support/poll.ts';
import {
  ADMIN_PASSWORD,
  load,
  startBareServer,
  startServerProcess,
  type LoadResult,
  type ServerProcess,
} from './processes.ts';
import { median, ms, table } from './stats.ts';

export const RAFFLES = 50;
export const CONNECTIONS = 100;

async function call<T>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const reply = await jsonClient(base).call<T>(method, route, { body, token });
  if (reply.status >= 300) throw new Error(`${method} ${route}: ${reply.status} ${reply.text}`);
  return reply.body;
}

/**
 * Fills the server with RAFFLES raffles (counting demo mode's 4 samples) and a few sales —
 * paid tickets and pending reservations — so available_tickets is computed over real rows.
 * Returns the JSON bytes of GET /api/rifa.
 */
export async function populate(server: ServerProcess): Promise<Buffer> {
  const base = server.base;
  const { token } = await call<{ token: string }>(base, 'POST', '/auth/login', {
    email: 'admin@rifa.local',
    password: ADMIN_PASSWORD,
  });
  let { data } = await call<{ data: { id: number }[] }>(base, 'GET', '/api/rifa');
  for (let i = data.length; i < RAFFLES; i++) {
    await call(
      base,
      'POST',
      '/api/rifa/admin',
      {
        name: `Rifa de benchmark nº ${i + 1} — prêmio em sats`,
        prize_amount: 50_000 + i * 1_000,
        ticket_price: 100 + i,
        total_tickets: 1_000 + i * 10,
        min_tickets: i % 3 === 0 ? 2 : null,
        end_date: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
        status: 'active',
        admin_password: ADMIN_PASSWORD,
        confirm_large_prize: true,
      },
      token,
    );
  }
  ({ data } = await call<{ data: { id: number }[] }>(base, 'GET', '/api/rifa'));
  const buyer = await call<{ token: string }>(base, 'POST', '/auth/register', {
    name: 'Comprador',
    email: 'comprador@bench.local',
    password: 'segredo123',
    btc_address: REGTEST_ADDRESS,
  });
  for (const [k, raffle] of data.slice(0, 10).entries()) {
    const full = await call<{ ticket_price: number; min_tickets: number | null }>(
      base,
      'GET',
      `/api/rifa/${raffle.id}`,
    );
    const count = Math.max(full.min_tickets ?? 1, 3);
    const purchase = await call<{ id: number; payment_hash: string }>(
      base,
      'POST',
      '/api/transaction',
      {
        type_tx: 'buy',
        accept_terms: true,
        adult: true,
        raffle_id: raffle.id,
        tickets_count: count,
        amount: count * full.ticket_price,
      },
      buyer.token,
    );
    if (k % 2 === 0) await server.settle(purchase.payment_hash, purchase.id, buyer.token);
  }
  await sleep(500); // let the credits land
  const response = await fetch(`${base}/api/rifa`);
  const body = Buffer.from(await response.arrayBuffer());
  const count = (JSON.parse(body.toString()) as { data: unknown[] }).data.length;
  if (count !== RAFFLES)
    throw new Error(`GET /api/rifa devolveu ${count} rifas, esperadas ${RAFFLES}`);
  return body;
}

/** Requests/s of one run of autocannon. */
const rate = (run: LoadResult) => run.requests / run.seconds;
/** Server CPU per request, in µs. */
const cpuPerRequest = (run: LoadResult) => (run.cpuSeconds / run.requests) * 1e6;

export async function listBench(
  options: { seconds?: number; rounds?: number } = {},
): Promise<string> {
  const seconds = options.seconds ?? 5;
  const rounds = options.rounds ?? 5;
  const app = await startServerProcess();
  let bare;
  try {
    const body = await populate(app);
    bare = await startBareServer(body);
    const same = Buffer.from(await (await fetch(bare.base)).arrayBuffer());
    if (!same.equals(body)) throw new Error('o servidor node:http não devolveu os mesmos bytes');

    const targets = {
      app: { url: `${app.base}/api/rifa`, pid: app.pid },
      bare: { url: `${bare.base}/api/rifa`, pid: bare.pid },
    };
    const run = (name: 'app' | 'bare', duration: number) =>
      load(targets[name].url, targets[name].pid, { connections: CONNECTIONS, duration });
    for (const name of ['app', 'bare'] as const) await run(name, 2); // warm-up
    // Rounds of one app run and one baseline run back to back, each round's ratio from its own
    // pair: on a machine shared with other work the load drifts over the minutes, and a ratio
    // of runs far apart measures the drift. The order alternates (app first, then the
    // baseline first) so that neither side always gets the fresher moment.
    const measured: { app: LoadResult; bare: LoadResult; first: 'app' | 'bare' }[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
      const pair: Partial<Record<'app' | 'bare', LoadResult>> = {};
      for (const name of order) pair[name] = await run(name, seconds);
      measured.push({ app: pair.app!, bare: pair.bare!, first: order[0] });
    }

    const ratios = measured.map((round) => rate(round.app) / rate(round.bare));
    const ratio = median(ratios);
    const p99 = Math.max(...measured.map((round) => round.app.p99));
    const errors = (side: 'app' | 'bare') =>
      measured.reduce((sum, round) => sum + round[side].errors + round[side].non2xx, 0);
    const cpuRatio = median(measured.map((r) => cpuPerRequest(r.app) / cpuPerRequest(r.bare)));
    const ok = (pass: boolean) => (pass ? '✓' : '✗');
    return [
      `### GET /api/rifa (${RAFFLES} raffles, ${(body.length / 1024).toFixed(1)} KB JSON, ${CONNECTIONS} connections, ${rounds} rounds of ${seconds} s per server)`,
      '',
      'app: `node server/dist/main.js` (node mode, LOG_LEVEL=info); baseline: bare node:http sending the same bytes.',
      '',
      table(
        [
          'round',
          'first',
          'app req/s',
          'baseline req/s',
          'ratio',
          'app p50 / p99',
          'baseline p50 / p99',
          'server CPU per request app / baseline',
        ],
        measured.map((round, i) => [
          i + 1,
          round.first,
          rate(round.app).toFixed(0),
          rate(round.bare).toFixed(0),
          ratios[i]!.toFixed(3),
          `${ms(round.app.p50)} / ${ms(round.app.p99)}`,
          `${ms(round.bare.p50)} / ${ms(round.bare.p99)}`,
          `${cpuPerRequest(round.app).toFixed(0)} / ${cpuPerRequest(round.bare).toFixed(0)} µs`,
        ]),
      ),
      '',
      `Ratio app / baseline, median of ${rounds} rounds = **${ratio.toFixed(3)}** (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)}, spread ${(Math.max(...ratios) - Math.min(...ratios)).toFixed(3)}; target ≥ 0.85 ${ok(ratio >= 0.85)}); ` +
        `app p99, worst round = ${ms(p99)} (target < 50 ms ${ok(p99 < 50)}); errors + non-2xx: app ${errors('app')}, baseline ${errors('bare')}. ` +
        `Server CPU per request app / baseline, median = ${cpuRatio.toFixed(2)}× (autocannon runs in this process on the same cores: a server that needs less than a core is held back by it).`,
    ].join('\n');
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
