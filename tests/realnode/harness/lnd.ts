// One real LND on regtest over the harness's btcd: its own temp dir and loopback ports, a
// wallet made through the WalletUnlocker (so it can be restarted locked, as a node is after a
// reboot), `lncli` against it, and stop/kill -9/start by PID. Every node started here is
// killed in stopAllLnd() (each file's afterAll) even when a test failed.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  authenticatedLndGrpc,
  createSeed,
  createWallet,
  getWalletInfo,
  unauthenticatedLndGrpc,
  type AuthenticatedLnd,
} from 'lightning';
import { eventually, sleep } from '../../support/poll.ts';
import { tempDir } from '../../support/temp-dirs.ts';
import { nodeBinDir } from './binaries.ts';
import type { Btcd } from './btcd.ts';
import { freePorts } from './free-ports.ts';

export const WALLET_PASSWORD = 'senha-da-carteira-regtest';
const OUTPUT_KEPT = 400_000;

export interface LndNode {
  name: string;
  dir: string;
  /** host:port of its gRPC (what LND_GRPC_HOST names). */
  grpcSocket: string;
  /** host:port of its peer-to-peer listener. */
  p2pSocket: string;
  tlsCertPath: string;
  tlsKeyPath: string;
  adminMacaroonPath: string;
  pubkey: string;
  /** The `lightning` package's admin client (made again when the TLS certificate changes). */
  lnd(): AuthenticatedLnd;
  /** `lncli --lnddir … <args>`; its JSON answer (or `{ text }` when it printed none). */
  lncli<T = Record<string, unknown>>(args: string[], input?: string): Promise<T>;
  /** Starts it again after stop()/kill9(); `locked`: without the password file (see unlock). */
  start(options?: { locked?: boolean }): Promise<void>;
  /** Waits for the RPC server to answer with the wallet unlocked and synced to btcd's tip. */
  waitReady(): Promise<void>;
  /** SIGTERM (LND's clean stop), SIGKILL after 20 s. */
  stop(): Promise<void>;
  kill9(): Promise<void>;
  running(): boolean;
  pid(): number | undefined;
  /** What LND printed (the newest part). */
  output(): string;
}

const nodes = new Set<LndNode>();

/** afterAll: every LND of this file, stopped by PID whatever state the test left it in. */
export async function stopAllLnd(): Promise<void> {
  await Promise.all([...nodes].map((node) => node.kill9()));
  nodes.clear();
}

function lndArgs(dir: string, ports: number[], name: string, btcd: Btcd): string[] {
  const [grpc, p2p] = ports;
  return [
    `--lnddir=${dir}`,
    `--alias=${name}`,
    '--bitcoin.regtest',
    '--bitcoin.node=btcd',
    `--btcd.rpchost=127.0.0.1:${btcd.rpcPort}`,
    `--btcd.rpcuser=${btcd.rpcUser}`,
    `--btcd.rpcpass=${btcd.rpcPass}`,
    `--btcd.rpccert=${btcd.rpcCertPath}`,
    `--rpclisten=127.0.0.1:${grpc}`,
    `--listen=127.0.0.1:${p2p}`,
    '--norest',
    '--nobootstrap',
    '--debuglevel=info',
    // Gossip and channel opening at test speed: one confirmation, no batching delay.
    '--trickledelay=50',
    '--bitcoin.defaultchanconfs=1',
    '--maxpendingchannels=10',
    '--tlsextraip=127.0.0.1',
  ];
}

