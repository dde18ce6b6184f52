// Reading permissions out of macaroons that real LND baked (macaroon-fixtures.json says how),
// and the health rule over them (domain/node-permissions.ts).
import { describe, expect, it } from 'vitest';
import { checkLndPermissions, REQUIRED_LND_PERMISSIONS } from '../../domain/operator/index.ts';
import fixtures from './macaroon-fixtures.json' with { type: 'json' };
import { macaroonPermissions } from './macaroon-permissions.ts';

const bytes = (name: 'admin' | 'readme' | 'small' | 'uri' | 'timeout') =>
  Buffer.from(fixtures[name].hex, 'hex');

describe('macaroonPermissions', () => {
  it('reads the README macaroon as exactly the permissions baked into it', () => {
    expect([...macaroonPermissions(bytes('readme'))!].sort()).toEqual(
      REQUIRED_LND_PERMISSIONS.map((p) => p.permission).sort(),
    );
  });

  it('reads admin.macaroon as holding every required permission and more', () => {
    const admin = macaroonPermissions(bytes('admin'))!;
    for (const { permission } of REQUIRED_LND_PERMISSIONS) expect(admin.has(permission)).toBe(true);
    expect(admin.has('macaroon:generate')).toBe(true);
  });

  it('ignores caveats, which limit when and where but not what', () => {
    expect([...macaroonPermissions(bytes('timeout'))!]).toEqual(['info:read']);
  });

  it('leaves macaroons of single RPC methods (uri:) and anything else unjudged', () => {
    expect(macaroonPermissions(bytes('uri'))).toBeNull();
    expect(macaroonPermissions(Buffer.from('not a macaroon'))).toBeNull();
    expect(macaroonPermissions(bytes('readme').subarray(0, 20))).toBeNull();
    expect(macaroonPermissions(new Uint8Array())).toBeNull();
  });
});

describe('checkLndPermissions', () => {
  it('is ok for the README macaroon and for admin.macaroon', () => {
    for (const name of ['readme', 'admin'] as const)
      expect(checkLndPermissions(macaroonPermissions(bytes(name)))).toEqual({
        status: 'ok',
        missing: [],
      });
  });

  it('names each missing permission and what stops without it, in pt-BR', () => {
    const check = checkLndPermissions(macaroonPermissions(bytes('small')))!;
    expect(check.status).toBe('incompleto');
    expect(check.missing).toEqual([
      'invoices:write',
      'onchain:read',
      'onchain:write',
      'offchain:read',
      'offchain:write',
      'message:write',
    ]);
    expect(check.message).toContain('offchain:write (prêmios e reembolsos por Lightning)');
    expect(check.message).toMatch(/^O macaroon do LND não tem /);
  });

  it('says nothing about a macaroon it cannot read', () => {
    expect(checkLndPermissions(null)).toBeNull();
  });
});
