// The least-privilege macaroon exactly as the README tells operators to bake it: the
// permissions are read from the README's own `lncli bakemacaroon` line, so the real-node suite
// proves the documented command (and a README that drifts from the code fails here).
import fs from 'node:fs';
import path from 'node:path';
import type { LndNode } from './lnd.ts';

const README = path.resolve(import.meta.dirname, '../../../README.md');

/** The `entity:action` words of the README's bakemacaroon command. */
export function readmePermissions(): string[] {
  const line = fs
    .readFileSync(README, 'utf8')
    .split('\n')
    .find((text) => /^\s*lncli bakemacaroon /.test(text));
  if (!line) throw new Error('README: no `lncli bakemacaroon` line');
  return line
    .trim()
    .split(/\s+/)
    .slice(2)
    .filter((word) => /^[a-z]+:[a-z]+$/.test(word));
}

/** Bakes a macaroon on `node` with `permissions` (the README's by default); its path. */
export async function bakeMacaroon(
  node: LndNode,
  file: string,
  permissions = readmePermissions(),
): Promise<string> {
  const target = path.join(node.dir, file);
  await node.lncli(['bakemacaroon', ...permissions, `--save_to=${target}`]);
  return target;
}