/** A new LND with a fresh wallet, running, unlocked and synced. */
export async function startLndNode(options: {
  name: string;
  btcd: Btcd;
  extraArgs?: string[];
}): Promise<LndNode> {
  const dir = tempDir(`rifa-lnd-${options.name}-`);
  const ports = await freePorts(2);
  const baseArgs = [
    ...lndArgs(dir, ports, options.name, options.btcd),
    ...(options.extraArgs ?? []),
  ];
  const chainDir = path.join(dir, 'data', 'chain', 'bitcoin', 'regtest');
  const passwordFile = path.join(dir, 'wallet-password');
  fs.writeFileSync(passwordFile, WALLET_PASSWORD);
  const grpcSocket = `127.0.0.1:${ports[0]}`;
  const tlsCertPath = path.join(dir, 'tls.cert');
  const lncliBin = path.join(nodeBinDir(), 'lncli');

  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  let client: { cert: string; lnd: AuthenticatedLnd } | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  function launch(args: string[]): void {
    const spawned = spawn(path.join(nodeBinDir(), 'lnd'), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT / 2);
    };
    spawned.stdout!.on('data', keep);
    spawned.stderr!.on('data', keep);
    exited = new Promise((resolve) => spawned.once('exit', () => resolve()));
    child = spawned;
  }

  const node: LndNode = {
    name: options.name,
    dir,
    grpcSocket,
    p2pSocket: `127.0.0.1:${ports[1]}`,
    tlsCertPath,
    tlsKeyPath: path.join(dir, 'tls.key'),
    adminMacaroonPath: path.join(chainDir, 'admin.macaroon'),
    pubkey: '',
    lnd() {
      const cert = fs.readFileSync(tlsCertPath).toString('base64');
      if (client?.cert !== cert) {
        const macaroon = fs.readFileSync(node.adminMacaroonPath).toString('base64');
        client = { cert, lnd: authenticatedLndGrpc({ cert, macaroon, socket: grpcSocket }).lnd };
      }
      return client.lnd;
    },
    lncli<T>(args: string[], input?: string): Promise<T> {
      return new Promise((resolve, reject) => {
        const cli = execFile(
          lncliBin,
          [`--lnddir=${dir}`, '--network=regtest', `--rpcserver=${grpcSocket}`, ...args],
          { encoding: 'utf8', timeout: 60_000 },
          (error, stdout, stderr) => {
            if (error) return reject(new Error(`lncli ${args[0]}: ${stderr || error.message}`));
            try {
              resolve(JSON.parse(stdout) as T);
            } catch {
              resolve({ text: stdout.trim() } as T);
            }
          },
        );
        if (input !== undefined) cli.stdin!.end(input);
      });
    },
    async start(startOptions = {}) {
      if (running()) throw new Error(`${options.name}: already running`);
      launch(
        startOptions.locked
          ? baseArgs
          : [...baseArgs, `--wallet-unlock-password-file=${passwordFile}`],
      );
      if (!startOptions.locked) await node.waitReady();
    },
    async waitReady() {
      await eventually(
        `${options.name}: LND unlocked and synced to chain`,
        async () => {
          if (!running()) throw new Error(`${options.name} exited: ${output.slice(-3000)}`);
          if (!fs.existsSync(node.adminMacaroonPath) || !fs.existsSync(tlsCertPath)) return false;
          try {
            const info = await getWalletInfo({ lnd: node.lnd() });
            return info.is_synced_to_chain;
          } catch {
            return false;
          }
        },
        90_000,
        250,
      );
    },
    async stop() {
      if (!running()) return;
      child!.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        sleep(20_000).then(() => false),
      ]);
      if (!stopped) await node.kill9();
    },
    async kill9() {
      if (running()) child!.kill('SIGKILL');
      await exited;
    },
    running,
    pid: () => child?.pid,
    output: () => output,
  };
  nodes.add(node);

  // First start: no wallet yet; make one through the WalletUnlocker with a seed LND gives us.
  launch(baseArgs);
  await eventually(
    `${options.name}: WalletUnlocker up`,
    () => {
      if (!running()) throw new Error(`${options.name} exited: ${output.slice(-3000)}`);
      return fs.existsSync(tlsCertPath);
    },
    60_000,
    100,
  );
  const { lnd: unlocker } = unauthenticatedLndGrpc({
    cert: fs.readFileSync(tlsCertPath).toString('base64'),
    socket: grpcSocket,
  });
  const seed = await eventually(
    `${options.name}: GenSeed`,
    async () => {
      try {
        return (await createSeed({ lnd: unlocker })).seed;
      } catch {
        return undefined;
      }
    },
    60_000,
    200,
  );
  await createWallet({ lnd: unlocker, password: WALLET_PASSWORD, seed });
  await node.waitReady();
  node.pubkey = (await getWalletInfo({ lnd: node.lnd() })).public_key;
  return node;
}
