import { createHmac, randomBytes } from 'node:crypto';

// Macaroons in the real V2 binary format (the one LND writes), so tools that parse them
// — or simply read the file and hex-encode it, like the app — see a plausible macaroon.
// The devnode does not verify caveats: it recognises its three macaroons byte for byte
// and grants each the permissions LND gives the file of that name.

export type MacaroonName = 'admin' | 'invoice' | 'readonly';

export const MACAROON_NAMES: readonly MacaroonName[] = ['admin', 'invoice', 'readonly'];

/** `entity:action` as LND's permission map spells it, e.g. `invoices:write`. */
export type Permission = `${string}:${'read' | 'write'}`;

// LND's invoice.macaroon (lnd.go, invoicePermissions) and readonly.macaroon (all reads).
const INVOICE_PERMISSIONS = new Set<Permission>([
  'invoices:read',
  'invoices:write',
  'address:read',
  'address:write',
  'onchain:read',
]);

export function macaroonAllows(name: MacaroonName, permission: Permission): boolean {
  if (name === 'admin') return true;
  if (name === 'readonly') return permission.endsWith(':read');
  return INVOICE_PERMISSIONS.has(permission);
}

// go-macaroon v2 field types.
const FIELD_EOS = 0;
const FIELD_LOCATION = 1;
const FIELD_IDENTIFIER = 2;
const FIELD_SIGNATURE = 6;

const varint = (value: number): Buffer => {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return Buffer.from(bytes);
};

const field = (type: number, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from([type]), varint(data.length), data]);

// The operations LND writes into each stock macaroon's identifier (rpcserver.go
// readPermissions, invoicePermissions; the admin macaroon holds every entity's read and
// write, plus signer:generate and macaroon:generate — read from a real admin.macaroon).
const ENTITIES = ['onchain', 'offchain', 'address', 'message', 'peers', 'info', 'invoices'];
const MACAROON_OPS: Record<MacaroonName, [entity: string, actions: string[]][]> = {
  admin: [
    ...ENTITIES.map((entity): [string, string[]] => [entity, ['read', 'write']]),
    ['signer', ['generate', 'read']],
    ['macaroon', ['generate', 'read', 'write']],
  ],
  readonly: [...ENTITIES, 'signer', 'macaroon'].map((entity) => [entity, ['read']]),
  invoice: [
    ['invoices', ['read', 'write']],
    ['address', ['read', 'write']],
    ['onchain', ['read']],
  ],
};

const protobufField = (number: number, data: Buffer): Buffer =>
  Buffer.concat([varint((number << 3) | 2), varint(data.length), data]);

/**
 * LND's identifier: macaroon-bakery version 3, then the MacaroonId protobuf {nonce = 1,
 * storageId = 2, ops = 3 (Op {entity = 1, actions = 2})} (macaroon-bakery.v2
 * bakery/internal/macaroonpb/id.proto, written by lnd macaroons/service.go), so that whoever
 * reads a macaroon's permissions — the app's health does — reads the devnode's like LND's.
 */
function lndIdentifier(rootKey: Buffer, name: MacaroonName): Buffer {
  const nonce = createHmac('sha256', rootKey).update(`nonce/${name}`).digest().subarray(0, 16);
  const ops = MACAROON_OPS[name].map(([entity, actions]) =>
    protobufField(
      3,
      Buffer.concat([
        protobufField(1, Buffer.from(entity)),
        ...actions.map((action) => protobufField(2, Buffer.from(action))),
      ]),
    ),
  );
  return Buffer.concat([
    Buffer.from([3]),
    protobufField(1, nonce),
    protobufField(2, Buffer.from('0')),
    ...ops,
  ]);
}

/** Bakes one caveat-free macaroon from the root key, deterministic for a given key and name. */
export function bakeMacaroon(rootKey: Buffer, name: MacaroonName): Buffer {
  const identifier = lndIdentifier(rootKey, name);
  // libmacaroons: the signing key is HMAC("macaroons-key-generator", rootKey), and the
  // first signature is HMAC(key, identifier).
  const key = createHmac('sha256', 'macaroons-key-generator').update(rootKey).digest();
  const signature = createHmac('sha256', key).update(identifier).digest();
  return Buffer.concat([
    Buffer.from([2]),
    field(FIELD_LOCATION, Buffer.from('lnd', 'utf8')),
    field(FIELD_IDENTIFIER, identifier),
    Buffer.from([FIELD_EOS]),
    Buffer.from([FIELD_EOS]),
    field(FIELD_SIGNATURE, signature),
  ]);
}

export function bakeMacaroons(rootKey: Buffer): Record<MacaroonName, Buffer> {
  return {
    admin: bakeMacaroon(rootKey, 'admin'),
    invoice: bakeMacaroon(rootKey, 'invoice'),
    readonly: bakeMacaroon(rootKey, 'readonly'),
  };
}

export const newMacaroonRootKey = (): Buffer => randomBytes(32);
