import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ControlError } from '../errors.ts';
import type { LockStyle } from '../lnd/auth.ts';
import type { ChannelKind } from '../lnd/invoice-service.ts';
import type { WalletState } from '../lnd/rpc-state.ts';
import type { DevnodeControls } from './controls.ts';
import { lightningRoutes } from './lightning-routes.ts';

// The test controls over HTTP+JSON on loopback, for tests that run the devnode as a child
// process (the CLI) and for poking a demo by hand with curl. Each route is one call on
// DevnodeControls; misuse answers 4xx with {error}.

export interface ControlServer {
  url: string;
  close(): Promise<void>;
}

type Body = Record<string, unknown>;
type Route = (body: Body, params: string[]) => unknown;

const LOCK_STYLES: readonly LockStyle[] = ['unknown-service', 'wallet-locked', 'starting'];

/** Unix seconds, or an ISO 8601 date string. */
function toSeconds(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return Math.floor(Date.parse(value) / 1000);
  throw new ControlError(
    400,
    `timestamp must be unix seconds or an ISO date, got ${JSON.stringify(value)}`,
  );
}

function optionalTimes(body: Body): { timestamp?: number; timestamps?: number[] } {
  const times: { timestamp?: number; timestamps?: number[] } = {};
  if (body.timestamp !== undefined) times.timestamp = toSeconds(body.timestamp);
  if (body.timestamps !== undefined) {
    if (!Array.isArray(body.timestamps)) throw new ControlError(400, 'timestamps must be an array');
    times.timestamps = body.timestamps.map(toSeconds);
  }
  return times;
}

function numberField(body: Body, name: string, fallback?: number): number {
  const value = body[name] ?? fallback;
  if (typeof value !== 'number') throw new ControlError(400, `${name} must be a number`);
  return value;
}

const errorOverride = (body: Body): { code?: number; details?: string } => ({
  ...(typeof body.code === 'number' ? { code: body.code } : {}),
  ...(typeof body.details === 'string' ? { details: body.details } : {}),
});

function routes(controls: DevnodeControls): Record<string, Route> {
  return {
    ...lightningRoutes(controls),
    'GET /state': () => controls.state(),
    'GET /tip': () => controls.tip(),
    'GET /invoices': () => controls.invoices(),
    'GET /sent-coins': () => controls.sentCoins(),
    'POST /invoices/:hash/settle': (body, [hash]) =>
      controls.settleInvoice(
        hash as string,
        body.amtMsat === undefined ? {} : { amtMsat: String(body.amtMsat) },
      ),
    'POST /invoices/:hash/expire': (_body, [hash]) => controls.expireInvoice(hash as string),
    'POST /mine': (body) => controls.mine(numberField(body, 'count', 1), optionalTimes(body)),
    'POST /reorg': (body) => {
      const { timestamps } = optionalTimes(body);
      return controls.reorg(numberField(body, 'depth'), {
        ...(timestamps ? { timestamps } : {}),
        ...(body.blocks !== undefined ? { blocks: numberField(body, 'blocks') } : {}),
        ...(body.empty === true ? { empty: true } : {}),
      });
    },
    'POST /balance': (body) => {
      controls.setBalance(numberField(body, 'sats'));
      return controls.state();
    },
    'POST /credentials/rotate': async () => {
      await controls.rotateCredentials();
      return controls.state();
    },
    'POST /invoice-indexes/restart': () => {
      controls.restartInvoiceIndexes();
      return controls.state();
    },
    'POST /invoice-events/repeat': (body) => {
      controls.repeatInvoiceEvents(body.on === true);
      return controls.state();
    },
    'POST /syncing': (body) => {
      controls.setSyncing(body.on === true);
      return controls.state();
    },
    'POST /channels': (body) => {
      controls.setChannels(body.kind as ChannelKind);
      return controls.state();
    },
    'POST /invoice-streams/drop': (body) => ({
      dropped: controls.dropInvoiceStreams(errorOverride(body)),
    }),
    'POST /lock': (body) => {
      const style = body.style ?? 'unknown-service';
      if (!LOCK_STYLES.includes(style as LockStyle))
        throw new ControlError(400, `style must be one of ${LOCK_STYLES.join(', ')}`);
      controls.setLocked(body.locked !== false, style as LockStyle);
      return controls.state();
    },
    'POST /unresponsive': async (body) => {
      const mode = body.mode ?? 'hang';
      if (mode !== 'hang' && mode !== 'down')
        throw new ControlError(400, 'mode must be hang or down');
      await controls.setUnresponsive(body.on !== false, mode);
      return controls.state();
    },
    'POST /send-coins/fail-next': (body) => {
      controls.failNextSendCoins(errorOverride(body));
      return { ok: true };
    },
    'POST /wallet-state': (body) => {
      controls.setWalletState(body.state as WalletState);
      return controls.state();
    },
    'POST /fee-rate': (body) => {
      controls.setFeeRate(numberField(body, 'satPerVbyte'));
      return controls.state();
    },
    'POST /mining-fee-rate': (body) => {
      controls.setMiningFeeRate(numberField(body, 'satPerVbyte'));
      return controls.state();
    },
    'GET /mempool': () => controls.mempool(),
    'POST /transactions/:txid/remove': (_body, [txid]) =>
      controls.removeTransaction(txid as string),
    'POST /anchor-channels': (body) => {
      controls.setAnchorChannels(numberField(body, 'count'));
      return controls.state();
    },
    'POST /cookie/rotate': () => controls.rotateCookie(),
  };
}

function match(
  table: Record<string, Route>,
  method: string,
  pathname: string,
): { route: Route; params: string[] } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (const [key, route] of Object.entries(table)) {
    const [routeMethod, pattern = ''] = key.split(' ');
    const routeParts = pattern.split('/').filter(Boolean);
    if (routeMethod !== method || routeParts.length !== parts.length) continue;
    const params: string[] = [];
    const same = routeParts.every((part, i) => {
      if (part.startsWith(':')) {
        params.push(decodeURIComponent(parts[i] as string));
        return true;
      }
      return part === parts[i];
    });
    if (same) return { route, params };
  }
  return undefined;
}

async function readJson(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ControlError(400, 'body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ControlError(400, 'body must be a JSON object');
  return parsed as Body;
}

const reply = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body ?? null);
  res
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
    })
    .end(text);
};

export async function startControlServer(options: {
  controls: DevnodeControls;
  port: number;
}): Promise<ControlServer> {
  const table = routes(options.controls);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        const found = match(table, req.method ?? 'GET', pathname);
        if (!found) return reply(res, 404, { error: `no route ${req.method} ${pathname}` });
        reply(res, 200, await found.route(await readJson(req), found.params));
      } catch (error) {
        if (error instanceof ControlError) reply(res, error.status, { error: error.message });
        else reply(res, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
