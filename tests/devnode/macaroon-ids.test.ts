// The devnode's stock macaroons carry LND's identifier (macaroon-bakery's MacaroonId with the
// operations LND grants each file), so the app reads their permissions as it reads a real
// node's: health finds nothing missing in admin.macaroon and names what invoice.macaroon lacks.
// The real node's own macaroons are in server/src/adapters/lnd/macaroon-fixtures.json.
import { describe, expect, it } from 'vitest';
import { bakeMacaroons, newMacaroonRootKey } from '../../devnode/src/lnd/macaroon.ts';
import fixtures from '../../server/src/adapters/lnd/macaroon-fixtures.json' with { type: 'json' };
import { macaroonPermissions } from '../../server/src/adapters/lnd/macaroon-permissions.ts';
import { checkLndPermissions } from '../../server/src/domain/operator/node-permissions.ts';

const macaroons = bakeMacaroons(newMacaroonRootKey());

describe('the devnode’s macaroons, read as LND’s', () => {
  it('admin.macaroon grants what real LND’s admin.macaroon grants', () => {
    const real = macaroonPermissions(Buffer.from(fixtures.admin.hex, 'hex'))!;
    expect([...macaroonPermissions(macaroons.admin)!].sort()).toEqual([...real].sort());
    expect(checkLndPermissions(macaroonPermissions(macaroons.admin))?.status).toBe('ok');
  });

  it('invoice.macaroon and readonly.macaroon lack what the app needs to pay', () => {
    expect(checkLndPermissions(macaroonPermissions(macaroons.invoice))?.missing).toEqual([
      'info:read',
      'onchain:write',
      'offchain:read',
      'offchain:write',
      'message:write',
    ]);
    expect(checkLndPermissions(macaroonPermissions(macaroons.readonly))?.missing).toEqual([
      'invoices:write',
      'onchain:write',
      'offchain:write',
      'message:write',
    ]);
  });
});
