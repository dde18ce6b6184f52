import * as bitcoin from 'bitcoinjs-lib';

// Output scripts as Bitcoin Core describes them (script/solver.cpp Solver, GetTxnOutputType;
// core_write.cpp ScriptToAsmStr), for getrawtransaction's scriptPubKey and LND's
// output_details: the type name, the regtest address when there is one, and the asm.

export type ScriptType =
  | 'pubkeyhash'
  | 'scripthash'
  | 'witness_v0_keyhash'
  | 'witness_v0_scripthash'
  | 'witness_v1_taproot'
  | 'anchor'
  | 'witness_unknown'
  | 'nulldata'
  | 'nonstandard';

const OP_RETURN = 0x6a;
const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA2 = 0x4d;
const OP_PUSHDATA4 = 0x4e;
const OP_16 = 0x60;

export interface Op {
  opcode: number;
  data?: Buffer;
}

/** Splits a script into opcodes and pushes; undefined when a push runs past the end. */
export function parseScript(script: Buffer): Op[] | undefined {
  const ops: Op[] = [];
  for (let at = 0; at < script.length;) {
    const opcode = script[at] as number;
    at += 1;
    let size = -1;
    if (opcode > 0 && opcode < OP_PUSHDATA1) size = opcode;
    else if (opcode === OP_PUSHDATA1) size = script[at] ?? -1;
    else if (opcode === OP_PUSHDATA2) size = at + 2 <= script.length ? script.readUInt16LE(at) : -1;
    else if (opcode === OP_PUSHDATA4) size = at + 4 <= script.length ? script.readUInt32LE(at) : -1;
    if (opcode === OP_PUSHDATA1) at += 1;
    if (opcode === OP_PUSHDATA2) at += 2;
    if (opcode === OP_PUSHDATA4) at += 4;
    if (opcode > 0 && opcode <= OP_PUSHDATA4) {
      if (size < 0 || at + size > script.length) return undefined;
      ops.push({ opcode, data: script.subarray(at, at + size) });
      at += size;
    } else ops.push({ opcode });
  }
  return ops;
}

const isPushOnly = (ops: readonly Op[]): boolean => ops.every((op) => op.opcode <= OP_16);

/** Solver(): MAX_OP_RETURN_RELAY is not checked since Core 30; push-only after OP_RETURN. */
export function scriptType(script: Buffer): ScriptType {
  const hex = script.toString('hex');
  if (script.length === 25 && /^76a914[0-9a-f]{40}88ac$/.test(hex)) return 'pubkeyhash';
  if (script.length === 23 && /^a914[0-9a-f]{40}87$/.test(hex)) return 'scripthash';
  if (script.length === 22 && hex.startsWith('0014')) return 'witness_v0_keyhash';
  if (script.length === 34 && hex.startsWith('0020')) return 'witness_v0_scripthash';
  if (script.length === 34 && hex.startsWith('5120')) return 'witness_v1_taproot';
  if (hex === '51024e73') return 'anchor';
  const version = script[0] ?? -1;
  const pushed = script[1] ?? -1;
  if (
    (version === 0 || (version >= 0x51 && version <= OP_16)) &&
    pushed >= 2 &&
    pushed <= 40 &&
    script.length === pushed + 2
  )
    return 'witness_unknown';
  if (script[0] === OP_RETURN) {
    const rest = parseScript(script.subarray(1));
    if (rest && isPushOnly(rest)) return 'nulldata';
  }
  return 'nonstandard';
}

/** The regtest address an output pays, or undefined (OP_RETURN, bare scripts). */
export function scriptAddress(script: Buffer): string | undefined {
  try {
    return bitcoin.address.fromOutputScript(script, bitcoin.networks.regtest);
  } catch {
    return undefined;
  }
}

const OPCODE_NAMES: Record<number, string> = {
  0x00: '0',
  0x4f: '-1',
  0x61: 'OP_NOP',
  0x69: 'OP_VERIFY',
  0x6a: 'OP_RETURN',
  0x76: 'OP_DUP',
  0x87: 'OP_EQUAL',
  0x88: 'OP_EQUALVERIFY',
  0xa9: 'OP_HASH160',
  0xac: 'OP_CHECKSIG',
  0xae: 'OP_CHECKMULTISIG',
};

/** CScriptNum of up to 4 bytes: little-endian, sign in the top bit of the last byte. */
function scriptNum(data: Buffer): number {
  if (data.length === 0) return 0;
  let value = 0;
  for (let i = data.length - 1; i >= 0; i -= 1) value = value * 256 + (data[i] as number);
  const top = 0x80 * 256 ** (data.length - 1);
  return value >= top ? -(value - top) : value;
}

/** ScriptToAsmStr(): pushes of at most 4 bytes as numbers, longer ones as hex. */
export function scriptAsm(script: Buffer): string {
  const ops = parseScript(script);
  if (!ops) return '[error]';
  return ops
    .map((op) => {
      if (op.data)
        return op.data.length <= 4 ? String(scriptNum(op.data)) : op.data.toString('hex');
      if (op.opcode >= 0x51 && op.opcode <= OP_16) return String(op.opcode - 0x50);
      return OPCODE_NAMES[op.opcode] ?? `OP_UNKNOWN`;
    })
    .join(' ');
}
