// GET /api/rifa with 50 raffles, autocannon at 100 connections, against the real server
// process (`node server/dist/main.js` in node mode against a devnode process, logging every
// request at the default level, as in production) and,
// side by side in the same run, a bare node:http server returning the same JSON bytes.
// Target (docs/protocols/targets.md): ≥ 70% of the baseline's requests/s, p99 < 50 ms.
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
import { ms, table } from './stats.ts';

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

interface Totals {
  requests: number;
  seconds: number;
  /** CPU seconds the server used over the runs. */
  cpu: number;
  p50: number;
  p99: number;
  errors: number;
}

const totals = (): Totals => ({ requests: 0, seconds: 0, cpu: 0, p50: 0, p99: 0, errors: 0 });

function add(into: Totals, run: LoadResult) {
  into.requests += run.requests;
  into.seconds += run.seconds;
  into.cpu += run.cpuSeconds;
  into.p50 = Math.max(into.p50, run.p50);
  into.p99 = Math.max(into.p99, run.p99);
  into.errors += run.errors + run.non2xx;
}

export async function listBench(
  options: { seconds?: number; rounds?: number } = {},
): Promise<string> {
  const seconds = options.seconds ?? 10;
  const rounds = options.rounds ?? 2;
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
    for (const target of Object.values(targets))
      await load(target.url, target.pid, { connections: CONNECTIONS, duration: 2 }); // warm-up
    const measured = { app: totals(), bare: totals() };
    // ABBA order, so a drift of the machine during the run weighs on both sides alike.
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      for (const name of order)
        add(
          measured[name],
          await load(targets[name].url, targets[name].pid, {
            connections: CONNECTIONS,
            duration: seconds,
          }),
        );
    }

    const rate = (t: Totals) => t.requests / t.seconds;
    const cpuPerRequest = (t: Totals) => (t.cpu / t.requests) * 1e6;
    const { app: ours, bare: baseline } = measured;
    const ratio = rate(ours) / rate(baseline);
    const row = (name: string, t: Totals) => [
      name,
      rate(t).toFixed(0),
      ms(t.p50),
      ms(t.p99),
      (t.cpu / t.seconds).toFixed(2),
      `${cpuPerRequest(t).toFixed(0)} µs`,
      t.errors,
    ];
    const ok = (pass: boolean) => (pass ? '✓' : '✗');
    return [
      `### GET /api/rifa (${RAFFLES} raffles, ${(body.length / 1024).toFixed(1)} KB JSON, ${CONNECTIONS} connections, ${rounds} × ${seconds} s each, ABBA)`,
      '',
      table(
        [
          'server',
          'req/s',
          'p50 (worst round)',
          'p99 (worst round)',
          'server CPU (cores)',
          'server CPU per request',
          'errors + non-2xx',
        ],
        [
          row('app: node server/dist/main.js (node mode, LOG_LEVEL=info)', ours),
          row('baseline: bare node:http, same bytes', baseline),
        ],
      ),
      '',
      `Ratio app / baseline = **${ratio.toFixed(2)}** req/s (target ≥ 0.70 ${ok(ratio >= 0.7)}); app p99 = ${ms(ours.p99)} (target < 50 ms ${ok(ours.p99 < 50)}). ` +
        `CPU per request app / baseline = ${(cpuPerRequest(ours) / cpuPerRequest(baseline)).toFixed(1)}× (autocannon runs in this process on the same cores: a server that needs less than a core is held back by it).`,
    ].join('\n');
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
