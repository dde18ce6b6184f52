import { parseArgs } from 'node:util';

import { type DevnodeOptions, startDevnode } from './devnode.ts';
import { envLines } from './env-lines.ts';

// `npm run devnode`: the devnode on its own (docs/protocols/devnode.md). It prints the folder holding
// tls.cert and admin.macaroon and the env lines to paste into the app's environment —
// or, with --json, one JSON line of connection info for tests that spawn it — and stops
// cleanly on SIGTERM/SIGINT.

const USAGE = `usage: npm run devnode -- [options]
  --dir <path>            folder for tls.cert, admin.macaroon, .cookie (default: a new temp folder)
  --lnd-dir <path>        also write the LND data-dir layout there (for LND_DIR)
  --lnd-port <n>          LND gRPC port (default: a free one)
  --bitcoind-port <n>     bitcoind JSON-RPC port (default: a free one)
  --control-port <n>      control API port (default: a free one)
  --auto-mine <ms>        mine a block every <ms> (default 30000, as in demo mode; 0: never)
  --balance <sats>        initial on-chain balance (default 100000000)
  --blocks <n>            initial blocks after genesis (default 110)
  --cookie                bitcoind cookie auth instead of user/password
  --rpc-user <user>       bitcoind user (default devnode)
  --rpc-pass <pass>       bitcoind password (default random)
  --json                  print one JSON line with the connection info
  --help`;

function integer(
  flag: string,
  value: string | undefined,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0 || parsed > max)
    throw new Error(`--${flag} must be a whole number up to ${max}, got ${value}`);
  return parsed;
}

function optionsFrom(argv: string[]): { options: DevnodeOptions; json: boolean } | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: 'string' },
      'lnd-dir': { type: 'string' },
      'lnd-port': { type: 'string' },
      'bitcoind-port': { type: 'string' },
      'control-port': { type: 'string' },
      'auto-mine': { type: 'string' },
      balance: { type: 'string' },
      blocks: { type: 'string' },
      cookie: { type: 'boolean' },
      'rpc-user': { type: 'string' },
      'rpc-pass': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  const options: DevnodeOptions = {
    autoMineIntervalMs: integer('auto-mine', values['auto-mine']) ?? 30_000,
    ports: {
      lnd: integer('lnd-port', values['lnd-port'], 65535) ?? 0,
      bitcoind: integer('bitcoind-port', values['bitcoind-port'], 65535) ?? 0,
      control: integer('control-port', values['control-port'], 65535) ?? 0,
    },
    bitcoindAuth: values.cookie
      ? { mode: 'cookie' }
      : {
          mode: 'userpass',
          ...(values['rpc-user'] ? { user: values['rpc-user'] } : {}),
          ...(values['rpc-pass'] ? { pass: values['rpc-pass'] } : {}),
        },
  };
  if (values.dir) options.dir = values.dir;
  if (values['lnd-dir']) options.lndDir = values['lnd-dir'];
  const balance = integer('balance', values.balance);
  if (balance !== undefined) options.initialBalance = balance;
  const blocks = integer('blocks', values.blocks);
  if (blocks !== undefined) options.initialBlocks = blocks;
  return { options, json: values.json ?? false };
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof optionsFrom>;
  try {
    parsed = optionsFrom(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (!parsed) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const devnode = await startDevnode(parsed.options);
  const info = devnode.connectionInfo();
  if (parsed.json) {
    process.stdout.write(`${JSON.stringify(info)}\n`);
  } else {
    process.stdout.write(
      [
        `devnode ready (regtest), files in ${info.dir}`,
        '',
        ...envLines(info),
        '',
        `control API: ${info.controlUrl ?? 'off'}`,
        `  curl -X POST ${info.controlUrl}/mine -d '{"count":1}'`,
        `  curl -X POST ${info.controlUrl}/invoices/<payment hash>/settle`,
        `  curl ${info.controlUrl}/state`,
        '',
      ].join('\n'),
    );
  }
  const shutdown = (): void => {
    // Nothing else holds the event loop: once the servers close, the process exits.
    devnode.stop().catch((error: unknown) => {
      process.stderr.write(`devnode: stop failed: ${String(error)}\n`);
      process.exitCode = 1;
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`devnode: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
