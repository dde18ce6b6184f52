// The permissions an LND macaroon grants, read from the file itself, so that health can name
// what a least-privilege macaroon lacks before a payout fails on it (docs/real-node.md).
// A macaroon in LND's binary format (libmacaroons v2: version byte 2, then fields of
// type‖length‖data closed by 0) carries its identifier in field 2. LND's identifier is one
// version byte (3, macaroon-bakery's LatestVersion) then the protobuf MacaroonId
// {nonce = 1, storageId = 2, repeated Op ops = 3}, Op {entity = 1, repeated actions = 2}
// (macaroon-bakery.v2 bakery/internal/macaroonpb/id.proto, used by lnd macaroons/service.go).
// First-party caveats (timeouts, IP locks) only narrow when and where, never which calls.

import fs from 'node:fs/promises';

const FIELD_EOS = 0;
const FIELD_IDENTIFIER = 2;
const BAKERY_VERSION_3 = 3;

class Reader {
  offset = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  get done() {
    return this.offset >= this.bytes.length;
  }
  varint(): number {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      if (this.done) throw new Error('varint truncado');
      const byte = this.bytes[this.offset++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
    throw new Error('varint longo demais');
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('campo truncado');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}

/** The identifier of a v2 binary macaroon (the first section's field 2). */
function macaroonIdentifier(bytes: Uint8Array): Uint8Array {
  const reader = new Reader(bytes);
  if (reader.take(1)[0] !== 2) throw new Error('não é um macaroon v2');
  for (;;) {
    const type = reader.varint();
    if (type === FIELD_EOS) break;
    const data = reader.take(reader.varint());
    if (type === FIELD_IDENTIFIER) return data;
  }
  throw new Error('macaroon sem identificador');
}

/** The length-delimited fields of one protobuf message, as [field number, bytes]. */
function protobufFields(bytes: Uint8Array): [number, Uint8Array][] {
  const reader = new Reader(bytes);
  const fields: [number, Uint8Array][] = [];
  while (!reader.done) {
    const key = reader.varint();
    const wireType = key & 7;
    if (wireType === 2) fields.push([key >>> 3, reader.take(reader.varint())]);
    else if (wireType === 0) reader.varint();
    else throw new Error(`tipo protobuf ${wireType} inesperado`);
  }
  return fields;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `entity:action` for every operation the macaroon allows (e.g. `invoices:write`), or null when
 * the bytes are not an LND macaroon this reader understands (the caller then says nothing).
 */
export function macaroonPermissions(bytes: Uint8Array): Set<string> | null {
  try {
    const id = macaroonIdentifier(bytes);
    if (id[0] !== BAKERY_VERSION_3) return null;
    const permissions = new Set<string>();
    for (const [field, op] of protobufFields(id.subarray(1))) {
      if (field !== 3) continue;
      let entity = '';
      const actions: string[] = [];
      for (const [opField, value] of protobufFields(op)) {
        if (opField === 1) entity = utf8.decode(value);
        else if (opField === 2) actions.push(utf8.decode(value));
      }
      // `uri` ops grant single RPC methods (bakemacaroon --allow_external_permissions): which
      // entity they stand for is LND's own table, so such a macaroon is left unjudged.
      if (entity === 'uri') return null;
      for (const action of actions) permissions.add(`${entity}:${action}`);
    }
    return permissions;
  } catch {
    return null;
  }
}

/** The permissions of the macaroon file, read at each call: the operator may swap it while we run. */
export async function readMacaroonPermissions(path: string): Promise<Set<string> | null> {
  return macaroonPermissions(await fs.readFile(path));
}
