// Memory (docs/protocols/targets.md#memory: idle server RSS < 110 MB), read from /proc/<pid>/status (VmRSS):
// the real server process (`node server/dist/main.js`) once settled after start, then at its
// peak while autocannon hits GET /api/rifa (50 raffles, 100 connections), then settled again.
// In node mode (production: LND and bitcoind are a devnode in another process) and in demo
// mode (the devnode's LND and bitcoind doubles run inside the server). Baselines measured the
// same way in the same run: a node process doing nothing, and the bare node:http server of
// the GET /api/rifa benchmark under the same load.
import { populate, CONNECTIONS } from './list-bench.ts';
import {
  load,
  mb,
  settledRss,
  startBareServer,
  startIdleNode,
  startServerProcess,
  watchRss,
} from './processes.ts';
import { table } from './stats.ts';

const ok = (pass: boolean) => (pass ? '✓' : '✗');
const TARGET = 110 * 1024 * 1024;

async function underLoad(url: string, pid: number, seconds: number): Promise<number> {
  const watch = watchRss(pid);
  await load(url, pid, { connections: CONNECTIONS, duration: seconds });
  return watch.stop();
}

async function server(mode: 'node' | 'demo', seconds: number) {
  const app = await startServerProcess(mode);
  try {
    const idle = await settledRss(app.pid);
    const body = await populate(app);
    const loaded = await underLoad(`${app.base}/api/rifa`, app.pid, seconds);
    const after = await settledRss(app.pid, 2_000);
    return { idle, loaded, after, body };
  } finally {
    await app.stop();
  }
}

export async function rssBench(seconds = 5): Promise<string> {
  const idle = await startIdleNode();
  const idleNode = await settledRss(idle.pid).finally(() => idle.stop());
  const node = await server('node', seconds);
  const demo = await server('demo', seconds);
  const bare = await startBareServer(node.body);
  let bareIdle, bareLoaded;
  try {
    bareIdle = await settledRss(bare.pid);
    bareLoaded = await underLoad(`${bare.base}/api/rifa`, bare.pid, seconds);
  } finally {
    await bare.stop();
  }
  const row = (
    name: string,
    r: { idle: number; loaded: number; after: number },
    target = `idle < ${TARGET / 1024 / 1024} MB ${ok(r.idle < TARGET)}`,
  ) => [name, mb(r.idle), mb(r.loaded), mb(r.after), target];
  return [
    `### Memory (VmRSS; under load = peak during ${seconds} s of GET /api/rifa at ${CONNECTIONS} connections; after = settled 2 s later)`,
    '',
    table(
      ['process', 'idle', 'under load', 'after load', 'target'],
      [
        row('app, node mode (LND + bitcoind: a devnode process)', node),
        // Not a deployment: the process also holds the LND and bitcoind doubles.
        row(
          'app, demo mode (devnode inside the server, first start)',
          demo,
          '— (not a deployment)',
        ),
        ['baseline: bare node:http server, same JSON', mb(bareIdle), mb(bareLoaded), '', ''],
        ['baseline: node process doing nothing', mb(idleNode), '', '', ''],
      ],
    ),
    '',
    `Idle app / idle node process: node mode ${(node.idle / idleNode).toFixed(2)}×, demo mode ${(demo.idle / idleNode).toFixed(2)}×; app under load / bare node:http under load: ${(node.loaded / bareLoaded).toFixed(2)}× (node mode).`,
  ].join('\n');
}
