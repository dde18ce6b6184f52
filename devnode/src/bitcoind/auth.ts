import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';

// bitcoind's two ways to authenticate JSON-RPC: rpcuser/rpcpassword, or the cookie file
// (`__cookie__:<64 hex>` in <datadir>/.cookie), which StartOS hands to apps and which
// changes on every bitcoind restart — the app re-reads it on 401 (docs/protocols/configuration.md).

export type RpcAuthConfig =
  { mode: 'userpass'; user: string; pass: string } | { mode: 'cookie'; cookiePath: string };

export interface RpcCredentials {
  user: string;
  pass: string;
}

export interface RpcAuth {
  /** True when an Authorization header carries the current credentials. */
  accepts(header: string | undefined): boolean;
  credentials(): RpcCredentials;
  cookiePath: string | undefined;
  /** Cookie mode: new secret, rewrites the file; the old one stops working at once. */
  rotateCookie(): Promise<RpcCredentials>;
  /** Cookie mode: removes the file, as bitcoind does when it shuts down. */
  dispose(): Promise<void>;
}

const COOKIE_USER = '__cookie__';

const equal = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function createRpcAuth(config: RpcAuthConfig): Promise<RpcAuth> {
  let current: RpcCredentials =
    config.mode === 'userpass'
      ? { user: config.user, pass: config.pass }
      : { user: COOKIE_USER, pass: '' };
  const cookiePath = config.mode === 'cookie' ? config.cookiePath : undefined;

  async function rotateCookie(): Promise<RpcCredentials> {
    if (!cookiePath) throw new Error('cookie rotation needs cookie auth');
    const next = { user: COOKIE_USER, pass: randomBytes(32).toString('hex') };
    // bitcoind writes the cookie without a trailing newline, readable by its owner only.
    await writeFile(cookiePath, `${next.user}:${next.pass}`, { mode: 0o600 });
    current = next;
    return next;
  }

  if (cookiePath) await rotateCookie();

  return {
    accepts(header) {
      const match = /^Basic (.+)$/.exec(header ?? '');
      if (!match?.[1]) return false;
      return equal(
        Buffer.from(match[1], 'base64').toString('utf8'),
        `${current.user}:${current.pass}`,
      );
    },
    credentials: () => ({ ...current }),
    cookiePath,
    rotateCookie,
    dispose: async () => {
      if (cookiePath) await rm(cookiePath, { force: true });
    },
  };
}
